import { randomUUID } from "node:crypto";
import { type Kysely, type Selectable } from "kysely";
import { isSqlite } from "../db/dialect.server";
import type { Database } from "../db/schema.server";
import type { PushMessage } from "./push-message";
import type { PushQueueTable } from "./push-tables.server";

export type QueuedPush = Selectable<PushQueueTable> & { endpoint: string; p256dh: string; auth: string };

/** How long a server holds a notification it took before another server may take it. */
const claimMs = 60_000;
/** A notification that keeps failing is tried five times over about eight minutes, then dropped. */
export const maxPushAttempts = 5;
export const pushRetryDelayMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 600_000);

/**
 * Queues the message for every device of these members, in the caller's transaction (the one that
 * stores the lead or the answer), so it is sent once that commits, by whichever server takes it.
 */
export async function queuePush(
  trx: Kysely<Database>,
  userIds: readonly string[],
  message: PushMessage,
  options: { now: Date; leadId?: string },
): Promise<number> {
  if (userIds.length === 0) return 0;
  const devices = await trx
    .selectFrom("push_subscriptions")
    .select("id")
    .where("user_id", "in", [...new Set(userIds)])
    .execute();
  if (devices.length === 0) return 0;
  const at = options.now.toISOString();
  await trx
    .insertInto("push_queue")
    .values(
      devices.map((device) => ({
        id: randomUUID(),
        subscription_id: device.id,
        lead_id: options.leadId ?? null,
        message: JSON.stringify(message),
        created_at: at,
        send_after: at,
      })),
    )
    .execute();
  return devices.length;
}

/** Takes the due notifications no other server holds, with their devices' keys, and holds them a while. */
export async function claimDuePushes(db: Kysely<Database>, now: Date, limit = 100): Promise<QueuedPush[]> {
  const at = now.toISOString();
  // Looked for first: the sender asks every few seconds, and an update would take SQLite's write lock.
  const due = await db
    .selectFrom("push_queue")
    .select("id")
    .where("send_after", "<=", at)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
    .limit(1)
    .executeTakeFirst();
  if (!due) return [];
  const claimed = await db
    .updateTable("push_queue")
    .set((eb) => ({
      claimed_until: new Date(now.getTime() + claimMs).toISOString(),
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("push_queue")
        .select("id")
        .where("send_after", "<=", at)
        .where((inner) => inner.or([inner("claimed_until", "is", null), inner("claimed_until", "<", at)]))
        .orderBy("send_after")
        .limit(limit)
        .$if(!isSqlite(db), (qb) => qb.forUpdate().skipLocked()),
    )
    .returning("id")
    .execute();
  if (claimed.length === 0) return [];
  return db
    .selectFrom("push_queue")
    .innerJoin("push_subscriptions", "push_subscriptions.id", "push_queue.subscription_id")
    .selectAll("push_queue")
    .select(["push_subscriptions.endpoint", "push_subscriptions.p256dh", "push_subscriptions.auth"])
    .where(
      "push_queue.id",
      "in",
      claimed.map((row) => row.id),
    )
    .orderBy("push_queue.created_at")
    .execute();
}

/** A notification delivered: it goes (it names the lead), and its device is marked as reached. */
export async function pushDelivered(db: Kysely<Database>, push: QueuedPush, now: Date): Promise<void> {
  await db.deleteFrom("push_queue").where("id", "=", push.id).execute();
  await db
    .updateTable("push_subscriptions")
    .set({ last_sent_at: now.toISOString() })
    .where("id", "=", push.subscription_id)
    .execute();
}

/** The push service says the device is gone (404, 410): the device goes, and what waited for it. */
export async function deviceGone(db: Kysely<Database>, push: QueuedPush): Promise<void> {
  await db.deleteFrom("push_subscriptions").where("id", "=", push.subscription_id).execute();
}

/** Tried again later, or dropped after the last try (e-mail has carried the alert meanwhile). */
export async function pushFailed(
  db: Kysely<Database>,
  push: QueuedPush,
  now: Date,
  error: string,
): Promise<"retry" | "dropped"> {
  if (push.attempts >= maxPushAttempts) {
    await db.deleteFrom("push_queue").where("id", "=", push.id).execute();
    return "dropped";
  }
  await db
    .updateTable("push_queue")
    .set({
      claimed_until: null,
      send_after: new Date(now.getTime() + pushRetryDelayMs(push.attempts)).toISOString(),
      error: error.slice(0, 300),
    })
    .where("id", "=", push.id)
    .execute();
  return "retry";
}
