import { randomUUID } from "node:crypto";
import type { Db } from "../db/connect.server";

// Erasing a person (India's Digital Personal Data Protection Act, 2023): every enquiry from their
// phone number goes, and with it (by cascade) its timeline and any e-mail about it still queued. What
// stays is a record that an erasure happened: when, by whom, how many enquiries; nothing about them.

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
 * Deletes every lead with this phone number (E.164) and records the erasure, in one transaction;
 * the number of leads erased (0: nothing was there, and nothing is recorded).
 */
export async function erasePerson(
  db: Db,
  { phone, erasedBy, now }: { phone: string; erasedBy: string; now: Date },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("leads").where("phone", "=", phone).executeTakeFirst();
    const count = Number(result.numDeletedRows);
    if (count > 0) {
      await trx
        .insertInto("erasures")
        .values({ id: randomUUID(), erased_at: now.toISOString(), erased_by: erasedBy, lead_count: count })
        .execute();
    }
    return count;
  });
}
