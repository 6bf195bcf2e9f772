import type { Kysely } from "kysely";
import { createTable, required } from "./ddl";

// The one-time links that make the first admin account from the browser: only a hash of each link's
// code is kept, with when it stops working and when it was used, so any server on the database
// accepts it and a copy of the database holds nothing that opens it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "first_admin_links", [
    ["code_hash", "text", (col) => col.primaryKey()],
    ["created_at", "text", required],
    ["expires_at", "text", required],
    ["used_at", "text"],
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("first_admin_links").execute();
}
