import { join } from "node:path";
import type { Site } from "~/lib/site";
import type { Clock } from "../clock.server";
import type { Db } from "../db/connect.server";
import { type Log, startPeriodicJob } from "../periodic-job.server";
import { alertIfFailingForADay } from "./backup-alert.server";
import type { BackupConfig } from "./backup-config.server";
import { type BackupStore, s3BackupStore } from "./backup-store.server";
import {
  checkNewestBackup,
  countsLine,
  failureLine,
  recordRun,
  takeOffsiteBackup,
} from "./offsite-backup.server";

/** How often the newest backup is downloaded and restored to prove it can be. */
export const checkEveryMs = 7 * 86_400_000;

export type OffsiteScheduleOptions = {
  db: Db;
  databaseUrl: string;
  dataDir: string;
  config: Extract<BackupConfig, { configured: true }>;
  site: Site;
  /** The desk's clock (CLOCK_FILE in tests). */
  now: Clock;
  /** Called once messages are queued, to send them without waiting for the sender's next look. */
  queued: () => void;
  log: Log;
  store?: BackupStore;
  /** A snapshot taken before this start's migrations ran, stored off-site first. */
  preMigrationSnapshot?: string;
};

/** After a failed attempt, the next is tried this soon (or at BACKUP_EVERY, when sooner). */
export const retryAfterMs = 15 * 60_000;

const latestRun = (db: Db, kind: "backup" | "check", okOnly = false) =>
  db
    .selectFrom("offsite_backup_runs")
    .select(["started_at", "ok"])
    .where("kind", "=", kind)
    .$if(okOnly, (qb) => qb.where("ok", "=", 1))
    .orderBy("started_at", "desc")
    .limit(1)
    .executeTakeFirst();

const latestStart = async (db: Db, kind: "backup" | "check", okOnly = false) =>
  (await latestRun(db, kind, okOnly))?.started_at;

/**
 * One look: takes a backup when the last one is BACKUP_EVERY old (or there is none; after a failed
 * attempt, 15 minutes later), e-mails
 * admins once when backups have failed for a day, and once a week restores the newest backup to
 * check it. Each attempt is recorded, whether it worked or not.
 */
export async function offsiteBackupLook(
  options: OffsiteScheduleOptions & { store: BackupStore; snapshot?: string },
) {
  const { db, config, log } = options;
  const deps = {
    store: options.store,
    key: config.key,
    workDir: join(options.dataDir, "backups", "offsite-work"),
  };
  const startedAt = options.now();
  const last = await latestRun(db, "backup");
  const wait = last?.ok === 0 ? Math.min(retryAfterMs, config.everyMs) : config.everyMs;
  if (options.snapshot || !last || startedAt.getTime() - Date.parse(last.started_at) >= wait) {
    try {
      const { backup, removed } = await takeOffsiteBackup({
        ...deps,
        databaseUrl: options.databaseUrl,
        keep: config.keep,
        now: startedAt,
        snapshot: options.snapshot,
      });
      await recordRun(db, {
        kind: "backup",
        startedAt,
        finishedAt: options.now(),
        ok: true,
        backupId: backup.id,
        bytes: backup.bytes,
      });
      log("info", "offsite_backup_stored", { id: backup.id, bytes: backup.bytes, removed });
    } catch (error) {
      const detail = failureLine(error);
      await recordRun(db, { kind: "backup", startedAt, finishedAt: options.now(), ok: false, detail });
      log("error", "offsite_backup_failed", { error: detail });
    }
  }
  const alerted = await alertIfFailingForADay(db, { now: options.now(), site: options.site });
  if (alerted > 0) {
    log("warn", "offsite_backup_alert_queued", { messages: alerted });
    options.queued();
  }
  const lastCheck = await latestStart(db, "check");
  const lastGood = await latestStart(db, "backup", true);
  const checkAt = options.now();
  if (lastGood && (!lastCheck || checkAt.getTime() - Date.parse(lastCheck) >= checkEveryMs)) {
    try {
      const { backup, counts } = await checkNewestBackup(deps);
      const detail = countsLine(counts);
      await recordRun(db, {
        kind: "check",
        startedAt: checkAt,
        finishedAt: options.now(),
        ok: true,
        backupId: backup.id,
        detail,
      });
      log("info", "offsite_backup_checked", { id: backup.id, ...counts });
    } catch (error) {
      const detail = failureLine(error);
      await recordRun(db, {
        kind: "check",
        startedAt: checkAt,
        finishedAt: options.now(),
        ok: false,
        detail,
      });
      log("error", "offsite_backup_check_failed", { error: detail });
    }
  }
}

/**
 * Off-site backups on the serving process: a look at start and then every five minutes (or
 * BACKUP_EVERY, when shorter). The snapshot is SQLite's online backup, taken in small steps, and
 * compression and upload are streamed, so serving goes on meanwhile.
 */
export function startOffsiteBackups(options: OffsiteScheduleOptions) {
  const store = options.store ?? s3BackupStore(options.config);
  let snapshot = options.preMigrationSnapshot;
  return startPeriodicJob({
    everyMs: Math.min(5 * 60_000, options.config.everyMs),
    failed: "offsite_backup_failed",
    log: options.log,
    run: async () => {
      const first = snapshot;
      snapshot = undefined;
      await offsiteBackupLook({ ...options, store, snapshot: first });
    },
  });
}

export type OffsiteBackups = ReturnType<typeof startOffsiteBackups>;
