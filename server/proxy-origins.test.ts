import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureCurrentBuild, startServer, type StartedServer } from "../tests/support/built-server";
import { freePort } from "../tests/support/free-port";

// The production server behind a reverse proxy that terminates TLS: the browser is on
// https://shop.example.in (PUBLIC_URL), the server hears plain HTTP from the proxy, with whatever
// Host the proxy chose to send and no X-Forwarded-Proto. A form posted from the site's own pages
// must still work, and one posted from another site must be refused with 403 and one line.

const publicUrl = "https://shop.example.in";
let dir = "";
let server: StartedServer | undefined;
let port = 0;

beforeAll(async () => {
  ensureCurrentBuild();
  dir = mkdtempSync(join(tmpdir(), "proxy-origins-"));
  port = await freePort();
  server = await startServer({
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: publicUrl,
    DATA_DIR: dir,
    DATABASE_URL: join(dir, "app.db"),
    ANALYTICS: "off",
  });
}, 600_000);

afterAll(async () => {
  server?.process.kill("SIGTERM");
  await server?.exited;
  rmSync(dir, { recursive: true, force: true });
});

/** Posts the contact page's enquiry form as a browser would, with the headers the proxy passes on. */
function postContactForm(headers: Record<string, string>) {
  const body = new URLSearchParams({
    name: "Asha Proxy",
    phone: "98450 12345",
    service: "Modular Kitchen Fitting",
  }).toString();
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/contact",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

const sentLines = (from: number) => server!.lines.slice(from);

describe("a form posted from the site's own pages behind a TLS proxy is accepted", () => {
  it.each([
    ["the proxy sends the address it connects to as Host", () => ({ Host: `127.0.0.1:${port}` })],
    ["the proxy keeps the site's Host and sends no X-Forwarded-Proto", () => ({ Host: "shop.example.in" })],
    [
      "the proxy sends X-Forwarded-Proto the server does not trust",
      () => ({ Host: "shop.example.in", "X-Forwarded-Proto": "https" }),
    ],
  ])("%s", async (_case, proxyHeaders) => {
    const answer = await postContactForm({ ...proxyHeaders(), Origin: publicUrl });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("Message Sent Successfully!");
  });
});

it("refuses a form posted from another site with 403 and one line at info level, without a stack", async () => {
  const before = server!.lines.length;
  const answer = await postContactForm({ Host: "shop.example.in", Origin: "https://elsewhere.example" });
  expect(answer.status).toBe(403);
  expect(answer.text).not.toContain("Message Sent");
  // The log reaches this process by another pipe than the answer: wait for its line to arrive.
  await vi.waitFor(() => expect(sentLines(before).join("\n")).toContain('"status":403'));
  const about = sentLines(before).filter(
    (line) => line.includes('"/contact"') || /"level":"(warn|error)"/.test(line),
  );
  expect(about).toHaveLength(1);
  expect(JSON.parse(about[0]!)).toMatchObject({ level: "info", msg: "request_refused", status: 403 });
  expect(sentLines(before).join("\n")).not.toMatch(/^\s+at /m);
});
