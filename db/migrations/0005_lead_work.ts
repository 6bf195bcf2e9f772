import { type Kysely, sql } from "kysely";
import { createIndex, createTable, required } from "./ddl";

// Working a lead: where it came from, its next follow-up, its owner, why it was lost, when the
// customer was last contacted, and one timeline of what happened to it. The status history of
// migration 0003 moves into the timeline (as "status" entries) and its table goes.
export async function up(db: Kysely<unknown>): Promise<void> {
  const leads = db.schema.alterTable("leads");
  // One column per statement: SQLite adds one at a time.
  await leads.addColumn("source", "text", (col) => col.notNull().defaultTo("web")).execute();
  await leads.addColumn("follow_up_at", "text").execute();
  await leads
    .addColumn("assignee_id", "text", (col) => col.references("user.id").onDelete("set null"))
    .execute();
  await leads.addColumn("lost_reason", "text").execute();
  await leads.addColumn("last_contact_at", "text").execute();

  await createTable(db, "lead_activities", [
    ["id", "text", (col) => col.primaryKey()],
    ["lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade")],
    ["kind", "text", required],
    ["text", "text", required],
    ["actor_id", "text"],
    ["actor_email", "text"],
    ["created_at", "text", required],
    // An entry an admin removed: its words are gone, who removed it and when are kept.
    ["deleted_at", "text"],
    ["deleted_by", "text"],
  ]);
  await createIndex(db, "lead_activities_lead_idx", "lead_activities", ["lead_id", "created_at desc"]);
  await sql`insert into lead_activities (id, lead_id, kind, text, actor_id, actor_email, created_at)
    select id, lead_id, 'status', from_status || ' → ' || to_status, actor_id, actor_email, created_at
    from lead_events`.execute(db);
  await db.schema.dropTable("lead_events").execute();

  // The due list: follow-ups by time, and new leads nobody has contacted, oldest first.
  await db.schema
    .createIndex("leads_follow_up_idx")
    .on("leads")
    .columns(["follow_up_at", "created_at"])
    .where(sql.ref("follow_up_at"), "is not", null)
    .execute();
  await db.schema
    .createIndex("leads_uncontacted_idx")
    .on("leads")
    .column("created_at")
    .where(sql<boolean>`status = 'new' and follow_up_at is null and last_contact_at is null`)
    .execute();
  await createIndex(db, "leads_assignee_idx", "leads", ["assignee_id", "created_at desc"]);
  await createIndex(db, "leads_source_idx", "leads", ["source", "created_at desc"]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    "leads_follow_up_idx",
    "leads_uncontacted_idx",
    "leads_assignee_idx",
    "leads_source_idx",
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropTable("lead_activities").execute();
  for (const column of ["last_contact_at", "lost_reason", "assignee_id", "follow_up_at", "source"]) {
    await db.schema.alterTable("leads").dropColumn(column).execute();
  }
}
