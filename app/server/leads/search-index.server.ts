import { type Kysely, sql } from "kysely";
import { isSqlite } from "../db/dialect.server";
import type { Database } from "../db/schema.server";

// SQLite's trigram index of lead search (migrations 0004 and 0013) is brought up to date once per
// write batch rather than once per lead. PostgreSQL's index keeps itself up to date.

/** The highest rowid the index holds: every lead above it is still to be added. */
export const indexedUpTo = sql<number>`(select coalesce(max(id), 0) from leads_fts_docsize)`;

/** Adds to the search index every lead it does not hold yet, in one statement. */
export async function indexNewLeads(trx: Kysely<Database>): Promise<void> {
  if (!isSqlite(trx)) return;
  const { rows } = await sql<{ upTo: number }>`select ${indexedUpTo} as "upTo"`.execute(trx);
  await sql`insert into leads_fts(rowid, search_text)
    select rowid, search_text from leads where rowid > ${rows[0]?.upTo ?? 0}`.execute(trx);
}

/**
 * The rowids of the leads whose search text contains the pattern: those the index finds, and any
 * not yet in it (none, but for leads written outside a write batch since the last one).
 */
export const searchRowids = (pattern: string) =>
  sql<string>`(select rowid from leads_fts where leads_fts.search_text like ${pattern}
    union all select rowid from leads where rowid > ${indexedUpTo} and search_text like ${pattern})`;

/**
 * Makes SQLite's search index take a deleted or changed lead's words out of its pages, rather than
 * only marking them deleted until a later merge (FTS5's secure-delete, kept in the index's own
 * settings): run in an erasure's transaction. Nothing on PostgreSQL.
 */
export async function eraseFromSearchIndexForGood(trx: Kysely<Database>): Promise<void> {
  if (!isSqlite(trx)) return;
  await sql`insert into leads_fts(leads_fts, rank) values ('secure-delete', 1)`.execute(trx);
}
