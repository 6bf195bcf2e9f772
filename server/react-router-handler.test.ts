import { createHash } from "node:crypto";
import express from "express";
import { expect, it } from "vitest";
import { serveForTests } from "../tests/support/serve-app";
import { send } from "./react-router-handler";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

// What the adapter adds to React Router's responses: a page's Content-Security-Policy, and for
// streamed bodies, a failure that stays with its response.
// A streamed body that fails half-way (as a database error does while the CSV export streams) must
// cut that one response off, be logged, and leave the server answering the next request.

const server = serveForTests(() => {
  const app = express();
  app.get("/failing.csv", (_req, res, next) => {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(new Error('invalid byte sequence for encoding "UTF8": 0x00'));
        sent = true;
        controller.enqueue(new TextEncoder().encode("created_at,name\r\n"));
      },
    });
    send(res, new Response(body, { headers: { "Content-Type": "text/csv" } })).catch(next);
  });
  app.get("/ok", (_req, res) => void res.send("still here"));
  app.get("/page", (_req, res, next) => {
    const html =
      '<!DOCTYPE html><html><head><script nonce="n0nce">ours()</script><style>h1{color:red}</style></head>' +
      "<body><script>injected()</script><style>body{display:none}</style></body></html>";
    const context = { cspNonce: "n0nce", styleSource: sha("h1{color:red}") };
    send(res, new Response(html, { headers: { "Content-Type": "text/html" } }), context).catch(next);
  });
  return app;
});

it("allows a page's inline scripts by the response's nonce and its style by the render's hash, never by what the page holds", async () => {
  const policy = (await fetch(`${server.base}/page`)).headers.get("content-security-policy") ?? "";
  expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe("'self' 'nonce-n0nce'");
  expect(/style-src ([^;]*)/.exec(policy)?.[1]).toBe(`'self' ${sha("h1{color:red}")}`);
  expect(policy).not.toContain(sha("injected()"));
});

it("cuts off a response whose body fails, logs it, and serves the next request", async () => {
  const response = await fetch(`${server.base}/failing.csv`);
  expect(response.status).toBe(200);
  await expect(response.text()).rejects.toThrow();
  const failure = server.logged
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((entry) => entry.msg === "response_failed");
  expect(failure).toMatchObject({ level: "error", path: "/failing.csv" });
  expect(await (await fetch(`${server.base}/ok`)).text()).toBe("still here");
});
