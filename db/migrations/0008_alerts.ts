import { type Kysely, sql } from "kysely";
import { createTable, required } from "./ddl";

// Hearing of every enquiry: when staff first responded to a lead, a durable queue of e-mails (new-lead
// alerts and the morning digest), the days whose digest has gone out, and each member's choice of
// what to receive.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("first_response_at", "text").execute();
  // Leads worked before this column existed: their first logged contact or move away from "new".
  await sql`update leads set first_response_at = (
      select min(created_at) from lead_activities
      where lead_activities.lead_id = leads.id
        and (kind in ('call', 'whatsapp', 'email', 'visit') or (kind = 'status' and text like 'new %'))
    )`.execute(db);

  await createTable(db, "mail_queue", [
    ["id", "text", (col) => col.primaryKey()],
    // "lead": an alert about lead_id, written when it is sent (several may share one e-mail);
    // "digest": a message written when it was queued, in subject and body.
    ["kind", "text", required],
    ["recipient", "text", required],
    ["lead_id", "text", (col) => col.references("leads.id").onDelete("cascade")],
    ["subject", "text"],
    ["body", "text"],
    ["created_at", "text", required],
    // Not before this time: the first try, then each retry after a failure.
    ["send_after", "text", required],
    ["attempts", "integer", (col) => col.notNull().defaultTo(0)],
    // A server that took the message to send holds it until then; after that another may.
    ["claimed_until", "text"],
    ["sent_at", "text"],
    ["error", "text"],
  ]);
  await db.schema
    .createIndex("mail_queue_pending_idx")
    .on("mail_queue")
    .columns(["send_after", "created_at"])
    .where(sql.ref("sent_at"), "is", null)
    .execute();
  await db.schema.createIndex("mail_queue_lead_idx").on("mail_queue").column("lead_id").execute();

  await createTable(db, "digest_runs", [
    ["day", "text", (col) => col.primaryKey()],
    ["created_at", "text", required],
  ]);

  const user = db.schema.alterTable("user");
  await user.addColumn("leadAlerts", "integer", (col) => col.notNull().defaultTo(1)).execute();
  await db.schema
    .alterTable("user")
    .addColumn("morningDigest", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user").dropColumn("morningDigest").execute();
  await db.schema.alterTable("user").dropColumn("leadAlerts").execute();
  await db.schema.dropTable("digest_runs").execute();
  await db.schema.dropTable("mail_queue").execute();
  await db.schema.alterTable("leads").dropColumn("first_response_at").execute();
}
