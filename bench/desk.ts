// npm run bench:desk — the lead desk's queries over 100,000 leads, on SQLite and (when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names one) PostgreSQL. Prints medians; asserts nothing.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { type DbHandle, openDatabase } from "~/server/db/connect.server";
import { leadCounters, leadsCsv, listLeads } from "~/server/leads/desk.server";

const count = Number(process.env.BENCH_LEADS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 15);
const statuses = ["new", "contacted", "qualified", "converted", "closed"] as const;
const services = [
  "Modular Kitchen Fitting",
  "Wardrobe Installation",
  "TV Unit & Wall Panels",
  "Office Furniture Setup",
];
const admin = { id: "bench-admin", email: "owner@example.in", role: "admin" as const };
const names = ["Asha", "Ravi", "Meera", "Arjun", "Kavya", "Priya", "Suresh", "Lakshmi", "Vikram", "Divya"];

async function seed(handle: DbHandle) {
  const start = Date.parse("2025-01-01T00:00:00Z");
  for (let offset = 0; offset < count; offset += 2000) {
    const rows = Array.from({ length: Math.min(2000, count - offset) }, (_, j) => {
      const i = offset + j;
      const at = new Date(start + i * 60_000).toISOString();
      return {
        id: randomUUID(),
        name: `${names[i % names.length]} ${i}`,
        phone: `+9198${String(10_000_000 + i).slice(-8)}`,
        email: i % 3 === 0 ? `customer${i}@example.in` : null,
        service: services[i % services.length]!,
        message: i % 2 === 0 ? `Need help with a ${services[i % services.length]} in flat ${i}` : null,
        status: statuses[i % statuses.length]!,
        created_at: at,
        updated_at: at,
      };
    });
    await handle.db.insertInto("leads").values(rows).execute();
  }
}

async function median(work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function exportCsv(handle: DbHandle) {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  let bytes = 0;
  let lines = 0;
  const t = performance.now();
  for await (const chunk of leadsCsv(handle.db, {}, { viewer: admin, now: new Date() })) {
    bytes += chunk.length;
    lines += chunk.split("\r\n").length - 1;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  return {
    ms: performance.now() - t,
    rows: lines - 1,
    mb: bytes / 1e6,
    peakDeltaMb: (peak - baseline) / 1e6,
  };
}

async function measure(name: string, handle: DbHandle) {
  const t = performance.now();
  await seed(handle);
  // What autovacuum does soon after a bulk load in production: fresh statistics and visibility map.
  if (name === "postgres") await sql`vacuum analyze leads`.execute(handle.db);
  const seeded = (performance.now() - t) / 1000;
  const phone = `98 ${String(10_000_000 + 54_321).slice(-8, -4)} ${String(10_000_000 + 54_321).slice(-4)}`;
  const scope = { viewer: admin, now: new Date() };
  const row = {
    database: name,
    "first page ms": await median(() => listLeads(handle.db, {}, 1, scope)),
    "counters ms": await median(() => leadCounters(handle.db, admin)),
    "phone search ms": await median(() => listLeads(handle.db, { q: phone }, 1, scope)),
    "name search ms": await median(() => listLeads(handle.db, { q: "meera 4242" }, 1, scope)),
    "status filter ms": await median(() => listLeads(handle.db, { status: "qualified" }, 1, scope)),
  };
  const csv = await exportCsv(handle);
  console.log(`${name}: seeded ${count} leads in ${seeded.toFixed(1)} s`);
  return {
    ...Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, typeof v === "number" ? Number(v.toFixed(2)) : v]),
    ),
    "CSV export s": Number((csv.ms / 1000).toFixed(2)),
    "CSV rows": csv.rows,
    "CSV MB": Number(csv.mb.toFixed(1)),
    "export peak RSS +MB": Number(csv.peakDeltaMb.toFixed(1)),
  };
}

const results = [];
const dir = mkdtempSync(join(tmpdir(), "bench-desk-"));
try {
  const sqlite = await openDatabase(join(dir, "desk.db"));
  results.push(await measure("sqlite", sqlite));
  await sqlite.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (url) {
  const schema = `bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const postgres = await openDatabase(url, { schema });
    results.push(await measure("postgres", postgres));
    await postgres.close();
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
} else {
  console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
}

console.log(
  `\nLead desk over ${count} leads (median of ${runs} runs; targets: each query < 20 ms, CSV < 2 s with flat memory)`,
);
console.table(results);
