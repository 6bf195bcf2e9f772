// npm run bench:load — mixed traffic at a fixed arrival rate from this (second) process: page views
// and lead posts in a realistic ratio. Prints requests/s, p50/p99 per kind and errors, and checks that
// the leads acknowledged equal the leads in the database. Then the page throughput at full speed with
// the site's counting off and on (ANALYTICS), in pairs, and the median difference. Asserts nothing
// about time.
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { startServer, stopServer } from "./start-server.mjs";

const seconds = Number(process.env.LOAD_SECONDS ?? (process.env.CI ? 10 : 60));
const pageRate = Number(process.env.LOAD_PAGE_RATE ?? 300); // page views per second
const leadRate = Number(process.env.LOAD_LEAD_RATE ?? 10); // enquiries per second (about 1 in 30)
const port = Number(process.env.LOAD_PORT ?? 4398);
/** How long each of the two full-speed page runs (counting on, counting off) lasts. */
const throughputSeconds = Number(process.env.LOAD_THROUGHPUT_SECONDS ?? (process.env.CI ? 5 : 20));
/** A browser's user agent: the counting ignores requests without one, as it ignores bots. */
const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const dir = resolve("data/bench-load");
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const server = await startServer({
  PORT: String(port),
  DATABASE_URL: join(dir, "app.db"),
  DATA_DIR: dir,
  LEAD_RATE_LIMIT: "100000000/1m",
});
const base = `http://127.0.0.1:${port}`;
const pages = ["/", "/services", "/about", "/contact", "/nope"];
let sequence = 0;
const acknowledged = new Set();

/** @param {Omit<import("autocannon").Options, "url">} options */
const run = (options) => autocannon({ url: base, duration: seconds, ...options });

try {
  const [pageResult, leadResult] = await Promise.all([
    run({
      connections: 20,
      overallRate: pageRate,
      headers: { "accept-encoding": "br, gzip", "user-agent": browser },
      requests: pages.map((path) => ({ method: "GET", path })),
    }),
    run({
      connections: 4,
      overallRate: leadRate,
      // A fixed number of posts, each awaited: no lead is left in flight when the run ends, so the
      // leads acknowledged must be exactly the leads stored.
      amount: leadRate * seconds,
      requests: [
        {
          method: "POST",
          path: "/api/leads",
          headers: { "content-type": "application/json" },
          setupRequest: (request) => {
            sequence++;
            const phone = `+9196${String(sequence).padStart(8, "0")}`;
            return {
              ...request,
              body: JSON.stringify({ name: `Load ${sequence}`, phone, service: "Modular Kitchen Fitting" }),
            };
          },
          onResponse: (status, body) => {
            if (status === 201) acknowledged.add(/"id":"([^"]+)"/.exec(body)?.[1]);
          },
        },
      ],
    }),
  ]);
  const row = (/** @type {string} */ kind, /** @type {import("autocannon").Result} */ r) => ({
    kind,
    "req/s": Math.round(r.requests.average),
    "p50 ms": r.latency.p50,
    "p99 ms": r.latency.p99,
    // /nope is a 404 on purpose: count only failures and 5xx as errors.
    errors: r.errors + r.timeouts + r["5xx"],
  });
  console.log(`\nMixed load for ${seconds}s: ${pageRate} page views/s and ${leadRate} leads/s offered`);
  console.table([row("pages", pageResult), row("leads", leadResult)]);
} finally {
  await stopServer(server);
}
const db = new Database(join(dir, "app.db"), { readonly: true });
const stored = new Set(db.prepare("select id from leads").pluck().all());
db.close();
const missing = [...acknowledged].filter((id) => !stored.has(id)).length;
const equal = acknowledged.size === stored.size && missing === 0;
console.log(
  `leads acknowledged ${acknowledged.size}, in the database ${stored.size}, acknowledged but missing ${missing}: ` +
    (equal ? "equal" : "NOT EQUAL"),
);
if (!equal || acknowledged.size === 0) process.exitCode = 1;

/** CPU time (µs) in a /proc stat line: utime + stime, in clock ticks of 10 ms. */
const cpuOfStat = (/** @type {string} */ stat) => {
  const fields = stat.split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
};

/**
 * CPU time (µs) the server has used so far: `main`, its main thread, the one that serves pages, and
 * `all`, every thread of it (counting's and the lead writer's too). Linux only (/proc), undefined
 * elsewhere.
 * @param {number | undefined} pid
 */
