import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "../app/server/db/connect.server";
import { parseEnv } from "../app/server/env.server";
import { siteCounter } from "../app/server/site-counts/site-counter.server";
import { siteCountWriter } from "../app/server/site-counts/writer.server";
import { resolveSite } from "../app/server/site.server";
import { serveForTests } from "../tests/support/serve-app";
import { clicksPerMinute, eventRoutes } from "./event-routes";

// POST /api/events as a page's beacon sends it, over HTTP, into a real SQLite database.

const site = resolveSite(parseEnv({ SITE_PROFILE: "carpentry", PUBLIC_URL: "https://www.example.in" }));
const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
let database: DbHandle;
let writer: ReturnType<typeof siteCountWriter>;

beforeAll(async () => {
  database = await openDatabase(join(mkdtempSync(join(tmpdir(), "events-api-")), "app.db"));
  writer = siteCountWriter({ db: database.db, log: () => undefined, everyMs: 3_600_000 });
});
afterAll(async () => {
  await writer.stop();
  await database.close();
});

const server = serveForTests(() => {
  const app = express();
  // Each test is its own client, so the per-client limit of one never refuses another's.
  app.set("trust proxy", 1);
  eventRoutes(app, {
    counter: siteCounter({ writer, now: () => new Date(), publicPaths: new Set(), publicHost: "x" }),
    site,
    trustProxy: true,
    clientAddress: (req) => req.ip ?? "unknown",
  });
  return app;
});

let client = 0;
/** A beacon's request: a string body, so text/plain; from the site's own page. */
function beacon(body: unknown, headers: Record<string, string> = {}, from = `198.51.100.${++client}`) {
  return fetch(`${server.base}/api/events`, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      origin: "https://www.example.in",
      "user-agent": chrome,
      "x-forwarded-for": from,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const stored = async () => {
  await writer.flush();
  return database.db.selectFrom("site_events").select(["kind", "path", "visitor"]).orderBy("at").execute();
};

describe("POST /api/events", () => {
  it("answers 204 with no body and no cookie, and counts the click", async () => {
    const before = (await stored()).length;
    for (const [type, path] of [
      ["call", "/"],
      ["whatsapp", "/services/"],
      ["email", "/contact"],
      ["directions", "/contact"],
    ]) {
      const response = await beacon({ type, path });
      expect(response.status, `${type} on ${path}`).toBe(204);
      expect(await response.text()).toBe("");
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    const json = await beacon({ type: "call", path: "/about" }, { "content-type": "application/json" });
    expect(json.status).toBe(204);
    expect((await stored()).slice(before)).toEqual([
      { kind: "call", path: "/", visitor: null },
      { kind: "whatsapp", path: "/services", visitor: null },
      { kind: "email", path: "/contact", visitor: null },
      { kind: "directions", path: "/contact", visitor: null },
      { kind: "call", path: "/about", visitor: null },
    ]);
  });

  it.each([
    [{ type: "fax", path: "/" }, { type: "must be one of call, whatsapp, email, directions" }],
    [{ type: "call", path: "/admin" }, { path: "must be the path of a page of this site" }],
    [{ type: "call", path: "/no-such-page" }, { path: "must be the path of a page of this site" }],
    [{ type: "call", path: "https://other.example/" }, { path: "must be the path of a page of this site" }],
    [{ type: "call" }, { path: "must be the path of a page of this site" }],
    [["call", "/"], { form: "The request body must be a JSON object." }],
    ["{not json", { form: "The request body is not valid JSON." }],
  ])("refuses %j with 400 and says why, counting nothing", async (body, errors) => {
    const before = (await stored()).length;
    const response = await beacon(body);
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ errors });
    expect(await stored()).toHaveLength(before);
  });

  it("keeps the lead API's other limits: content type, size, other sites, methods", async () => {
    const form = await beacon("type=call&path=/", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    const large = await beacon({ type: "call", path: "/", padding: "x".repeat(70_000) });
    expect(large.status).toBe(413);
    expect((await beacon({ type: "call", path: "/" }, { origin: "https://evil.example" })).status).toBe(403);
    const get = await fetch(`${server.base}/api/events`);
    expect([get.status, get.headers.get("allow")]).toEqual([405, "POST"]);
  });

  it("answers a bot 204 and counts nothing", async () => {
    const before = (await stored()).length;
    expect((await beacon({ type: "call", path: "/" }, { "user-agent": "Googlebot/2.1" })).status).toBe(204);
    expect(await stored()).toHaveLength(before);
  });

  it(`limits one client to ${clicksPerMinute} clicks a minute, and others go on`, async () => {
    const from = "203.0.113.200";
    for (let i = 0; i < clicksPerMinute; i++) {
      expect((await beacon({ type: "call", path: "/" }, {}, from)).status).toBe(204);
    }
    const refused = await beacon({ type: "call", path: "/" }, {}, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await beacon({ type: "call", path: "/" })).status).toBe(204);
  });
});
