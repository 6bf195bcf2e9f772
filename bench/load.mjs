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

/**
 * CPU time (µs) the server's main thread, the one that serves pages, has used so far: Linux only
 * (the thread's own line in /proc), undefined elsewhere. Counting's own thread is not in it.
 * @param {number | undefined} pid
 */
function mainThreadCpuUs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // utime + stime, in clock ticks of 10 ms
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
    const cpuBefore = mainThreadCpuUs(child.pid);
    result = await autocannon({
      url: base,
      duration: throughputSeconds,
      connections: 20,
      headers: { "accept-encoding": "br, gzip", "user-agent": browser },
      requests: ["/", "/services", "/about", "/contact"].map((path) => ({ method: "GET", path })),
    });
    const cpuAfter = mainThreadCpuUs(child.pid);
    if (cpuBefore !== undefined && cpuAfter !== undefined) cpuUs = cpuAfter - cpuBefore;
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
    "main thread µs/page": cpuUs === undefined ? "-" : Math.round(cpuUs / result.requests.total),
    "views stored": views,
  };
}

// One after the other, on the same machine, in pairs (off, on): a drift in the machine's load weighs
// on both runs of a pair alike, and the median of the pairs' differences is the figure to quote.
const pairs = Number(process.env.LOAD_THROUGHPUT_PAIRS ?? 3);
/** @type {Awaited<ReturnType<typeof pageThroughput>>[]} */
const runs = [];
/** @type {number[]} */
const differences = [];
for (let pair = 0; pair < pairs; pair++) {
  const off = await pageThroughput("off");
  const on = await pageThroughput("on");
  runs.push(off, on);
  differences.push(((off["req/s"] - on["req/s"]) / off["req/s"]) * 100);
}
const mean = (/** @type {"on" | "off"} */ analytics) => {
  const rates = runs.filter((run) => run.analytics === analytics).map((run) => run["req/s"]);
  return rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
};
console.log(`\nPublic pages at full speed, ${throughputSeconds}s a run, counting off and on (ANALYTICS):`);
console.table(runs);
/** @param {"on" | "off"} analytics */
const cpuOf = (analytics) => {
  const figures = runs.flatMap((run) =>
    run.analytics === analytics && typeof run["main thread µs/page"] === "number"
      ? [run["main thread µs/page"]]
      : [],
  );
  return figures.length ? Math.round(figures.reduce((sum, us) => sum + us, 0) / figures.length) : undefined;
};
const median = [...differences].sort((a, b) => a - b)[Math.floor(differences.length / 2)] ?? 0;
/** @param {number} difference */
const said = (difference) =>
  `${difference >= 0 ? "" : "+"}${Math.abs(difference).toFixed(1)}% ${difference >= 0 ? "slower" : "faster"}`;
console.log(
  `pages/s with counting off ${Math.round(mean("off"))}, on ${Math.round(mean("on"))}; ` +
    `pair by pair ${differences.map(said).join(", ")}: median ${said(median)} with counting (target: under 10% slower)`,
);
const [cpuOff, cpuOn] = [cpuOf("off"), cpuOf("on")];
if (cpuOff !== undefined && cpuOn !== undefined) {
  console.log(
    `the page-serving thread's CPU a page: ${cpuOff} µs with counting off, ${cpuOn} µs on ` +
      `(${(((cpuOn - cpuOff) / cpuOff) * 100).toFixed(1)}% more); the load generator shares this machine's processors`,
  );
}
