import { type Kysely, sql, SqliteAdapter } from "kysely";

// Two keys the database keeps on each lead, so the desk's busiest lists read one index range in
// order instead of sorting thousands of rows:
// - due_rank: where an open lead stands on the Due list: "0" + its follow-up time, or, for a new
//   lead nobody has contacted or planned, "1" + when it arrived; none for the rest. The Due list
//   is the ranks below "0" + the end of today, then those from "1", in rank order.
// - owner_key: whose list a lead is on: its owner's id, "" for an unassigned new lead (every staff
//   member's), none otherwise. A staff member sees the keys (their id, "").
const dueRank = sql`case
  when status in ('converted', 'closed') then null
  when follow_up_at is not null then '0' || follow_up_at
  when status = 'new' and last_contact_at is null then '1' || created_at
end`;
const ownerKey = sql`case when assignee_id is not null then assignee_id when status = 'new' then '' end`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const stored = sql.raw(db.getExecutor().adapter instanceof SqliteAdapter ? "virtual" : "stored");
  await sql`alter table leads add column due_rank text generated always as (${dueRank}) ${stored}`.execute(
    db,
  );
  await sql`alter table leads add column owner_key text generated always as (${ownerKey}) ${stored}`.execute(
    db,
  );
  // The partial indexes of migration 0005 that these replace.
  await db.schema.dropIndex("leads_follow_up_idx").execute();
  await db.schema.dropIndex("leads_uncontacted_idx").execute();
  await db.schema
    .createIndex("leads_due_idx")
    .on("leads")
    .column("due_rank")
    .where(sql.ref("due_rank"), "is not", null)
    .execute();
  await db.schema
    .createIndex("leads_owner_due_idx")
    .on("leads")
    .columns(["owner_key", "due_rank"])
    .where(sql<boolean>`owner_key is not null and due_rank is not null`)
    .execute();
  await db.schema
    .createIndex("leads_owner_idx")
    .on("leads")
    .columns(["owner_key", "created_at desc"])
    .where(sql.ref("owner_key"), "is not", null)
    .execute();
  await db.schema
    .createIndex("leads_owner_status_idx")
    .on("leads")
    .columns(["owner_key", "status"])
    .where(sql.ref("owner_key"), "is not", null)
    .execute();
  // The response figure reads the replied leads of a window of days from this index alone.
  await db.schema
    .createIndex("leads_response_idx")
    .on("leads")
    .columns(["created_at", "first_response_at"])
    .where(sql.ref("first_response_at"), "is not", null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    "leads_response_idx",
    "leads_due_idx",
    "leads_owner_due_idx",
    "leads_owner_idx",
    "leads_owner_status_idx",
  ]) {
    await db.schema.dropIndex(index).execute();
  }
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
  await db.schema.alterTable("leads").dropColumn("owner_key").execute();
  await db.schema.alterTable("leads").dropColumn("due_rank").execute();
}
