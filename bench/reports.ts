// npm run bench:reports — the reports page's queries over a year of generated history: the daily
// totals of ten million events, 90 days of raw events, and the leads (bench/report-history.ts), in a
// temp SQLite database and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names one, PostgreSQL.
// Prints the median of each query and of the whole page's data for 7, 30, 90 and 365 days; the
// target is under 50 ms on SQLite. Asserts nothing.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { addDays, chartWeekStarts, reportPeriodSchema } from "~/lib/report-period";
import { type DbHandle, openDatabase } from "~/server/db/connect.server";
import { parseEnv } from "~/server/env.server";
import { leadFunnel, leadsByWeek, periodLeads, responseByWeek } from "~/server/reports/lead-figures.server";
import { reportCharts } from "~/server/reports/report-charts.server";
import { buildReport } from "~/server/reports/report.server";
import { pageCounts, sourceCounts } from "~/server/reports/site-figures.server";
import { resolveSite } from "~/server/site.server";
import { seedHistory } from "./report-history";

const runs = Number(process.env.BENCH_RUNS ?? 15);
const site = resolveSite(parseEnv({ SITE_PROFILE: process.env.BENCH_PROFILE ?? "interiors" }));
const today = "2026-11-24";
const now = new Date(`${today}T18:00:00+05:30`);
const periods = [7, 30, 90, 365] as const;
const target = 50;

async function median(work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(times.length / 2)]!.toFixed(2));
}

async function seed(name: string, handle: DbHandle) {
  const t = performance.now();
  const seeded = await seedHistory(handle.db, {
    site,
    today,
    now,
    yearEvents: Number(process.env.BENCH_EVENTS ?? 10_000_000),
    rawDays: Number(process.env.BENCH_RAW_DAYS ?? 90),
  });
  if (name === "postgres") await sql`vacuum analyze`.execute(handle.db);
  else await sql`analyze`.execute(handle.db);
  console.log(
    `${name}: seeded ${seeded.events.toLocaleString("en")} events' totals (${seeded.pageRows} page rows, ${seeded.sourceRows} source rows), ` +
      `${seeded.rawEvents.toLocaleString("en")} raw events, ${seeded.leads} leads, ${seeded.entries} status entries in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
}

async function measure(name: string, handle: DbHandle, reuse = false) {
  if (reuse) console.log(`${name}: the history seeded before, kept in BENCH_KEEP_DIR`);
  else await seed(name, handle);
  const rows: Record<string, Record<string, number>> = {};
  // The first read of the whole page, before anything is remembered (see site-figures.server.ts).
  const first = performance.now();
  await buildReport(handle.db, { period: reportPeriodSchema(today).parse({ days: 30 }), site, now });
  console.log(`${name}: the 30-day page's first read took ${(performance.now() - first).toFixed(1)} ms`);
  for (const days of periods) {
    const period = reportPeriodSchema(today).parse({ from: addDays(today, 1 - days), to: today });
    const weeks = chartWeekStarts(period.to);
    const { from, to } = period;
    rows[`${days} days`] = {
      "pages ms": await median(() => pageCounts(handle.db, from, to)),
      "sources ms": await median(() => sourceCounts(handle.db, from, to)),
      "period leads ms": await median(() => periodLeads(handle.db, from, to, site)),
      "leads per week ms": await median(() => leadsByWeek(handle.db, weeks, site)),
      "reply per week ms": await median(() =>
        responseByWeek(handle.db, weeks, { hours: site.business.hours, now }),
      ),
      "funnel ms": await median(() => leadFunnel(handle.db, from, to)),
      "whole page data ms": await median(() => buildReport(handle.db, { period, site, now })),
      "page data + charts ms": await median(async () =>
        reportCharts(await buildReport(handle.db, { period, site, now })),
      ),
    };
  }
  console.log(`\n${name} (median of ${runs} runs; target under ${target} ms on SQLite)`);
  console.table(rows);
  const whole = Object.entries(rows).map(([period, row]) => `${period}: ${row["whole page data ms"]} ms`);
  console.log(`${name}: whole page data ${whole.join(", ")}`);
}

// BENCH_KEEP_DIR keeps the seeded SQLite file there, to look at query plans (or the page) afterwards;
// a later run with the same BENCH_KEEP_DIR measures it again without seeding.
const keep = process.env.BENCH_KEEP_DIR;
const dir = keep ?? mkdtempSync(join(tmpdir(), "bench-reports-"));
try {
  const file = join(dir, "reports.db");
  const reuse = existsSync(file);
  const sqlite = await openDatabase(file);
  await measure("sqlite", sqlite, reuse);
  await sqlite.close();
} finally {
  if (!keep) rmSync(dir, { recursive: true, force: true });
}

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (url) {
  const schema = `bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const postgres = await openDatabase(url, { schema });
    await measure("postgres", postgres);
    await postgres.close();
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
} else {
  console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
}
