// npm run bench:leads — how many durable leads per second the production server takes on SQLite,
// next to the ceiling: durable single-row inserts per second with better-sqlite3 on the same disk.
// New-lead alerts are on (to the outbox), as in production: the table also shows how long each
// run's alerts took from the lead's commit to being sent. BENCH_ALERTS=off runs without them, to
// compare. BENCH_WHATSAPP=on runs with WhatsApp connected as well (its webhook worker running, and
// each new lead sent to the owner's WhatsApp through a Graph API that accepts everything).
// Prints figures and ratios; asserts nothing about time (machines are shared and noisy).
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { acceptingGraphApi } from "./graph-api-accepting.mjs";
import { startServer, stopServer } from "./start-server.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrencies = (process.env.BENCH_CONCURRENCY ?? "1,4,16,64").split(",").map(Number);
const port = Number(process.env.BENCH_PORT ?? 4399);
const alertsOff = process.env.BENCH_ALERTS === "off";
const whatsappOn = process.env.BENCH_WHATSAPP === "on";
const whatsappSettings = { token: "EAAGbenchTokenForTheGraphApi00000", phoneNumberId: "106540352242922" };
const graphApi = whatsappOn ? await acceptingGraphApi(whatsappSettings) : undefined;
const dir = resolve("data/bench");
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

// The disk is shared and its fsync rate drifts, so the ceiling is measured before and after the
// server runs and averaged.
let ceilingRun = 0;
function ceiling() {
  const db = new Database(join(dir, `ceiling-${ceilingRun++}.db`));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.exec("create table t (id text primary key, name text, phone text, created_at text)");
  const insert = db.prepare("insert into t values (?, ?, ?, ?)");
  let count = 0;
  const end = Date.now() + Math.min(seconds, 5) * 1000;
  while (Date.now() < end) {
    insert.run(`id-${count}`, "Bench Lead", "+919876543210", new Date().toISOString());
    count++;
  }
  db.close();
  return count / Math.min(seconds, 5);
}

