import type { Kysely } from "kysely";
import { createIndex, createTable, required } from "./ddl";

// A record of each erasure of a person's data: when, by whom (an admin's e-mail, or "retention" for
// the daily anonymising of old closed leads) and how many enquiries. Nothing about the person.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "erasures", [
    ["id", "text", (col) => col.primaryKey()],
    ["erased_at", "text", required],
    ["erased_by", "text", required],
    ["lead_count", "integer", required],
  ]);
  await createIndex(db, "erasures_erased_at_idx", "erasures", ["erased_at"]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("erasures").execute();
}
