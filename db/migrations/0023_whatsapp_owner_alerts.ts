import type { Kysely } from "kysely";
import { createIndex, createTable, required } from "./ddl";

// New-lead alerts to the owner's WhatsApp (NOTIFY_WHATSAPP): one row per lead and number, queued in
// the lead's transaction and sent by the servers, which claim rows for a while so that only one
// sends each.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "whatsapp_alerts", [
    ["id", "text", (col) => col.primaryKey()],
    // Deleted with the lead when the person is erased: the alert is written from the lead when sent.
    ["lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade")],
    // The owner's number, E.164.
    ["recipient", "text", required],
    ["created_at", "text", required],
    ["send_after", "text", required],
    ["attempts", "integer", (col) => col.notNull().defaultTo(0)],
    ["claimed_until", "text"],
    ["sent_at", "text"],
    // The message's WhatsApp id once Meta accepted it.
    ["wamid", "text"],
    // The last refusal, in plain words, the platform's code, and when.
    ["error", "text"],
    ["error_code", "integer"],
    ["failed_at", "text"],
    // When a refusal that no retry can mend (a template not approved, an expired token) stopped it.
    ["stopped_at", "text"],
  ]);
  await createIndex(db, "whatsapp_alerts_due_idx", "whatsapp_alerts", ["sent_at", "send_after"]);
  await createIndex(db, "whatsapp_alerts_lead_idx", "whatsapp_alerts", ["lead_id"]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("whatsapp_alerts").execute();
}