let sequence = 0;
const acknowledgedIds = new Set();
/** @param {number} connections */
async function load(connections) {
  let acknowledged = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/leads`,
    connections,
    duration: seconds,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request) => {
          sequence++;
          // A distinct phone per request, so the duplicate rule never folds two into one.
          const phone = `+9198${String(sequence).padStart(8, "0")}`;
          return {
            ...request,
            body: JSON.stringify({
              name: `Bench ${sequence}`,
              phone,
              service: "Modular Kitchen Fitting",
              message: "bench",
            }),
          };
        },
        onResponse: (status, body) => {
          if (status !== 201) return;
          acknowledged++;
          acknowledgedIds.add(/"id":"([^"]+)"/.exec(body)?.[1]);
        },
      },
    ],
  });
  return { result, acknowledged };
}

/** Waits (at most a minute) until the server has sent every alert it queued. */
async function alertsSent() {
  const db = new Database(join(dir, "app.db"), { readonly: true });
  try {
    const unsent = db
      .prepare(
        whatsappOn
          ? "select (select count(*) from mail_queue where sent_at is null) + (select count(*) from whatsapp_alerts where sent_at is null)"
          : "select count(*) from mail_queue where sent_at is null",
      )
      .pluck();
    for (let wait = 0; wait < 120 && Number(unsent.get()) > 0; wait++)
      await new Promise((r) => setTimeout(r, 500));
  } finally {
    db.close();
  }
}

/**
 * The median and 99th percentile, in seconds, of a list of milliseconds.
 * @param {number[]} ms
 */
function percentiles(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  /** @param {number} q */
  const at = (q) => {
    const value = sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return value === undefined ? "-" : (value / 1000).toFixed(2);
  };
  return { p50: at(0.5), p99: at(0.99) };
}

const ceilingBefore = ceiling();
const server = await startServer({
  PORT: String(port),
  DATABASE_URL: join(dir, "app.db"),
  DATA_DIR: dir,
  LEAD_RATE_LIMIT: "100000000/1m",
  ...(alertsOff ? { NOTIFY_EMAIL: "none" } : { NOTIFY_EMAIL: "owner@example.in" }),
  ...(graphApi
    ? {
        WHATSAPP_TOKEN: whatsappSettings.token,
        WHATSAPP_PHONE_NUMBER_ID: whatsappSettings.phoneNumberId,
        WHATSAPP_APP_SECRET: "bench-app-secret-0123456789",
        WHATSAPP_VERIFY_TOKEN: "bench-verify-token",
        WHATSAPP_API_URL: graphApi.url,
        ...(alertsOff ? {} : { NOTIFY_WHATSAPP: "98450 12345", NOTIFY_WHATSAPP_TEMPLATE: "new_lead:en" }),
      }
    : {}),
});
const rows = [];
/** @type {{ start: string, end: string }[]} */
const windows = [];
let totalAcknowledged = 0;
try {
  for (const connections of concurrencies) {
    const start = new Date().toISOString();
    const { result, acknowledged } = await load(connections);
    windows.push({ start, end: new Date().toISOString() });
    totalAcknowledged += acknowledged;
    rows.push({
      connections,
      "leads/s": Math.round(acknowledged / seconds),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.non2xx + result.timeouts,
      "ratio to ceiling": "",
      "alert p50 s": "",
      "alert p99 s": "",
    });
  }
  await alertsSent();
} finally {
  await stopServer(server);
  await graphApi?.stop();
}

const ceilingAfter = ceiling();
const inserts = (ceilingBefore + ceilingAfter) / 2;
for (const row of rows) row["ratio to ceiling"] = (row["leads/s"] / inserts).toFixed(2);

const db = new Database(join(dir, "app.db"), { readonly: true });
const storedIds = new Set(db.prepare("select id from leads").pluck().all());
const alertTimes = db
  .prepare(
    "select (julianday(sent_at) - julianday(created_at)) * 86400000 from mail_queue where created_at between ? and ? and sent_at is not null",
  )
  .pluck();
const unsentAlerts = Number(
  db.prepare("select count(*) from mail_queue where sent_at is null").pluck().get(),
);
rows.forEach((row, index) => {
  const { start, end } = windows[index] ?? { start: "", end: "" };
  const { p50, p99 } = percentiles(/** @type {number[]} */ (alertTimes.all(start, end)));
  row["alert p50 s"] = p50;
  row["alert p99 s"] = p99;
});
const whatsappTimes = whatsappOn
  ? percentiles(
      /** @type {number[]} */ (
        db
          .prepare(
            "select (julianday(sent_at) - julianday(created_at)) * 86400000 from whatsapp_alerts where sent_at is not null",
          )
          .pluck()
          .all()
      ),
    )
  : undefined;
const unsentWhatsApp = whatsappOn
  ? Number(db.prepare("select count(*) from whatsapp_alerts where sent_at is null").pluck().get())
  : 0;
db.close();
const missing = [...acknowledgedIds].filter((id) => !storedIds.has(id)).length;

console.log(
  `\nDurable lead capture on SQLite (${seconds}s per run, WAL, synchronous=FULL, new-lead alerts ${alertsOff ? "off" : "on"}, WhatsApp ${whatsappOn ? "on" : "off"})`,
);
console.log(
  `ceiling: ${Math.round(inserts)} durable single-row inserts/s with better-sqlite3 on the same disk ` +
    `(${Math.round(ceilingBefore)} before the runs, ${Math.round(ceilingAfter)} after)\n`,
);
console.table(rows);
const best = Math.max(...rows.map((row) => row["leads/s"]));
console.log(`best: ${best} leads/s, ratio ${(best / inserts).toFixed(2)} (target >= 0.5)`);
console.log(
  `acknowledged with 201: ${totalAcknowledged}, rows stored: ${storedIds.size}, acknowledged but missing: ${missing}` +
    " (rows beyond the acknowledged ones are requests cut off at the end of a run)",
);
const loudest = rows.at(-1);
if (loudest) {
  console.log(
    `alerts at the highest load (${loudest.connections} connections): commit to send p50 ${loudest["alert p50 s"]} s, ` +
      `p99 ${loudest["alert p99 s"]} s (target: within 60 s); unsent at the end: ${unsentAlerts}`,
  );
}
if (graphApi && !alertsOff) {
  console.log(
    `WhatsApp alerts to the owner: ${graphApi.accepted()} accepted by the Graph API, commit to send ` +
      `p50 ${whatsappTimes?.p50} s, p99 ${whatsappTimes?.p99} s over all runs; unsent at the end: ${unsentWhatsApp}`,
  );
}
if (missing > 0) process.exitCode = 1;
