import type { DeskBackupState } from "~/lib/desk-operations";
import type { Db } from "../db/connect.server";
import { type BackupConfig, backupConfig } from "./backup-config.server";

/** The last off-site backup that worked, and whether backups are failing since. */
export async function backupFailures(db: Db): Promise<{
  lastSuccessAt: string | null;
  /** The first failed attempt after the last success, while the latest attempt failed; else null. */
  since: string | null;
  lastError: string | null;
}> {
  const runs = db.selectFrom("offsite_backup_runs").where("kind", "=", "backup");
  const [success, latest] = await Promise.all([
    runs
      .select(["started_at", "finished_at"])
      .where("ok", "=", 1)
      .orderBy("started_at", "desc")
      .limit(1)
      .executeTakeFirst(),
    runs.select(["ok", "detail"]).orderBy("started_at", "desc").limit(1).executeTakeFirst(),
  ]);
  const lastSuccessAt = success?.finished_at ?? null;
  if (!latest || latest.ok === 1) return { lastSuccessAt, since: null, lastError: null };
  const first = await runs
    .select("started_at")
    .where("ok", "=", 0)
    .$if(success !== undefined, (qb) => qb.where("started_at", ">", success!.started_at))
    .orderBy("started_at")
    .limit(1)
    .executeTakeFirst();
  return { lastSuccessAt, since: first?.started_at ?? null, lastError: latest.detail ?? null };
}

/**
 * Whether off-site backups are set up (BACKUP_URL), when the last one was stored and how long ago,
 * in whole seconds. For the readiness check and the desk.
 */
export async function offsiteBackupStatus(
  db: Db,
  options: { now?: Date; config?: BackupConfig } = {},
): Promise<{ configured: boolean; lastSuccessAt: string | null; ageSeconds: number | null }> {
  const configured = (options.config ?? backupConfig()).configured;
  const last = await db
    .selectFrom("offsite_backup_runs")
    .select("finished_at")
    .where("kind", "=", "backup")
    .where("ok", "=", 1)
    .orderBy("started_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const lastSuccessAt = last?.finished_at ?? null;
  const now = (options.now ?? new Date()).getTime();
  const ageSeconds = lastSuccessAt ? Math.max(0, Math.floor((now - Date.parse(lastSuccessAt)) / 1000)) : null;
  return { configured, lastSuccessAt, ageSeconds };
}

/**
 * The last off-site backup is older than two of BACKUP_EVERY and a quarter of an hour: the server is not
 * taking them, or they fail. None yet is not late (a new server takes its first within minutes).
 */
export function backupLate(ageSeconds: number | null, config: BackupConfig): boolean {
  return config.configured && ageSeconds !== null && ageSeconds * 1000 > 2 * config.everyMs + 15 * 60_000;
}

/** What the desk shows admins about off-site backups. */
export async function deskBackupState(
  db: Db,
  options: { now: Date; postgres: boolean; config?: BackupConfig },
): Promise<DeskBackupState> {
  if (options.postgres) return { state: "postgres" };
  const config = options.config ?? backupConfig();
  if (!config.configured) return { state: "off" };
  const [status, failures, check] = await Promise.all([
    offsiteBackupStatus(db, { now: options.now, config }),
    backupFailures(db),
    db
      .selectFrom("offsite_backup_runs")
      .select("ok")
      .where("kind", "=", "check")
      .orderBy("started_at", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const seconds = (iso: string) => Math.max(0, Math.floor((options.now.getTime() - Date.parse(iso)) / 1000));
  return {
    state: "on",
    ageSeconds: status.ageSeconds,
    failingForSeconds: failures.since ? seconds(failures.since) : null,
    lastError: failures.lastError,
    checkFailed: check?.ok === 0,
    late: backupLate(status.ageSeconds, config),
  };
}
