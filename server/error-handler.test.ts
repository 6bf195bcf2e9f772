import express from "express";
import { describe, expect, it } from "vitest";
import { serveForTests } from "../tests/support/serve-app";
import { errorHandler } from "./error-handler";

// What a client sees when a request fails inside the server: a status and a plain message, never
// the error's text, stack or SQL.

const sqlError = Object.assign(
  new Error('SQLITE_ERROR: no such column: "leads"."phone_x" in select * from leads'),
  {
    code: "SQLITE_ERROR",
  },
);

const server = serveForTests(() => {
  const app = express();
  app.get("/sql", () => {
    throw sqlError;
  });
  app.get("/async", (_req, _res, next) => {
    Promise.reject(new TypeError("Cannot read properties of undefined (reading 'id')")).catch(next);
  });
  app.post("/json", express.json({ limit: "1kb" }), (_req, res) => void res.json({ ok: true }));
  app.use(errorHandler);
  return app;
});

describe("errorHandler", () => {
  it.each(["/sql", "/async"])("answers a failure in %s with 500 and a plain message only", async (path) => {
    const response = await fetch(`${server.base}${path}`);
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: "Something went wrong." });
    expect(text).not.toMatch(/SQLITE|select|TypeError|at \w|\.ts:\d+/);
  });

  it("answers a client's mistake with its 4xx status and no detail", async () => {
    const broken = await fetch(`${server.base}/json`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"name": ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: "Bad request." });

    const large = await fetch(`${server.base}/json`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(4096) }),
    });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ error: "The request is too large." });
  });
});
