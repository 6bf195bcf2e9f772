import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ensureCurrentBuild, startServer } from "../tests/support/built-server";

// The production server counts its pages on a thread of its own: the views it answered reach the
// database, and those answered just before it is told to stop are written before it exits. On
// Linux with util-linux's chrt, that thread runs as an idle task (docs/decisions/0039).

/** SCHED_IDLE, as /proc/<pid>/task/<tid>/stat gives a thread's scheduling policy (its 41st field). */
const schedIdle = 5;
/** How many of a process's threads run as idle tasks; undefined where /proc or chrt is missing. */
function idleThreads(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/task`) || !existsSync("/usr/bin/chrt")) return undefined;
  return readdirSync(`/proc/${pid}/task`).filter((tid) => {
    const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return Number(fields[41 - 3]) === schedIdle;
  }).length;
}

const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
let dir = "";
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "counting-thread-"));
  ensureCurrentBuild();
}, 600_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("writes every view the server answered, the last ones on its way out", async () => {
  const database = join(dir, "app.db");
  const port = 4873;
  const server = await startServer({ DATA_DIR: dir, DATABASE_URL: database, PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  const get = (path: string, headers: Record<string, string> = { "user-agent": chrome }, method = "GET") =>
    fetch(`${base}${path}`, { method, headers }).then((response) => response.status);
  expect(await get("/?utm_source=flyer&utm_campaign=diwali")).toBe(200);
  expect(await get("/services")).toBe(200);
  expect(await get("/contact", { "user-agent": chrome, dnt: "1" })).toBe(200);
  expect(await get("/services", { "user-agent": chrome }, "HEAD")).toBe(200);
  expect(await get("/", { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0)" })).toBe(200);
  expect(await get("/no-such-page")).toBe(404);
  // The counting thread alone (once it has started), and none of the threads that serve pages or
  // store enquiries.
  if (idleThreads(server.process.pid) !== undefined)
    await expect.poll(() => idleThreads(server.process.pid)).toBe(1);
  server.process.kill("SIGTERM");
  expect(await server.exited).toBe(0);

  const db = new Database(database, { readonly: true });
  const rows = db
    .prepare(
      "select kind, path, utm_source, utm_campaign, visitor is not null as hashed from site_events order by path",
    )
    .all();
  db.close();
  expect(rows).toEqual([
    { kind: "view", path: "/", utm_source: "flyer", utm_campaign: "diwali", hashed: 1 },
    { kind: "view", path: "/contact", utm_source: null, utm_campaign: null, hashed: 0 },
    { kind: "view", path: "/services", utm_source: null, utm_campaign: null, hashed: 1 },
  ]);
  expect(server.lines.join("\n")).not.toContain("site_counts_thread_failed");
}, 120_000);
