import { randomUUID } from "node:crypto";
import { type ExpressionBuilder, sql } from "kysely";
import { leadCsvColumns } from "~/lib/lead-fields";
import { type LeadStatus, leadStatuses, pageSize } from "~/lib/lead-status";
import type { Db } from "../db/connect.server";
import { isSqlite } from "../db/dialect.server";
import type { Database } from "../db/schema.server";

type LeadFilter = { status?: LeadStatus; q?: string };

/** What to look for in search_text: lower-cased, or the last ten digits of something that looks like a phone. */
function searchTerm(q: string | undefined): string | undefined {
  // LIKE's own wildcards in the text become "any one character", so "100%" still finds "100%".
  const text = q
    ?.trim()
    .toLowerCase()
    .replace(/[%_\\]/g, "_");
  if (!text) return undefined;
  const digits = text.replace(/\D/g, "");
  const looksLikePhone = /^[\d\s+\-().]+$/.test(text) && digits.length >= 3;
  return looksLikePhone ? digits.slice(-10) : text;
}

// Filter by status; search name, e-mail, message or phone ("98450 12345" finds +919845012345)
// through the trigram index of migration 0004.
function matches(db: Db, filter: LeadFilter) {
  const term = searchTerm(filter.q);
  return (eb: ExpressionBuilder<Database, "leads">) => {
    const conditions = [];
    if (filter.status) conditions.push(eb("status", "=", filter.status));
    if (term) {
      const pattern = `%${term}%`;
      conditions.push(
        isSqlite(db)
          ? eb(
              sql<string>`leads.rowid`,
              "in",
              sql<string>`(select rowid from leads_fts where leads_fts.search_text like ${pattern})`,
            )
          : eb("search_text", "like", pattern),
      );
    }
    return eb.and(conditions);
  };
}

export async function listLeads(db: Db, filter: LeadFilter, page: number) {
  const where = matches(db, filter);
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

/**
 * Counts by status, computed by the database over every lead. One indexed count per status (run
 * side by side on PostgreSQL) is faster than grouping the whole table.
 */
export async function leadCounters(db: Db) {
  const counts = await Promise.all(
    leadStatuses.map(async (status) => {
      const row = await db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", status)
        .executeTakeFirstOrThrow();
      return [status, Number(row.n)] as const;
    }),
  );
  const byStatus = Object.fromEntries(counts) as Record<LeadStatus, number>;
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  return { total, ...byStatus };
}

// Lead ids are UUIDs: anything else (a typo, or bytes PostgreSQL would refuse) names no lead.
const isLeadId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function getLead(db: Db, id: string) {
  if (!isLeadId(id)) return null;
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
  if (!isLeadId(change.id)) return null;
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
  yield `${leadCsvColumns.join(",")}\r\n`;
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .selectFrom("leads")
      .select(leadCsvColumns)
      .where(matches(db, filter))
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
    yield rows.map((row) => `${leadCsvColumns.map((column) => csvCell(row[column])).join(",")}\r\n`).join("");
    const last = rows[rows.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
    if (rows.length < chunk) return;
  }
}
