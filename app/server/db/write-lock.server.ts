import { type Kysely, sql } from "kysely";
import { isSqlite } from "./dialect.server";

/**
 * Makes writes about the same thing (one key) take turns across every server on the database,
 * until the transaction ends. SQLite needs nothing more: every transaction already takes the one
 * write lock at its start (BEGIN IMMEDIATE, see connect.server.ts). PostgreSQL takes an advisory
 * lock named by the key's hash.
 */
export async function lockWritesFor<D>(trx: Kysely<D>, key: string): Promise<void> {
  if (isSqlite(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
