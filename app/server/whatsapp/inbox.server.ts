import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { isSqlite } from "../db/dialect.server";
import type { Database } from "../db/schema.server";
import type { WhatsAppInboxTable } from "../db/whatsapp-tables.server";

export type Delivery = Selectable<WhatsAppInboxTable>;

/** How long a server holds the deliveries it took before another server may take them. */
const claimMs = 60_000;
/** A delivery that keeps failing is tried again later each time, and left for a person after this many. */
export const maxAttempts = 20;
const retryMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/** Keeps a signed webhook POST's body, as received, before the POST is answered. */
export async function keepDelivery(db: Kysely<Database>, body: string, now: Date): Promise<string> {
  const id = randomUUID();
  await db.insertInto("whatsapp_inbox").values({ id, body, received_at: now.toISOString() }).execute();
  return id;
}

/**
 * Takes deliveries that are due and that no other server holds, oldest first, and holds them for a
 * while. On PostgreSQL, servers claiming at once skip each other's rows; on SQLite the claim is one
 * statement, which the database runs alone.
 */
export function claimDeliveries(db: Kysely<Database>, now: Date, limit = 100): Promise<Delivery[]> {
  const at = now.toISOString();
  return db
    .updateTable("whatsapp_inbox")
    .set((eb) => ({
      claimed_until: new Date(now.getTime() + claimMs).toISOString(),
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("whatsapp_inbox")
        .select("id")
        .where("processed_at", "is", null)
        .where("attempts", "<", maxAttempts)
        .where((inner) => inner.or([inner("claimed_until", "is", null), inner("claimed_until", "<", at)]))
        .orderBy("received_at")
        .limit(limit)
        .$if(!isSqlite(db), (qb) => qb.forUpdate().skipLocked()),
    )
    .returningAll()
    .execute();
}

/** A delivery worked through goes (its body holds the customer's words, kept now in their lead). */
export async function dropDelivery(trx: Kysely<Database>, id: string): Promise<void> {
  await trx.deleteFrom("whatsapp_inbox").where("id", "=", id).execute();
}

/** A delivery that failed waits longer after each try; after the last, it stays, with its error, for a person. */
export async function deliveryFailed(db: Kysely<Database>, delivery: Delivery, now: Date, error: string) {
  await db
    .updateTable("whatsapp_inbox")
    .set({
      claimed_until: new Date(now.getTime() + retryMs(delivery.attempts)).toISOString(),
      error: error.slice(0, 500),
    })
    .where("id", "=", delivery.id)
    .execute();
}
