import { mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureCurrentBuild, startServer, type StartedServer } from "../tests/support/built-server";
import { freePort } from "../tests/support/free-port";

// What an uptime monitor (or the reverse proxy) sees of the production server: /healthz while the
// process answers, /readyz while it can take enquiries, and 503 from /readyz once it cannot.

const authSecret = "health-test-auth-secret-0123456789abcdefghij";
const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

type Body = { status: string; checks?: Record<string, { ok: boolean; problem?: string }> };

/** A server of its own for one describe block: `base` is its address, `stop()` ends it. */
function serverFor(env: () => Record<string, string>) {
  const run = { base: "", server: undefined as StartedServer | undefined };
  beforeAll(async () => {
    ensureCurrentBuild();
    const port = await freePort();
    run.base = `http://127.0.0.1:${port}`;
    run.server = await startServer({
      PORT: String(port),
      HOST: "127.0.0.1",
      AUTH_SECRET: authSecret,
      ...env(),
    });
  }, 600_000);
  afterAll(async () => {
    run.server?.process.kill("SIGTERM");
    await run.server?.exited;
  });
  return run;
}

const get = async (url: string, init: RequestInit = {}) => {
  const response = await fetch(url, init);
  return { response, text: await response.text() };
};

describe("on SQLite", () => {
  const dir = mkdtempSync(join(tmpdir(), "health-"));
  const database = join(dir, "app.db");
  const run = serverFor(() => ({ DATA_DIR: dir, DATABASE_URL: database }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("/healthz answers while the process runs, small, uncached, GET and HEAD only", async () => {
    const { response, text } = await get(`${run.base}/healthz`);
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const head = await get(`${run.base}/healthz`, { method: "HEAD" });
    expect([head.response.status, head.text]).toEqual([200, ""]);
    const post = await get(`${run.base}/readyz`, { method: "POST" });
    expect(post.response.status).toBe(405);
    expect(post.response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("/readyz names each check and says ready, with no path, address or secret in it", async () => {
    const { response, text } = await get(`${run.base}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = JSON.parse(text) as Body;
    expect(body.status).toBe("ready");
    expect(Object.keys(body.checks ?? {}).sort()).toEqual([
      "database",
      "leadWriter",
      "migrations",
      "offsiteBackup",
    ]);
    for (const check of Object.values(body.checks ?? {})) expect(check.ok).toBe(true);
    expect(text).not.toContain(dir);
    expect(text).not.toContain(authSecret);
  });

  it("turns 503 when the database file is gone, says which check failed, and is ready again once it is back", async () => {
    const before = run.server!.lines.length;
    renameSync(database, `${database}.moved`);
    try {
      const { response, text } = await get(`${run.base}/readyz`);
      expect(response.status).toBe(503);
      const body = JSON.parse(text) as Body;
      expect(body.status).toBe("not ready");
      expect(body.checks?.database).toEqual({
        ok: false,
        problem: "the database file is gone or was replaced",
      });
      expect(body.checks?.migrations?.ok).toBe(true);
      // The process itself still answers.
      expect((await fetch(`${run.base}/healthz`)).status).toBe(200);
    } finally {
      renameSync(`${database}.moved`, database);
    }
    expect((await fetch(`${run.base}/readyz`)).status).toBe(200);
    // One line when it broke, one when it mended (the log reaches this process by its own pipe).
    await vi.waitFor(() => expect(run.server!.lines.slice(before).join("\n")).toContain("ready_again"));
    const said = run
      .server!.lines.slice(before)
      .map((line) => JSON.parse(line) as { level: string; msg: string; check?: string })
      .filter(({ msg }) => msg === "not_ready" || msg === "ready_again");
    expect(said).toMatchObject([
      { level: "warn", msg: "not_ready", check: "database" },
      { level: "info", msg: "ready_again", check: "database" },
    ]);
  });

  it("counts neither as a page view", async () => {
    for (const path of ["/healthz", "/readyz", "/"]) {
      await fetch(`${run.base}${path}`, { headers: { "User-Agent": browser } });
    }
    // The server writes what it counted before it exits.
    run.server!.process.kill("SIGTERM");
    await run.server!.exited;
    // Read-write, so whatever the server left in the write-ahead log is read too.
    const db = new SQLite(database, { fileMustExist: true });
    try {
      const paths = db.prepare("select path from site_events where kind = 'view'").pluck().all();
      expect(paths).toEqual(["/"]);
    } finally {
      db.close();
    }
  });
});
