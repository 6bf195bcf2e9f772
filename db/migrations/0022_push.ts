import type { Kysely } from "kysely";
import { createIndex, createTable, required } from "./ddl";

// Alerts on a desk member's phone (Web Push): one row per device the member turned alerts on for,
// and the notifications waiting to reach each device. A notification holds the lead's name, so it
// goes with its lead, with its device, and as soon as it is delivered.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The one VAPID key pair every server on this database signs with: the first server to start
  // puts its data folder's pair here, so servers with data folders of their own still agree.
  await createTable(db, "push_keys", [
    ["id", "integer", (col) => col.primaryKey()],
    ["public_key", "text", required],
    ["private_key", "text", required],
    ["created_at", "text", required],
  ]);

  await createTable(db, "push_subscriptions", [
    ["id", "text", (col) => col.primaryKey()],
    ["user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade")],
    // The push service's address for this browser: one row per device, whoever turned it on last.
    ["endpoint", "text", (col) => col.notNull().unique()],
    // The browser's P-256 public key and auth secret (base64url), which encrypt what is sent to it.
    ["p256dh", "text", required],
    ["auth", "text", required],
    // "Chrome on Android", as the member's list of devices shows it.
    ["label", "text"],
    ["created_at", "text", required],
    ["last_sent_at", "text"],
  ]);
  await createIndex(db, "push_subscriptions_user_idx", "push_subscriptions", ["user_id"]);

  await createTable(db, "push_queue", [
    ["id", "text", (col) => col.primaryKey()],
    [
      "subscription_id",
      "text",
      (col) => col.notNull().references("push_subscriptions.id").onDelete("cascade"),
    ],
    ["lead_id", "text", (col) => col.references("leads.id").onDelete("cascade")],
    // {title, body, url, tag} as JSON: under 3 KB once encrypted.
    ["message", "text", required],
    ["created_at", "text", required],
    ["send_after", "text", required],
    ["attempts", "integer", (col) => col.notNull().defaultTo(0)],
    ["claimed_until", "text"],
    ["error", "text"],
  ]);
  await createIndex(db, "push_queue_due_idx", "push_queue", ["send_after"]);
  await createIndex(db, "push_queue_lead_idx", "push_queue", ["lead_id"]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("push_queue").execute();
  await db.schema.dropTable("push_subscriptions").execute();
  await db.schema.dropTable("push_keys").execute();
}
