// npm run bench:desk — the lead desk's queries over 100,000 leads with
// 1,000,000 timeline entries and ten staff, on SQLite and (when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names one) PostgreSQL. Prints medians; asserts nothing.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Insertable, sql } from "kysely";
import type { LeadStatus } from "~/lib/lead-status";
import pg from "pg";
import { type DbHandle, openDatabase } from "~/server/db/connect.server";
import { indexNewLeads } from "~/server/leads/search-index.server";
import { leadCounters, leadsCsv, listLeads } from "~/server/leads/desk.server";
import { getLead } from "~/server/leads/lead-record.server";
import { responseMedian } from "~/server/leads/response-time.server";
import { profiles } from "~/profiles";
import { isSqlite } from "~/server/db/dialect.server";
import type { LeadsTable } from "~/server/db/schema.server";

const count = Number(process.env.BENCH_LEADS ?? 100_000);
const activityCount = Number(process.env.BENCH_ACTIVITIES ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 15);
const services = [
  "Modular Kitchen Fitting",
  "Wardrobe Installation",
  "TV Unit & Wall Panels",
  "Office Furniture Setup",
];
const sources = ["web", "web", "web", "phone", "whatsapp", "walk-in", "referral"] as const;
const kinds = ["note", "call", "whatsapp", "email", "visit", "status", "assignment"] as const;
const names = ["Asha", "Ravi", "Meera", "Arjun", "Kavya", "Priya", "Suresh", "Lakshmi", "Vikram", "Divya"];
const staffCount = 10;
const admin = { id: "bench-admin", email: "owner@example.in", role: "admin" as const };
const staff = Array.from({ length: staffCount }, (_, i) => ({
  id: `bench-staff-${i}`,
  email: `staff${i}@example.in`,
  role: "staff" as const,
}));
const viewer = staff[3]!;
const hours = profiles.carpentry.business.hours;
const minute = 60_000;
const day = 24 * 60 * minute;
const first = Date.parse("2025-01-01T00:00:00Z");
// The bench's "now": just after the last lead arrived.
const now = new Date(first + count * minute);
// The lead whose page is timed, with a long timeline of its own.
const busyLead = randomUUID();
const busyEntries = 200;

// A repeatable pseudo-random sequence, so every run seeds the same desk.
let state = 42;
const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

/**
 * One lead of a firm's history: the last two weeks' leads are still being worked (new, contacted,
 * qualified; a follow-up on many, most with an owner), older ones mostly converted or closed with
 * a tenth still open; a phone number in twenty belongs to someone who enquired before.
 */
function lead(i: number): Insertable<LeadsTable> {
  const created = first + i * minute;
  const recent = now.getTime() - created < 14 * day;
  const roll = random();
  const status: LeadStatus = recent
    ? roll < 0.4
      ? "new"
      : roll < 0.7
        ? "contacted"
        : "qualified"
    : roll < 0.45
      ? "converted"
      : roll < 0.9
        ? "closed"
        : roll < 0.92
          ? "new"
          : "contacted";
  const open = status !== "converted" && status !== "closed";
  const touched = status !== "new" || random() < 0.2;
  const at = new Date(created).toISOString();
  const phoneOf = random() < 0.05 ? Math.floor(random() * count) : i;
  return {
    id: i === count - 1 ? busyLead : randomUUID(),
    name: `${names[i % names.length]} ${i}`,
    phone: `+9198${String(10_000_000 + phoneOf).slice(-8)}`,
    email: i % 3 === 0 ? `customer${i}@example.in` : null,
    service: services[i % services.length]!,
    message: i % 2 === 0 ? `Need help with a ${services[i % services.length]} in flat ${i}` : null,
    status,
    source: pick(sources),
    assignee_id: status === "new" && !touched ? null : random() < 0.85 ? pick(staff).id : admin.id,
    follow_up_at:
      open && touched && random() < 0.7
        ? new Date(now.getTime() + Math.floor((random() - 0.6) * 20 * day)).toISOString()
        : null,
    last_contact_at: touched ? new Date(created + Math.floor(random() * 3 * day)).toISOString() : null,
    first_response_at: touched
      ? new Date(created + Math.floor(random() * 6 * 3_600_000)).toISOString()
      : null,
    lost_reason: status === "closed" && random() < 0.6 ? "Price too high" : null,
    created_at: at,
    updated_at: at,
  };
}

