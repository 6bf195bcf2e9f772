import type { Kysely } from "kysely";
import { createIndex, createTable, required } from "./ddl";

// The status history of a lead: who changed it, from what, to what, when.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "lead_events", [
    ["id", "text", (col) => col.primaryKey()],
    ["lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade")],
    ["actor_id", "text"],
    ["actor_email", "text"],
    ["from_status", "text", required],
    ["to_status", "text", required],
    ["created_at", "text", required],
  ]);
  await createIndex(db, "lead_events_lead_idx", "lead_events", ["lead_id", "created_at"]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_events").execute();
}
