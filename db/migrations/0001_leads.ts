import { type Kysely, sql } from "kysely";

// Portable DDL only: the same statements run on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("email", "text")
    .addColumn("service", "text", (col) => col.notNull())
    .addColumn("message", "text")
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("new")
        .check(sql`status in ('new', 'contacted', 'qualified', 'converted', 'closed')`),
    )
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("source_path", "text")
    .addColumn("area", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("utm_term", "text")
    .addColumn("utm_content", "text")
    .addColumn("referrer", "text")
    .execute();
  await db.schema
    .createIndex("leads_created_at_idx")
    .on("leads")
    .columns(["created_at desc", "id"])
    .execute();
  await db.schema
    .createIndex("leads_status_created_at_idx")
    .on("leads")
    .columns(["status", "created_at desc"])
    .execute();
  await db.schema
    .createIndex("leads_phone_service_idx")
    .on("leads")
    .columns(["phone", "service", "created_at"])
    .execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("window_start", "text", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
  await db.schema.dropTable("leads").execute();
}
