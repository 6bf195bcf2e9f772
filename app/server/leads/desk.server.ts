import { type ExpressionBuilder, type SelectQueryBuilder, sql } from "kysely";
import { endOfIstDay } from "~/lib/ist-time";
import { leadCsvColumns } from "~/lib/lead-fields";
import type { LeadFilterQuery } from "~/lib/lead-filter";
import { type LeadStatus, leadStatuses, pageSize } from "~/lib/lead-status";
import { finalStatuses } from "~/lib/lead-work";
import type { Db } from "../db/connect.server";
import { isSqlite } from "../db/dialect.server";
import type { Database } from "../db/schema.server";
import { type DeskUser, isReturning, visibleTo, withoutSearchText } from "./lead-access.server";

/** What to list: the filter's choices, seen by whom, at what time (for what is due). */
type LeadFilter = Partial<Omit<LeadFilterQuery, "page">>;
type ListScope = { viewer: DeskUser; now: Date };

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

/**
 * Due: an open lead whose follow-up time has come or comes today (IST), or a new lead nobody has
 * contacted yet and nobody has planned a follow-up for.
 */
const isDue = (now: Date) => (eb: ExpressionBuilder<Database, "leads">) =>
  eb.and([
    eb("leads.status", "not in", finalStatuses),
    eb.or([
      eb("leads.follow_up_at", "<", endOfIstDay(now).toISOString()),
      eb.and([
        eb("leads.status", "=", "new"),
        eb("leads.follow_up_at", "is", null),
        eb("leads.last_contact_at", "is", null),
      ]),
    ]),
  ]);

// The leads a viewer may see, filtered by view, status, owner, source and search (name, e-mail,
// message or phone: "98450 12345" finds +919845012345, through the trigram index of migration 0004).
function matches(db: Db, filter: LeadFilter, { viewer, now }: ListScope) {
  const term = searchTerm(filter.q);
  const visible = visibleTo(viewer);
  return (eb: ExpressionBuilder<Database, "leads">) => {
    const conditions = [];
    if (visible) conditions.push(visible(eb));
    if (filter.view === "due") conditions.push(isDue(now)(eb));
    if (filter.status) conditions.push(eb("leads.status", "=", filter.status));
    if (filter.source) conditions.push(eb("leads.source", "=", filter.source));
    if (filter.assignee === "none") conditions.push(eb("leads.assignee_id", "is", null));
    else if (filter.assignee)
      conditions.push(eb("leads.assignee_id", "=", filter.assignee === "me" ? viewer.id : filter.assignee));
    if (term) {
      const pattern = `%${term}%`;
      conditions.push(
        isSqlite(db)
          ? eb(
              sql<string>`leads.rowid`,
              "in",
              sql<string>`(select rowid from leads_fts where leads_fts.search_text like ${pattern})`,
            )
          : eb("leads.search_text", "like", pattern),
      );
    }
    return eb.and(conditions);
  };
}

/** Due leads by when they are due (overdue first, then today), then uncontacted new ones, oldest first; the rest newest first. */
function inOrder<O>(query: SelectQueryBuilder<Database, "leads", O>, filter: LeadFilter) {
  if (filter.view === "due") {
    return query
      .orderBy(sql`case when leads.follow_up_at is null then 1 else 0 end`)
      .orderBy(sql`coalesce(leads.follow_up_at, leads.created_at)`)
      .orderBy("leads.id");
  }
  return query.orderBy("leads.created_at", "desc").orderBy("leads.id", "desc");
}

export async function listLeads(db: Db, filter: LeadFilter, page: number, scope: ListScope) {
  const where = matches(db, filter, scope);
  const [{ total } = { total: 0 }] = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where(where)
    .execute();
  const pageCount = Math.max(1, Math.ceil(Number(total) / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await inOrder(
    db
      .selectFrom("leads")
      .leftJoin("user", "user.id", "leads.assignee_id")
      .selectAll("leads")
      .select((eb) => [
        "user.email as assignee_email",
        isReturning(eb).as("returning"),
      ])
      .where(where),
    filter,
  )
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return {
    rows: rows.map((row) => ({ ...withoutSearchText(row), returning: Boolean(row.returning) })),
    total: Number(total),
    page: current,
    pageCount,
  };
}

/**
 * Counts by status of the leads a viewer may see, computed by the database. One indexed count per
 * status (run side by side on PostgreSQL) is faster than grouping the whole table.
 */
export async function leadCounters(db: Db, viewer: DeskUser) {
  const visible = visibleTo(viewer);
  const counts = await Promise.all(
    leadStatuses.map(async (status) => {
      const row = await db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("leads.status", "=", status)
        .$if(visible !== undefined, (qb) => qb.where(visible!))
        .executeTakeFirstOrThrow();
      return [status, Number(row.n)] as const;
    }),
  );
  const byStatus = Object.fromEntries(counts) as Record<LeadStatus, number>;
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  return { total, ...byStatus };
}

/** One CSV cell: quoted, and defused when a spreadsheet would read it as a formula. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The CSV's columns: the lead's own, then its owner's e-mail. */
export const csvHeader = [...leadCsvColumns, "assignee"] as const;

/**
 * The leads matching a filter as CSV lines, newest first, read in keyset-paged chunks so memory
 * stays flat however many leads there are.
 */
export async function* leadsCsv(
  db: Db,
  filter: LeadFilter,
  scope: ListScope,
  chunk = 1000,
): AsyncGenerator<string> {
  yield `${csvHeader.join(",")}\r\n`;
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .selectFrom("leads")
      .leftJoin("user", "user.id", "leads.assignee_id")
      .select(leadCsvColumns.map((column) => `leads.${column}` as const))
      .select("user.email as assignee")
      .where(matches(db, { ...filter, view: "all" }, scope))
      .$if(after !== undefined, (qb) =>
        qb.where((eb) =>
          eb.or([
            eb("leads.created_at", "<", after!.created_at),
            eb.and([eb("leads.created_at", "=", after!.created_at), eb("leads.id", "<", after!.id)]),
          ]),
        ),
      )
      .orderBy("leads.created_at", "desc")
      .orderBy("leads.id", "desc")
      .limit(chunk)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((row) => `${csvHeader.map((column) => csvCell(row[column])).join(",")}\r\n`).join("");
    const last = rows[rows.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
    if (rows.length < chunk) return;
  }
}