function serverCpuUs(pid) {
  try {
    return {
      main: cpuOfStat(readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8")),
      all: cpuOfStat(readFileSync(`/proc/${pid}/stat`, "utf8")),
    };
  } catch {
    return undefined;
  }
}

/**
 * Public pages at full speed (no arrival rate) from one server, with counting `analytics` (on/off):
 * requests/s, and how many views the server stored.
 * @param {"on" | "off"} analytics
 */
async function pageThroughput(analytics) {
  const runDir = join(dir, `throughput-${analytics}`);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const child = await startServer({
    PORT: String(port),
    DATABASE_URL: join(runDir, "app.db"),
    DATA_DIR: runDir,
    ANALYTICS: analytics,
  });
  let result;
  let cpuUs;
  try {
    const cpuBefore = serverCpuUs(child.pid);
    result = await autocannon({
      url: base,
      duration: throughputSeconds,
      connections: 20,
      headers: { "accept-encoding": "br, gzip", "user-agent": browser },
      requests: ["/", "/services", "/about", "/contact"].map((path) => ({ method: "GET", path })),
    });
    const cpuAfter = serverCpuUs(child.pid);
    if (cpuBefore && cpuAfter)
      cpuUs = { main: cpuAfter.main - cpuBefore.main, all: cpuAfter.all - cpuBefore.all };
  } finally {
    await stopServer(child); // the stop path writes the views still in memory
  }
  const stored = new Database(join(runDir, "app.db"), { readonly: true });
  const views = stored.prepare("select count(*) from site_events where kind = 'view'").pluck().get();
  stored.close();
  return {
    analytics,
    "req/s": Math.round(result.requests.average),
    "p99 ms": result.latency.p99,
    "main thread µs/page": cpuUs === undefined ? "-" : Math.round(cpuUs.main / result.requests.total),
    "all threads µs/page": cpuUs === undefined ? "-" : Math.round(cpuUs.all / result.requests.total),
    // Near 100%, the serving thread is the limit; well below, the load generator is.
    "serving thread busy":
      cpuUs === undefined ? "-" : `${Math.round(cpuUs.main / (throughputSeconds * 1e4))}%`,
    "views stored": views,
  };
}

// One after the other, on the same machine, in pairs: a drift in the machine's load weighs on both
// runs of a pair alike, and the median of the pairs' differences is the figure to quote. Every other
// pair runs counting on first, so a machine that slows (or speeds up) through the runs favours
// neither.
const pairs = Number(process.env.LOAD_THROUGHPUT_PAIRS ?? 4);
/** @type {Awaited<ReturnType<typeof pageThroughput>>[]} */
const runs = [];
/** @type {number[]} */
const differences = [];
for (let pair = 0; pair < pairs; pair++) {
  const offFirst = pair % 2 === 0;
  const first = await pageThroughput(offFirst ? "off" : "on");
  const second = await pageThroughput(offFirst ? "on" : "off");
  const [off, on] = offFirst ? [first, second] : [second, first];
  runs.push(off, on);
  differences.push(((off["req/s"] - on["req/s"]) / off["req/s"]) * 100);
}
const mean = (/** @type {"on" | "off"} */ analytics) => {
  const rates = runs.filter((run) => run.analytics === analytics).map((run) => run["req/s"]);
  return rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
};
console.log(`\nPublic pages at full speed, ${throughputSeconds}s a run, counting off and on (ANALYTICS):`);
console.table(runs);
/**
 * The mean of a CPU column over the runs with counting `analytics`.
 * @param {"on" | "off"} analytics
 * @param {"main thread µs/page" | "all threads µs/page"} column
 */
const cpuOf = (analytics, column) => {
  const figures = runs.flatMap((run) =>
    run.analytics === analytics && typeof run[column] === "number" ? [run[column]] : [],
  );
  return figures.length ? Math.round(figures.reduce((sum, us) => sum + us, 0) / figures.length) : undefined;
};
const sorted = [...differences].sort((a, b) => a - b);
const middle = Math.floor(sorted.length / 2);
const median =
  sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
/** @param {number} difference */
const said = (difference) =>
  `${difference >= 0 ? "" : "+"}${Math.abs(difference).toFixed(1)}% ${difference >= 0 ? "slower" : "faster"}`;
console.log(
  `pages/s with counting off ${Math.round(mean("off"))}, on ${Math.round(mean("on"))}; ` +
    `pair by pair ${differences.map(said).join(", ")}: median ${said(median)} with counting (target: under 10% slower)`,
);
/** @param {"main thread µs/page" | "all threads µs/page"} column @param {string} what */
const cpuLine = (column, what) => {
  const [off, on] = [cpuOf("off", column), cpuOf("on", column)];
  if (off === undefined || on === undefined) return;
  console.log(
    `${what}: ${off} µs a page with counting off, ${on} µs on (${(((on - off) / off) * 100).toFixed(1)}% more)`,
  );
};
cpuLine("main thread µs/page", "the page-serving thread's CPU");
cpuLine("all threads µs/page", "the whole server's CPU, counting's thread included");
console.log(
  "(the load generator shares this machine's processors; where the serving thread is well below 100% busy, " +
    "the load generator, not the server, sets the pages/s)",
);
