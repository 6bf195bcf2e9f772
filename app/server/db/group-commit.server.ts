import { type Kysely, sql } from "kysely";
import { isSqlite } from "./dialect.server";
import type { Database } from "./schema.server";

/** One write, run inside the batch's transaction on the connection that holds it. */
export type Work<T> = (trx: Kysely<Database>) => Promise<T>;
export type WriteRunner = <T>(work: Work<T>) => Promise<T>;

type Job = { work: Work<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * Group commit: writes that arrive together (in the same turn of the event loop, or while a commit
 * is on its way to disk) are run in one transaction and made durable by one commit (one fsync
 * instead of one each). better-sqlite3 commits synchronously, so a batch is started on the next
 * turn of the loop, after every request that has already arrived has queued its write. Each write
 * runs in its own savepoint, so one that fails is undone alone; every caller is answered only
 * after the commit that holds its write, so "stored" is never said before it is true.
 */
export function groupCommit(db: Kysely<Database>): WriteRunner {
  let queue: Job[] = [];
  let flushing = false;

  async function flush() {
    flushing = true;
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      let results: { ok: boolean; value: unknown }[];
      try {
        results = await inTransaction(db, (trx) => runInSavepoints(trx, batch));
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

async function runInSavepoints(trx: Kysely<Database>, batch: Job[]) {
  const results: { ok: boolean; value: unknown }[] = [];
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
 */
export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql.raw(isSqlite(db) ? "begin immediate" : "begin").execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
