// npm run bench:counting — what the counting thread costs a page view, on one thread and without the
// load generator's noise: page views as the serving thread hands them over (a line each, in messages
// of 256), counted and written to a temp SQLite database by the counting thread's own work. The
// traffic is a day's worth of visitors, each with a few pages, a handful of browsers, some search
// and WhatsApp referrers and campaign tags. Prints the CPU time per view on this thread, and on the
// serving thread for building the lines, for that traffic and for bench:load's (one browser at one
// address, the same four pages over and over). Asserts nothing about time.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "~/server/db/connect.server";
import { parseEnv } from "~/server/env.server";
import { resolveSite } from "~/server/site.server";
import { countingThreadWork } from "~/server/site-counts/counting-thread-work.server";
import { answeredLine } from "~/server/site-counts/thread-messages.server";

const views = Number(process.env.BENCH_VIEWS ?? 200_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const site = resolveSite(parseEnv({ SITE_PROFILE: "interiors", PUBLIC_URL: "https://www.example.in" }));
const paths = ["/", "/services", "/about", "/contact"];
const browsers = [
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
];
const referrers = [
  "",
  "",
  "https://www.google.com/",
  "android-app://com.whatsapp/",
  "https://www.example.in/",
];
const queries = ["", "", "", "utm_source=google&utm_medium=cpc&utm_campaign=kitchens"];
/** Each visitor sees this many pages in a row. */
const pagesPerVisitor = 4;
const at = new Date("2026-11-26T04:30:00Z");
/**
 * The views are this far apart in time: 50 a second, far above a local business's traffic yet
 * within what counting remembers a minute to cap one visitor's views (view-limits.server.ts).
 * "one visitor" stores three views a page a minute; the rest are capped, which is part of the cost.
 */
const viewEveryMs = 20;

type Traffic = "varied visitors" | "one visitor";

/** The lines of `count` views, as the serving thread builds them, and the CPU time (µs) that took. */
function lines(count: number, traffic: Traffic) {
  const built: string[] = [];
  const before = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    const visitor = traffic === "one visitor" ? 0 : Math.floor(i / pagesPerVisitor);
    const headers: Record<string, string> = {
      host: "www.example.in",
      "user-agent": browsers[visitor % browsers.length]!,
      referer: referrers[visitor % referrers.length]!,
    };
    const line = answeredLine(
      {
        method: "GET",
        path: paths[i % paths.length]!,
        query: queries[visitor % queries.length]!,
        status: 200,
        header: (name) => headers[name] || undefined,
      },
      `203.0.${(visitor >> 8) & 255}.${visitor & 255}`,
      new Date(at.getTime() + i * viewEveryMs),
    );
    if (line) built.push(line);
  }
  const used = process.cpuUsage(before);
  return { built, us: used.user + used.system };
}

const cpuUs = () => {
  const used = process.cpuUsage();
  return used.user + used.system;
};

const rows: Record<string, string | number>[] = [];
for (let round = 1; round <= rounds; round++)
  for (const traffic of process.env.BENCH_TRAFFIC
    ? [process.env.BENCH_TRAFFIC as Traffic]
    : (["one visitor", "varied visitors"] as const)) {
    const dir = mkdtempSync(join(tmpdir(), "bench-counting-"));
    const handle = await openDatabase(join(dir, "app.db"));
    const work = countingThreadWork({ db: handle.db, site, log: () => {} });
    const { built, us: lineUs } = lines(views, traffic);
    const started = cpuUs();
    const wall = performance.now();
    for (let from = 0; from < built.length; from += 256) {
      await work({ type: "events", lines: built.slice(from, from + 256).join("\n") });
      // Messages arrive one turn of the event loop apart, as they do on the thread.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await work({ type: "stop" });
    const countingUs = cpuUs() - started;
    const seconds = (performance.now() - wall) / 1000;
    const stored = await handle.db
      .selectFrom("site_events")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
    rows.push({
      round,
      traffic,
      views: built.length,
      stored: Number(stored.n),
      "serving thread µs/view (the line)": Number((lineUs / views).toFixed(2)),
      "counting thread µs/view": Number((countingUs / views).toFixed(2)),
      "views/s counted": Math.round(views / seconds),
    });
  }
console.log(`\nThe counting thread's work: ${views.toLocaleString("en")} page views a round, on SQLite`);
console.table(rows);
