import { request as httpRequest } from "node:http";
import express from "express";
import { describe, expect, it } from "vitest";
import { serveForTests } from "../tests/support/serve-app";
import { leadFastPath } from "./lead-fast-path";

// The visitor's POST /api/leads as Node's server answers it ahead of Express, over HTTP: what it
// hands the lead code, what it sends back, and every request it must leave to Express.

const seen: { contentType: string | null; body: string; clientAddress: string; referer: string | null }[] =
  [];
let failNext = false;

const server = serveForTests(() => {
  const fast = leadFastPath({
    headers: { "X-Frame-Options": "DENY" },
    site: { publicUrl: "https://www.example.in", trustProxy: false },
    clientAddress: (req) => String(req.headers["x-test-client"] ?? "socket"),
    answer: (contentType, body, origin) => {
      seen.push({ contentType, body, ...origin });
      if (failNext) return Promise.reject(new Error("disk on fire"));
      return Promise.resolve({ status: 201, body: { id: "lead-1" }, headers: { "Retry-After": "7" } });
    },
  });
  const app = express();
  app.use((req, res, next) => (fast(req, res) ? undefined : next()));
  app.use((_req, res) => void res.status(299).send("express"));
  return app;
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });

describe("the lead fast path", () => {
  it("hands the lead code the body, its type, the client and the referring page, and sends its answer", async () => {
    seen.length = 0;
    const body = JSON.stringify({ name: "Asha Rao", message: "ನಮಸ್ಕಾರ, a wardrobe" });
    const response = await post("/api/leads", body, {
      "x-test-client": "203.0.113.9",
      referer: "https://www.example.in/contact?utm_source=flyer",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: "lead-1" });
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("retry-after")).toBe("7");
    expect(seen).toEqual([
      {
        contentType: "application/json",
        body,
        clientAddress: "203.0.113.9",
        referer: "https://www.example.in/contact?utm_source=flyer",
      },
    ]);
  });

  it("answers 500 with no detail when the lead code fails, and logs why", async () => {
    failNext = true;
    const response = await post("/api/leads", "{}");
    failNext = false;
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "Something went wrong." });
    expect(
      server.logged.some((line) => line.includes("request_failed") && line.includes("disk on fire")),
    ).toBe(true);
  });

  it("refuses a body announced too large, or without a length, before reading it", async () => {
    seen.length = 0;
    // Only the headers are sent: the answer must come without the body.
    const large = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${server.base}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(64 * 1024 + 1) },
      });
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode, body }));
      });
      request.on("error", reject);
      request.flushHeaders();
    });
    expect(large).toEqual({ status: 413, body: '{"error":"The request is too large."}' });
    const chunked = await fetch(`${server.base}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("{}"));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(411);
    expect(await chunked.json()).toEqual({ error: "Send a Content-Length." });
    expect(seen).toEqual([]);
  });

  it.each([
    ["another site's page", { origin: "https://evil.example" }],
    ["a page with no address", { origin: "null" }],
    ["a browser saying it is another site's", { "sec-fetch-site": "cross-site" }],
    ["our own page, sent to another address", { origin: "https://www.example.in.evil.example" }],
  ])("refuses a lead from %s, as Express does, and stores nothing", async (_label, headers) => {
    seen.length = 0;
    const response = await post("/api/leads", JSON.stringify({ name: "Asha Rao" }), headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Cross-site requests are not allowed." });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(seen).toEqual([]);
  });

  it("takes a lead from the site's public address, and from the address it was sent to", async () => {
    seen.length = 0;
    for (const origin of ["https://www.example.in", server.base]) {
      const response = await post("/api/leads", "{}", { origin, "sec-fetch-site": "same-origin" });
      expect(response.status, origin).toBe(201);
    }
    expect(seen).toHaveLength(2);
  });

  it.each([
    ["a desk member's entry", "/api/leads", { cookie: "better-auth.session_token=abc" }],
    [
      "a secure-cookie desk member's entry",
      "/api/leads",
      { cookie: "a=1; __Secure-better-auth.session_token=x" },
    ],
    ["another path", "/api/events", {}],
    ["a query string", "/api/leads?x=1", {}],
  ])("leaves %s to Express", async (_label, path, headers) => {
    seen.length = 0;
    const response = await post(path, "{}", headers);
    expect(response.status).toBe(299);
    expect(seen).toEqual([]);
  });

  it("leaves other methods to Express", async () => {
    const response = await fetch(`${server.base}/api/leads`);
    expect(response.status).toBe(299);
  });
});
