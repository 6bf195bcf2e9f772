import type { Kysely } from "kysely";

// The status history of a lead: who changed it, from what, to what, when.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("lead_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text")
    .addColumn("from_status", "text", (col) => col.notNull())
    .addColumn("to_status", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("lead_events_lead_idx")
    .on("lead_events")
    .columns(["lead_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_events").execute();
}
