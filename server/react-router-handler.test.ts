import { createHash } from "node:crypto";
import express from "express";
import { expect, it } from "vitest";
import { serveForTests } from "../tests/support/serve-app";
import { send } from "./react-router-handler";

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
      '<!DOCTYPE html><html><head><script nonce="n0nce">ours()</script></head><body><script>injected()</script></body></html>';
    send(res, new Response(html, { headers: { "Content-Type": "text/html" } }), "n0nce").catch(next);
  });
  return app;
});

it("allows a page's inline scripts by the response's nonce only, never by what the page holds", async () => {
  const policy = (await fetch(`${server.base}/page`)).headers.get("content-security-policy") ?? "";
  const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1];
  expect(scriptSources).toBe("'self' 'nonce-n0nce'");
  expect(policy).not.toContain(createHash("sha256").update("injected()").digest("base64"));
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
