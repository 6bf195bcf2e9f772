import { type Kysely, sql } from "kysely";
import { isSqlite } from "./dialect.server";
import type { Database } from "./schema.server";

/** One write, run inside the batch's transaction on the connection that holds it. */
export type Work<T> = (trx: Kysely<Database>) => Promise<T>;
export type WriteRunner = <T>(work: Work<T>) => Promise<T>;

type Job = { work: Work<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };

export type GroupCommitOptions = {
  /**
   * Runs in every batch's transaction after its writes, just before the commit, with what each
   * write that succeeded returned: work that is cheaper once per batch than once per write (see
   * leads/lead-writes.server.ts).
   */
  beforeCommit?: (trx: Kysely<Database>, values: unknown[]) => Promise<void>;
};

/**
 * Group commit: writes that arrive together (in the same turn of the event loop, or while a commit
 * is on its way to disk) are run in one transaction and made durable by one commit (one fsync
 * instead of one each). better-sqlite3 commits synchronously, so a batch is started on the next
 * turn of the loop, after every request that has already arrived has queued its write. A write that
 * fails is undone alone: the batch is then run again with each write in its own savepoint (writes
 * rarely fail, and savepoints cost about as much as a write's own statements, so a batch tries
 * without them first). Every caller is answered only after the commit that holds its write, so
 * "stored" is never said before it is true.
 */
export function groupCommit(db: Kysely<Database>, options: GroupCommitOptions = {}): WriteRunner {
  let queue: Job[] = [];
  let flushing = false;

  async function flush() {
    flushing = true;
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      let results: Result[];
      try {
        results = await runBatch(db, batch, options);
      } catch (error) {
        // The transaction is gone (the commit failed, or the database ended it): nothing in this
        // batch is stored, and every caller hears why.
        for (const job of batch) job.reject(error);
        continue;
      }
      batch.forEach((job, index) => {
        const result = results[index]!;
        if (result.ok) job.resolve(result.value);
        else job.reject(result.value);
      });
    }
    flushing = false;
  }

  return <T>(work: Work<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!flushing) {
        flushing = true;
        setImmediate(() => void flush());
      }
    });
}

type Result = { ok: boolean; value: unknown };

/** Thrown to undo a batch in which a write failed, so it can be run again write by write. */
class WriteFailed extends Error {}

async function runBatch(db: Kysely<Database>, batch: Job[], options: GroupCommitOptions): Promise<Result[]> {
  const finish = async (trx: Kysely<Database>, results: Result[]) => {
    const values = results.flatMap((result) => (result.ok ? [result.value] : []));
    await options.beforeCommit?.(trx, values);
    return results;
  };
  try {
    return await inTransaction(db, async (trx) => {
      const results: Result[] = [];
      for (const job of batch) {
        try {
          results.push({ ok: true, value: await job.work(trx) });
        } catch {
          throw new WriteFailed();
        }
      }
      return finish(trx, results);
    });
  } catch (error) {
    if (!(error instanceof WriteFailed)) throw error;
  }
  return inTransaction(db, async (trx) => finish(trx, await runInSavepoints(trx, batch)));
}

async function runInSavepoints(trx: Kysely<Database>, batch: Job[]) {
  const results: Result[] = [];
  for (const [index, job] of batch.entries()) {
    const savepoint = sql.raw(`write_${index}`);
    await sql`savepoint ${savepoint}`.execute(trx);
    try {
      results.push({ ok: true, value: await job.work(trx) });
      await sql`release savepoint ${savepoint}`.execute(trx);
    } catch (error) {
      // When the database has ended the whole transaction (a full disk does), there is no
      // savepoint to return to: the write's own error is the batch's.
      const undone = await sql`rollback to savepoint ${savepoint}`.execute(trx).then(
        () => true,
        () => false,
      );
      if (!undone) throw error;
      await sql`release savepoint ${savepoint}`.execute(trx);
      results.push({ ok: false, value: error });
    }
  }
  return results;
}

/**
 * One transaction on one connection. On SQLite it takes the write lock at once (BEGIN IMMEDIATE),
 * so writers in other processes wait their turn instead of failing half-way. A failure is reported
 * as itself: the rollback after it may fail too (the transaction may already be gone), and that
 * must not hide it.
 *
 * `waitForDisk: false` is for writes worth less than the time to flush them (visit counts): the
 * commit does not wait for the disk (SQLite: synchronous=NORMAL for this commit only, so the next
 * full commit, or a checkpoint, makes it durable; PostgreSQL: synchronous_commit off for this
 * transaction). A power cut may lose such a commit; every other write still waits for the disk.
 */
export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
  { waitForDisk = true }: { waitForDisk?: boolean } = {},
): Promise<T> {
  const sqlite = isSqlite(db);
  const relaxSqlite = sqlite && !waitForDisk;
  return db.connection().execute(async (connection) => {
    if (relaxSqlite) await sql`pragma synchronous = normal`.execute(connection);
    try {
      await sql.raw(sqlite ? "begin immediate" : "begin").execute(connection);
      try {
        if (!sqlite && !waitForDisk) await sql`set local synchronous_commit = off`.execute(connection);
        const result = await work(connection);
        await sql`commit`.execute(connection);
        return result;
      } catch (error) {
        await sql`rollback`.execute(connection).catch(() => undefined);
        throw error;
      }
    } finally {
      if (relaxSqlite) await sql`pragma synchronous = full`.execute(connection);
    }
  });
}
