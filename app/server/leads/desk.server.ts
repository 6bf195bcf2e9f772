import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import { endOfIstDay } from "~/lib/ist-time";
import { leadCsvColumns } from "~/lib/lead-fields";
import type { LeadFilterQuery } from "~/lib/lead-filter";
import { type LeadStatus, leadStatuses, pageSize } from "~/lib/lead-status";
import type { Db } from "../db/connect.server";
import { isSqlite } from "../db/dialect.server";
import type { Database } from "../db/schema.server";
import { type DeskUser, isReturning, visibleTo, withoutDerivedColumns } from "./lead-access.server";
import { searchRowids } from "./search-index.server";

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

type Condition = (eb: ExpressionBuilder<Database, "leads">) => Expression<SqlBool>;

// The leads matching the filter's status, owner, source and search (name, e-mail, message or
// phone: "98450 12345" finds +919845012345, through the trigram index of migration 0004).
function matches(db: Db, filter: LeadFilter, viewer: DeskUser, ownerByKey = false): Condition {
  const term = searchTerm(filter.q);
  return (eb) => {
    const conditions = [];
    if (filter.status) conditions.push(eb("leads.status", "=", filter.status));
    if (filter.source) conditions.push(eb("leads.source", "=", filter.source));
    // A staff member's list picks its owners by key instead (listParts).
    if (filter.assignee && !ownerByKey) {
      conditions.push(
        filter.assignee === "none"
          ? eb("leads.assignee_id", "is", null)
          : eb("leads.assignee_id", "=", filter.assignee === "me" ? viewer.id : filter.assignee),
      );
    }
    if (term) {
      const pattern = `%${term}%`;
      conditions.push(
        isSqlite(db)
          ? eb(sql<string>`leads.rowid`, "in", searchRowids(pattern))
          : eb("leads.search_text", "like", pattern),
      );
    }
    return eb.and(conditions);
  };
}

/**
 * A list as parts that do not overlap, each one index range read in the list's order (the keys of
 * migration 0009): a staff member's leads and the unassigned new ones; on the Due list, follow-ups
 * up to the end of today (IST; overdue first), then new leads nobody has contacted yet, oldest
 * first.
 */
function listParts(filter: LeadFilter, { viewer, now }: ListScope): (Condition | undefined)[] {
  const owners: (Condition | undefined)[] =
    viewer.role === "admin"
      ? [undefined]
      : staffOwnerKeys(filter, viewer).map((key) => (eb) => eb("leads.owner_key", "=", key));
  const due: (Condition | undefined)[] =
    filter.view === "due"
      ? [
          (eb) => eb("leads.due_rank", "<", `0${endOfIstDay(now).toISOString()}`),
          (eb) => eb("leads.due_rank", ">=", "1"),
        ]
      : [undefined];
  return owners.flatMap((owner) =>
    due.map((rank) => (owner && rank ? (eb) => eb.and([owner(eb), rank(eb)]) : (owner ?? rank))),
  );
}

/**
 * The owner keys whose leads a staff member may list under the owner filter: their own ("me" or
 * their id), the unassigned new ones ("none"), both (no filter), or none (another person's).
 */
function staffOwnerKeys(filter: LeadFilter, viewer: DeskUser): string[] {
  if (!filter.assignee) return [viewer.id, ""];
  if (filter.assignee === "none") return [""];
  return filter.assignee === "me" || filter.assignee === viewer.id ? [viewer.id] : [];
}

type Listed = { id: string; created_at: string; due_rank: string | null };

/** The Due list by rank; every other list newest first. */
function inOrder<O>(query: SelectQueryBuilder<Database, "leads", O>, filter: LeadFilter) {
  return filter.view === "due"
    ? query.orderBy("leads.due_rank").orderBy("leads.id")
    : query.orderBy("leads.created_at", "desc").orderBy("leads.id", "desc");
}

function compare(filter: LeadFilter) {
  return filter.view === "due"
    ? (a: Listed, b: Listed) => (a.due_rank ?? "").localeCompare(b.due_rank ?? "") || a.id.localeCompare(b.id)
    : (a: Listed, b: Listed) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
}

/** The list's parts and, for each, the whole condition: the filter's matches within that part. */
function listConditions(db: Db, filter: LeadFilter, scope: ListScope) {
  const where = matches(db, filter, scope.viewer, scope.viewer.role !== "admin");
  return listParts(filter, scope).map(
    (part): Condition =>
      (eb) =>
        part ? eb.and([where(eb), part(eb)]) : where(eb),
  );
}

async function countWhere(db: Db, conditions: Condition[]): Promise<number> {
  const counts = await Promise.all(
    conditions.map((condition) =>
      db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .where(condition)
        .executeTakeFirst(),
    ),
  );
  return counts.reduce((sum, row) => sum + Number(row?.total ?? 0), 0);
}

/** How many leads a list holds (the Due tab's count): the same leads listLeads pages through. */
export function countLeads(db: Db, filter: LeadFilter, scope: ListScope): Promise<number> {
  return countWhere(db, listConditions(db, filter, scope));
}

export async function listLeads(db: Db, filter: LeadFilter, page: number, scope: ListScope) {
  const parts = listConditions(db, filter, scope);
  const total = await countWhere(db, parts);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const offset = (current - 1) * pageSize;
  // One part is paged by the database; several are read up to the page's end each and merged.
  const single = parts.length === 1;
  const read = await Promise.all(
    parts.map((part) =>
      inOrder(
        db
          .selectFrom("leads")
          .leftJoin("user", "user.id", "leads.assignee_id")
          .selectAll("leads")
          .select((eb) => ["user.email as assignee_email", isReturning(eb).as("returning")])
          .where(part),
        filter,
      )
        .limit(single ? pageSize : offset + pageSize)
        .offset(single ? offset : 0)
        .execute(),
    ),
  );
  const rows = single
    ? read[0]!
    : read
        .flat()
        .sort(compare(filter))
        .slice(offset, offset + pageSize);
  return {
    rows: rows.map((row) => ({ ...withoutDerivedColumns(row), returning: Boolean(row.returning) })),
    total,
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
  const visible = visibleTo(scope.viewer);
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .selectFrom("leads")
      .leftJoin("user", "user.id", "leads.assignee_id")
      .select(leadCsvColumns.map((column) => `leads.${column}` as const))
      .select("user.email as assignee")
      .where(matches(db, filter, scope.viewer))
      .$if(visible !== undefined, (qb) => qb.where(visible!))
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
