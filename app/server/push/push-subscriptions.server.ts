import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema.server";

/** What a browser's PushSubscription.toJSON() gives, as the desk posts it. */
export const subscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(2000)
    .url()
    .refine((url) => /^https?:\/\//.test(url), "The endpoint must be a web address."),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/),
  }),
  label: z.string().max(80).optional(),
});

export type NewSubscription = z.infer<typeof subscriptionSchema>;

/** A device in the member's list. */
export type DeviceRow = {
  id: string;
  label: string | null;
  endpoint: string;
  created_at: string;
  last_sent_at: string | null;
};

/** A device as the desk's page and API show it to its member. */
export const deviceView = (row: DeviceRow) => ({
  id: row.id,
  label: row.label,
  endpoint: row.endpoint,
  createdAt: row.created_at,
  lastSentAt: row.last_sent_at,
});

export type DeviceView = ReturnType<typeof deviceView>;

/**
 * Keeps the device for the member: one row per endpoint, so a phone turned on again (or by another
 * member, after a sign-out) has its keys and its owner replaced, never a second row.
 */
export async function saveSubscription(
  db: Kysely<Database>,
  userId: string,
  subscription: NewSubscription,
  now: Date,
): Promise<string> {
  const row = {
    id: randomUUID(),
    user_id: userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh.replace(/=+$/, ""),
    auth: subscription.keys.auth.replace(/=+$/, ""),
    label: subscription.label ?? null,
    created_at: now.toISOString(),
  };
  await db
    .insertInto("push_subscriptions")
    .values(row)
    .onConflict((oc) =>
      oc.column("endpoint").doUpdateSet({
        user_id: row.user_id,
        p256dh: row.p256dh,
        auth: row.auth,
        label: row.label,
        created_at: row.created_at,
      }),
    )
    .execute();
  const saved = await db
    .selectFrom("push_subscriptions")
    .select("id")
    .where("endpoint", "=", row.endpoint)
    .executeTakeFirstOrThrow();
  return saved.id;
}

/** The member's devices, newest first. */
export function devicesOf(db: Kysely<Database>, userId: string): Promise<DeviceRow[]> {
  return db
    .selectFrom("push_subscriptions")
    .select(["id", "label", "endpoint", "created_at", "last_sent_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .execute();
}

/** Removes one of the member's own devices, by its id or its endpoint; false when they have no such one. */
export async function removeDevice(
  db: Kysely<Database>,
  userId: string,
  which: { id: string } | { endpoint: string },
): Promise<boolean> {
  const result = await db
    .deleteFrom("push_subscriptions")
    .where("user_id", "=", userId)
    .where((eb) => ("id" in which ? eb("id", "=", which.id) : eb("endpoint", "=", which.endpoint)))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every device of the member: at sign-out (which ends all their sessions) and when access is revoked. */
export async function removeAllDevices(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom("push_subscriptions").where("user_id", "=", userId).execute();
}
