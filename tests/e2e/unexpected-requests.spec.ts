import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { type StartedServer, startServer } from "../support/built-server";

// Requests the routes do not expect (a method they do not take, a body that is not a web form, a
// page of another site) are refused with a 4xx and one log line, never a 500 or a stack.
// One server for the file: its tests run one after another in one worker.
test.describe.configure({ mode: "default" });
const port = Number(process.env.E2E_PORT_BASE ?? 4310) + 12;
const base = `http://127.0.0.1:${port}`;
let server: StartedServer;
let dir: string;

/** Node's http client, as fetch refuses to send TRACE. */
function send(method: string, path: string, headers: Record<string, string>, body = "") {
  return new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
    const outgoing = httpRequest(
      `${base}${path}`,
      { method, headers: { ...headers, "Content-Length": Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, allow: response.headers.allow }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "unexpected-"));
  server = await startServer({ PORT: String(port), DATABASE_URL: join(dir, "app.db"), DATA_DIR: dir });
});

test.afterAll(async () => {
  server.process.kill("SIGTERM");
  await server.exited;
  rmSync(dir, { recursive: true, force: true });
});

const textBody = { "Content-Type": "text/plain" };
const cases: {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  status: number;
}[] = [
  { name: "DELETE on the desk", method: "DELETE", path: "/admin", status: 405 },
  { name: "TRACE on the home page", method: "TRACE", path: "/", status: 405 },
  { name: "TRACE on the desk", method: "TRACE", path: "/admin", status: 405 },
  { name: "PUT on the API", method: "PUT", path: "/api/leads.csv", status: 405 },
  {
    name: "DELETE on a lead",
    method: "DELETE",
    path: "/api/leads/00000000-0000-4000-8000-000000000000",
    status: 401,
  },
  { name: "OPTIONS on the API", method: "OPTIONS", path: "/api/leads", status: 405 },
  {
    name: "plain text to the desk",
    method: "POST",
    path: "/admin",
    headers: textBody,
    body: "intent=sign-in",
    status: 415,
  },
  {
    name: "plain text to the reset page",
    method: "POST",
    path: "/admin/reset-password",
    headers: textBody,
    body: "x",
    status: 415,
  },
  { name: "plain text to a page", method: "POST", path: "/about", headers: textBody, body: "x", status: 415 },
  {
    name: "a broken multipart body to the contact page",
    method: "POST",
    path: "/contact",
    headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
    body: "--xyz\r\nbroken",
    status: 415,
  },
  {
    name: "a form from another site",
    method: "POST",
    path: "/contact",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
    body: "name=A",
    status: 403,
  },
];

for (const request of cases) {
  test(`${request.name} is refused with ${request.status}, logged in one line at most`, async () => {
    const before = server.lines.length;
    const response = await send(
      request.method,
      request.path,
      { Origin: base, ...request.headers },
      request.body,
    );
    expect(response.status).toBe(request.status);
    // A refusal of our own (the last one) marks where this request's log lines end.
    await send("TRACE", "/end-of-request", {});
    await expect
      .poll(() => server.lines.slice(before).some((line) => line.includes("/end-of-request")))
      .toBe(true);
    const logged = server.lines.slice(before, -1).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.length).toBeLessThanOrEqual(1);
    for (const entry of logged) {
      expect(entry).toMatchObject({
        level: "info",
        msg: "request_refused",
        path: request.path,
        status: request.status,
      });
    }
  });
}
