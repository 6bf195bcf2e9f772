import type { Kysely } from "kysely";
import { createIndex, createTable, required } from "./ddl";

// Off-site backups: each attempt to take one or to check one by restoring it (when, how it went, which
// backup, why it failed), and each spell of failures that admins were e-mailed about, so they hear once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "offsite_backup_runs", [
    ["id", "text", (col) => col.primaryKey()],
    // "backup": a snapshot taken and uploaded; "check": the newest one downloaded and restored.
    ["kind", "text", required],
    ["started_at", "text", required],
    ["finished_at", "text", required],
    ["ok", "integer", required],
    ["backup_id", "text"],
    ["bytes", "integer"],
    // Why it failed, or what the check found (never a lead's details).
    ["detail", "text"],
  ]);
  await createIndex(db, "offsite_backup_runs_kind_idx", "offsite_backup_runs", ["kind", "started_at"]);
  await createTable(db, "offsite_backup_alerts", [
    // The first failure after the last success: one e-mail per spell of failures.
    ["failing_since", "text", (col) => col.primaryKey()],
    ["sent_at", "text", required],
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("offsite_backup_alerts").execute();
  await db.schema.dropTable("offsite_backup_runs").execute();
}
