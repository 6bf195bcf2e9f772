import { randomUUID } from "node:crypto";
import { type ExpressionBuilder, sql } from "kysely";
import { type LeadStatus, leadStatuses, pageSize } from "~/lib/lead-status";
import type { Db } from "../db/connect.server";
import type { Database } from "../db/schema.server";

export type LeadFilter = { status?: LeadStatus; q?: string };

// Search by name, e-mail, message, or phone in any written form ("98450 12345" finds +919845012345).
function matches(filter: LeadFilter) {
  return (eb: ExpressionBuilder<Database, "leads">) => {
    const conditions = [];
    if (filter.status) conditions.push(eb("status", "=", filter.status));
    const q = filter.q?.trim().toLowerCase();
    if (q) {
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const anyOf = [
        eb(sql`lower(name)`, "like", sql`${like} escape '\\'`),
        eb(sql`lower(coalesce(email, ''))`, "like", sql`${like} escape '\\'`),
        eb(sql`lower(coalesce(message, ''))`, "like", sql`${like} escape '\\'`),
      ];
      const digits = q.replace(/\D/g, "");
      const looksLikePhone = /^[\d\s+\-().]+$/.test(q);
      if (looksLikePhone && digits.length >= 3)
        anyOf.push(eb("phone", "like", `%${digits.length > 10 ? digits.slice(-10) : digits}%`));
      conditions.push(eb.or(anyOf));
    }
    return eb.and(conditions);
  };
}

export async function listLeads(db: Db, filter: LeadFilter, page: number) {
  const where = matches(filter);
  const [{ total } = { total: 0 }] = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where(where)
    .execute();
  const pageCount = Math.max(1, Math.ceil(Number(total) / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .selectFrom("leads")
    .selectAll()
    .where(where)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return { rows, total: Number(total), page: current, pageCount };
}

/** Counts by status, computed by the database over every lead. */
export async function leadCounters(db: Db) {
  const rows = await db
    .selectFrom("leads")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  const byStatus = Object.fromEntries(leadStatuses.map((s) => [s, 0])) as Record<LeadStatus, number>;
  for (const row of rows) byStatus[row.status] = Number(row.n);
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return { total, ...byStatus };
}

export async function getLead(db: Db, id: string) {
  const lead = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  if (!lead) return null;
  const events = await db
    .selectFrom("lead_events")
    .selectAll()
    .where("lead_id", "=", id)
    .orderBy("created_at", "asc")
    .execute();
  return { lead, events };
}

/** Sets a lead's status and records who changed it, from what, to what, when. Null if there is no such lead. */
export async function setLeadStatus(
  db: Db,
  change: { id: string; status: LeadStatus; actor: { id: string; email: string }; now: Date },
) {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("leads")
      .select("status")
      .where("id", "=", change.id)
      .executeTakeFirst();
    if (!current) return null;
    const at = change.now.toISOString();
    const lead = await trx
      .updateTable("leads")
      .set({ status: change.status, updated_at: at })
      .where("id", "=", change.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("lead_events")
      .values({
        id: randomUUID(),
        lead_id: change.id,
        actor_id: change.actor.id,
        actor_email: change.actor.email,
        from_status: current.status,
        to_status: change.status,
        created_at: at,
      })
      .execute();
    return lead;
  });
}

export const csvColumns = [
  "created_at",
  "name",
  "phone",
  "email",
  "service",
  "status",
  "message",
  "area",
  "source_path",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "referrer",
  "updated_at",
  "id",
] as const;

/** One CSV cell: quoted, and defused when a spreadsheet would read it as a formula. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * The leads matching a filter as CSV lines, newest first, read in keyset-paged chunks so memory
 * stays flat however many leads there are.
 */
export async function* leadsCsv(db: Db, filter: LeadFilter, chunk = 1000): AsyncGenerator<string> {
  yield `${csvColumns.join(",")}\r\n`;
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .selectFrom("leads")
      .select(csvColumns)
      .where(matches(filter))
      .$if(after !== undefined, (qb) =>
        qb.where((eb) =>
          eb.or([
            eb("created_at", "<", after!.created_at),
            eb.and([eb("created_at", "=", after!.created_at), eb("id", "<", after!.id)]),
          ]),
        ),
      )
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(chunk)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((row) => `${csvColumns.map((column) => csvCell(row[column])).join(",")}\r\n`).join("");
    const last = rows[rows.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
    if (rows.length < chunk) return;
  }
}
