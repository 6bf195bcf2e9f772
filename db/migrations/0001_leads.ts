import { type Kysely, sql } from "kysely";
import { createIndex, createTable, required } from "./ddl";

// Portable DDL only: the same statements run on SQLite and PostgreSQL.

/** Where a lead came from: optional text columns, after the lead's own fields. */
const originColumns = [
  "source_path",
  "area",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "referrer",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "leads", [
    ["id", "text", (col) => col.primaryKey()],
    ["name", "text", required],
    ["phone", "text", required],
    ["email", "text"],
    ["service", "text", required],
    ["message", "text"],
    [
      "status",
      "text",
      (col) =>
        col
          .notNull()
          .defaultTo("new")
          .check(sql`status in ('new', 'contacted', 'qualified', 'converted', 'closed')`),
    ],
    ["created_at", "text", required],
    ["updated_at", "text", required],
    ...originColumns.map((name) => [name, "text"] as const),
  ]);
  await createIndex(db, "leads_created_at_idx", "leads", ["created_at desc", "id"]);
  await createIndex(db, "leads_status_created_at_idx", "leads", ["status", "created_at desc"]);
  await createIndex(db, "leads_phone_service_idx", "leads", ["phone", "service", "created_at"]);

  await createTable(db, "rate_limits", [
    ["key", "text", (col) => col.primaryKey()],
    ["window_start", "text", required],
    ["count", "integer", required],
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
  await db.schema.dropTable("leads").execute();
}
