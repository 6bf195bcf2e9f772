import { type Kysely, sql } from "kysely";
import type { Log } from "../periodic-job.server";
import { startPeriodicJob } from "../periodic-job.server";
import { isSqlite } from "./dialect.server";

/**
 * Leaves moving SQLite's write-ahead log into the database file to another connection: the lead
 * writer thread's commits then wait for the log's own fsync only, never for a checkpoint's copying
 * and second fsync (docs/decisions/0038). Nothing on PostgreSQL.
 */
export async function leaveCheckpointsToOthers<D>(db: Kysely<D>): Promise<void> {
  if (isSqlite(db)) await sql`pragma wal_autocheckpoint = 0`.execute(db);
}

/**
 * Moves what the write-ahead log holds into the database file every `everyMs`, on this connection,
 * without waiting for readers or writers (a passive checkpoint), so the log does not grow while
 * its writer leaves checkpoints to others. Nothing on PostgreSQL.
 */
export function startCheckpoints<D>(db: Kysely<D>, log: Log, everyMs = 1_000) {
  if (!isSqlite(db)) return { check: () => Promise.resolve(undefined), stop: () => Promise.resolve() };
  return startPeriodicJob({
    // What it did: frames in the log, and how many of them are now in the database file.
    run: async () =>
      (
        await sql<{
          busy: number;
          log: number;
          checkpointed: number;
        }>`pragma wal_checkpoint(passive)`.execute(db)
      ).rows[0],
    everyMs,
    failed: "checkpoint_failed",
    log,
  });
}

/**
 * Copies SQLite's write-ahead log into the database file and empties it, waiting (busy_timeout)
 * for readers of older snapshots: after an erasure the log's older frames still hold the erased
 * text. Whether it was emptied (another connection may keep it busy). Nothing on PostgreSQL.
 */
export async function emptyWriteAheadLog<D>(db: Kysely<D>): Promise<boolean> {
  if (!isSqlite(db)) return true;
  const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(truncate)`.execute(db);
  return rows[0]?.busy === 0;
}
