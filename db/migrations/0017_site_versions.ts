import type { Kysely } from "kysely";
import { createTable, required } from "./ddl";

// The published site: every version the owner published, a full snapshot of the profile each, kept
// for good. The newest is the live one. Rows are only ever added.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "site_versions", [
    // 1, 2, 3… in the order published: two publishers taking the same number collide on the key.
    ["id", "integer", (col) => col.primaryKey()],
    // The profile as typed (placeholders unfilled), as JSON text.
    ["profile", "text", required],
    // The version of the profile's shape it was written under.
    ["schema_version", "integer", required],
    ["published_at", "text", required],
    // The admin's e-mail address; null for the seed and the command line.
    ["published_by", "text"],
    // "seed", "desk", "api", "import" or "restore".
    ["source", "text", required],
    // For a restore: the version it copied.
    ["restored_from", "integer"],
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("site_versions").execute();
}
