import type { Kysely } from "kysely";
import { isSqlite } from "../../app/server/db/dialect.server";
import { createIndex, createTable, required } from "./ddl";

// WhatsApp chats on the desk: every webhook delivery as Meta sent it (stored before it is answered,
// then worked through and deleted), each message once by its WhatsApp id, the newest delivery status of each
// message sent, and the photos customers sent.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per signed webhook POST, its body as received; worked through by the servers, which
  // claim rows for a while so that only one works each.
  await createTable(db, "whatsapp_inbox", [
    ["id", "text", (col) => col.primaryKey()],
    ["body", "text", required],
    ["received_at", "text", required],
    ["attempts", "integer", (col) => col.notNull().defaultTo(0)],
    ["claimed_until", "text"],
    ["processed_at", "text"],
    ["error", "text"],
  ]);
  await createIndex(db, "whatsapp_inbox_due_idx", "whatsapp_inbox", ["processed_at", "received_at"]);

  // A message in or out, once: "wamid" is WhatsApp's own id, unique whatever Meta retries.
  await createTable(db, "whatsapp_messages", [
    ["id", "text", (col) => col.primaryKey()],
    ["wamid", "text", (col) => col.notNull().unique()],
    // Deleted with the lead when the person is erased.
    ["lead_id", "text", (col) => col.references("leads.id").onDelete("cascade")],
    // The customer's number, E.164.
    ["phone", "text", required],
    // "in" (the customer wrote) or "out" (the business replied).
    ["direction", "text", required],
    // "text", "image", "location", "contacts", "template", or the platform's word for anything else.
    ["kind", "text", required],
    ["text", "text", required],
    // JSON: a location, contacts, an ad's referral, an image's media id, a template and its values.
    ["detail", "text"],
    // Who sent a reply (the desk member), null for the customer's.
    ["actor_id", "text"],
    ["actor_email", "text"],
    // When WhatsApp says it was written (inbound) or accepted (outbound), and when stored here.
    ["sent_at", "text", required],
    ["created_at", "text", required],
  ]);
  await createIndex(db, "whatsapp_messages_lead_idx", "whatsapp_messages", ["lead_id", "sent_at"]);
  await createIndex(db, "whatsapp_messages_phone_idx", "whatsapp_messages", [
    "phone",
    "direction",
    "sent_at",
  ]);

  // The furthest a sent message got ("sent", "delivered", "read"; or "failed" with the platform's
  // reason), by its WhatsApp id: a status may come before the send that caused it is stored.
  await createTable(db, "whatsapp_statuses", [
    ["wamid", "text", (col) => col.primaryKey()],
    ["status", "text", required],
    ["rank", "integer", required],
    ["error_code", "integer"],
    ["error", "text"],
    ["updated_at", "text", required],
  ]);

  // A photo a customer sent, fetched from the media API (its link there expires); deleted with its lead.
  await createTable(db, "whatsapp_media", [
    ["media_id", "text", (col) => col.primaryKey()],
    ["lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade")],
    ["mime_type", "text", required],
    ["bytes", isSqlite(db) ? "blob" : "bytea", required],
    ["created_at", "text", required],
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["whatsapp_media", "whatsapp_statuses", "whatsapp_messages", "whatsapp_inbox"])
    await db.schema.dropTable(table).execute();
}
