import { randomUUID } from "node:crypto";
import { deleteMailNaming } from "../alerts/mail-queue.server";
import { emptyWriteAheadLog } from "../db/checkpoint.server";
import { log } from "../log.server";
import type { Db } from "../db/connect.server";
import { eraseQuotesOf } from "../quotes/quote-erasure.server";
import { eraseFromSearchIndexForGood } from "./search-index.server";

// Erasing a person (India's Digital Personal Data Protection Act, 2023): every enquiry from their
// phone number goes, and with it (by cascade) its timeline and its new-lead alerts; so does every
// digest or report, queued or kept after sending, that lists them. On SQLite the freed space is
// overwritten (secure_delete, set on every connection), the search index drops their words, and
// the write-ahead log is emptied after. Their quotes keep their numbers and amounts for the books,
// anonymised (quotes/quote-erasure.server.ts). What stays is a record that an erasure happened: when, by
// whom, how many enquiries; nothing about them.

/** How many enquiries the desk holds from this phone number (E.164). */
export async function countLeadsByPhone(db: Db, phone: string): Promise<number> {
  const row = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("phone", "=", phone)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Deletes every lead with this phone number (E.164), and the mail that names them, and records the
 * erasure, in one transaction; the number of leads erased (0: nothing was there, and nothing is
 * recorded).
 */
export async function erasePerson(
  db: Db,
  { phone, erasedBy, now }: { phone: string; erasedBy: string; now: Date },
): Promise<number> {
  const count = await db.transaction().execute(async (trx) => {
    const leads = await trx.selectFrom("leads").select(["id", "email"]).where("phone", "=", phone).execute();
    if (leads.length === 0) return 0;
    await eraseQuotesOf(trx, leads, now);
    await eraseFromSearchIndexForGood(trx);
    await deleteMailNaming(trx, [phone, ...leads.map((lead) => lead.id)]);
    const result = await trx.deleteFrom("leads").where("phone", "=", phone).executeTakeFirst();
    const count = Number(result.numDeletedRows);
    await trx
      .insertInto("erasures")
      .values({ id: randomUUID(), erased_at: now.toISOString(), erased_by: erasedBy, lead_count: count })
      .execute();
    return count;
  });
  // Another connection busy with the log leaves the erased text in it until the next checkpoint: say so.
  if (count > 0 && !(await emptyWriteAheadLog(db)))
    log("warn", "write_ahead_log_not_emptied", { after: "erasure" });
  return count;
}
