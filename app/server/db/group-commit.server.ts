import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "./schema.server";

export type Work<T> = (trx: Transaction<Database>) => Promise<T>;
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
      const results: { ok: boolean; value: unknown }[] = [];
      try {
        await db.transaction().execute(async (trx) => {
          for (const [index, job] of batch.entries()) {
            const savepoint = sql.raw(`write_${index}`);
            await sql`savepoint ${savepoint}`.execute(trx);
            try {
              results.push({ ok: true, value: await job.work(trx) });
              await sql`release savepoint ${savepoint}`.execute(trx);
            } catch (error) {
              await sql`rollback to savepoint ${savepoint}`.execute(trx);
              await sql`release savepoint ${savepoint}`.execute(trx);
              results.push({ ok: false, value: error });
            }
          }
        });
      } catch (error) {
        // The commit itself failed: nothing in this batch is stored.
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
