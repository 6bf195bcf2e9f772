import { statSync } from "node:fs";
import { sql } from "kysely";
import { type BackupConfig, backupConfig } from "../backups/backup-config.server";
import { backupFailures, backupLate, offsiteBackupStatus } from "../backups/backup-status.server";
import { type DbHandle, sqlitePath } from "../db/connect.server";
import { knownMigrations } from "../db/migrations.server";
import type { ReadinessCheck } from "./readiness.server";

/** The file's identity on its disk, or null when nothing is at the path. */
function fileIdentity(path: string): string | null {
  try {
    const { dev, ino } = statSync(path);
    return `${dev}:${ino}`;
  } catch {
    return null;
  }
}

/**
 * The database answers a query; for SQLite, the file at DATABASE_URL is still the one the server
 * opened. A deleted or replaced file still answers this process's queries, but what it stores from
 * then on would be lost at the next start.
 */
export function databaseCheck(database: DbHandle, url: string): ReadinessCheck {
  const path = database.kind === "sqlite" ? sqlitePath(url) : null;
  const opened = path && fileIdentity(path);
  return {
    name: "database",
    run: async () => {
      if (path && fileIdentity(path) !== opened) {
        return { ok: false, problem: "the database file is gone or was replaced" };
      }
      try {
        await sql`select 1`.execute(database.db);
        return { ok: true };
      } catch {
        return { ok: false, problem: "unreachable" };
      }
    },
  };
}

/** Every migration this version carries has been applied to the database, and none it does not know. */
export function migrationsCheck(database: DbHandle): ReadinessCheck {
  return {
    name: "migrations",
    run: async () => {
      let applied: string[];
      try {
        const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(database.db);
        applied = rows.rows.map((row) => row.name);
      } catch {
        return { ok: false, problem: "the migrations table cannot be read" };
      }
      const pending = knownMigrations.filter((name) => !applied.includes(name)).length;
      const unknown = applied.filter((name) => !knownMigrations.includes(name)).length;
      if (pending) return { ok: false, problem: `${pending} not applied` };
      if (unknown) return { ok: false, problem: `${unknown} applied that this version does not have` };
      return { ok: true, applied: applied.length };
    },
  };
}

/** Enquiries are stored on the lead writer thread, as the server means them to be (true when it has none). */
export function leadWriterCheck(running: () => boolean | null): ReadinessCheck {
  return {
    name: "leadWriter",
    run: () =>
      running() === false ? { ok: false, problem: "the lead writer thread has stopped" } : { ok: true },
  };
}

/**
 * The age of the last off-site backup (BACKUP_URL), for a monitor to watch: not ready once it is late by the
 * desk's own rule, or, when none was ever stored, once they have failed for that long. With no off-site backups set up (or on PostgreSQL, whose own tools back it up) it only says so.
 */
export function offsiteBackupCheck(
  database: DbHandle,
  settings: () => BackupConfig = backupConfig,
): ReadinessCheck {
  return {
    name: "offsiteBackup",
    run: async () => {
      const config = settings();
      if (database.kind !== "sqlite" || !config.configured) return { ok: true, configured: false };
      const { ageSeconds } = await offsiteBackupStatus(database.db, { config });
      if (ageSeconds === null) {
        // None stored yet: fine on a new server, not once they have failed for as long as one may be late.
        const { since } = await backupFailures(database.db);
        const failingFor = since ? Math.floor((Date.now() - Date.parse(since)) / 1000) : null;
        return backupLate(failingFor, config)
          ? { ok: false, problem: "no off-site backup has been stored", configured: true, ageSeconds }
          : { ok: true, configured: true, ageSeconds };
      }
      return backupLate(ageSeconds, config)
        ? { ok: false, problem: "the last off-site backup is late", configured: true, ageSeconds }
        : { ok: true, configured: true, ageSeconds };
    },
  };
}