async function seed(handle: DbHandle) {
  const db = handle.db;
  const stamp = now.toISOString();
  await db
    .insertInto("user")
    .values(
      [admin, ...staff].map((member) => ({
        id: member.id,
        name: member.email,
        email: member.email,
        emailVerified: isSqlite(db) ? 1 : true,
        role: member.role,
        createdAt: stamp,
        updatedAt: stamp,
      })),
    )
    .execute();
  const ids: string[] = [];
  for (let offset = 0; offset < count; offset += 2000) {
    const rows = Array.from({ length: Math.min(2000, count - offset) }, (_, j) => lead(offset + j));
    ids.push(...rows.map((row) => row.id));
    await db.insertInto("leads").values(rows).execute();
  }
  await indexNewLeads(db);
  // The timeline: two hundred entries on the busy lead, the rest spread over the others.
  for (let offset = 0; offset < activityCount; offset += 2000) {
    const rows = Array.from({ length: Math.min(2000, activityCount - offset) }, (_, j) => {
      const i = offset + j;
      const leadIndex = i < busyEntries ? count - 1 : Math.floor(random() * count);
      const actor = pick(staff);
      return {
        id: randomUUID(),
        lead_id: i < busyEntries ? busyLead : ids[leadIndex]!,
        kind: pick(kinds),
        text: `Spoke about the ${services[leadIndex % services.length]}; will send a quote`,
        actor_id: actor.id,
        actor_email: actor.email,
        created_at: new Date(first + leadIndex * minute + Math.floor(random() * 5 * day)).toISOString(),
      };
    });
    await db.insertInto("lead_activities").values(rows).execute();
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
  for await (const chunk of leadsCsv(handle.db, {}, { viewer: admin, now })) {
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
  if (name === "postgres") await sql`vacuum analyze leads, lead_activities`.execute(handle.db);
  else await sql`analyze`.execute(handle.db);
  const seeded = (performance.now() - t) / 1000;
  const phone = `98 ${String(10_000_000 + 54_321).slice(-8, -4)} ${String(10_000_000 + 54_321).slice(-4)}`;
  const scope = { viewer: admin, now };
  const staffScope = { viewer, now };
  // The response figure is remembered until the replies change: its first count, timed once.
  const counting = performance.now();
  await responseMedian(handle.db, { viewer: admin, now, hours });
  const firstCount = performance.now() - counting;
  const row = {
    database: name,
    "first page ms": await median(() => listLeads(handle.db, {}, 1, scope)),
    "due view ms": await median(() => listLeads(handle.db, { view: "due" }, 1, scope)),
    "counters ms": await median(() => leadCounters(handle.db, admin)),
    "phone search ms": await median(() => listLeads(handle.db, { q: phone }, 1, scope)),
    "name search ms": await median(() => listLeads(handle.db, { q: "meera 4242" }, 1, scope)),
    "status filter ms": await median(() => listLeads(handle.db, { status: "qualified" }, 1, scope)),
    "staff list ms": await median(() => listLeads(handle.db, {}, 1, staffScope)),
    "staff due ms": await median(() => listLeads(handle.db, { view: "due" }, 1, staffScope)),
    "staff mine ms": await median(() => listLeads(handle.db, { assignee: "me" }, 1, staffScope)),
    "staff counters ms": await median(() => leadCounters(handle.db, viewer)),
    [`lead page (${busyEntries} entries) ms`]: await median(() => getLead(handle.db, busyLead, admin)),
    "response median, first count ms": firstCount,
    "response median ms": await median(() => responseMedian(handle.db, { viewer: admin, now, hours })),
  };
  const csv = await exportCsv(handle);
  console.log(
    `${name}: seeded ${count} leads and ${activityCount} timeline entries in ${seeded.toFixed(1)} s`,
  );
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

const results: Record<string, number | string>[] = [];
// BENCH_KEEP_DIR keeps the seeded SQLite file there, to look at query plans afterwards.
const keep = process.env.BENCH_KEEP_DIR;
const dir = keep ?? mkdtempSync(join(tmpdir(), "bench-desk-"));
try {
  const sqlite = await openDatabase(join(dir, "desk.db"));
  results.push(await measure("sqlite", sqlite));
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
    results.push(await measure("postgres", postgres));
    await postgres.close();
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
} else {
  console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
}

// One row a figure, one column a database, and beside each figure its share of the target.
const targets: Record<string, number> = { "CSV export s": 2 };
const figures = Object.keys(results[0] ?? {}).filter((key) => key !== "database");
const table = Object.fromEntries(
  figures.map((figure) => [
    figure,
    Object.fromEntries(
      results.flatMap((result) => {
        const value = Number(result[figure]);
        const database = String(result.database);
        const target = targets[figure] ?? (figure.endsWith(" ms") ? 20 : undefined);
        return [
          [database, value],
          ...(target ? [[`${database} / target`, Number((value / target).toFixed(2))]] : []),
        ];
      }),
    ),
  ]),
);
console.log(
  `\nLead desk over ${count} leads and ${activityCount} timeline entries, ${staffCount} staff (median of ${runs} runs; targets: each query < 20 ms, CSV < 2 s with flat memory)`,
);
console.table(table);
