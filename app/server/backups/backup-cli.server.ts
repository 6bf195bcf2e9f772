import { dirname, join, resolve } from "node:path";
import { type DbHandle, isPostgresUrl, openDatabase, sqlitePath } from "../db/connect.server";
import { EnvError } from "../env.server";
import { type BackupConfig, parseBackupConfig } from "./backup-config.server";
import { BackupReadError } from "./backup-crypto.server";
import { type BackupStore, s3BackupStore } from "./backup-store.server";
import {
  countsLine,
  failureLine,
  findBackup,
  recordRun,
  restoreBackup,
  takeOffsiteBackup,
} from "./offsite-backup.server";

const usage = `Usage:
  npm run backup -- now                        take an off-site backup at once
  npm run backup -- list                       the backups in BACKUP_URL, newest first
  npm run backup -- restore latest --to FILE   download, decrypt and check a backup into a new file
  npm run backup -- restore ID --to FILE       (ID as list prints it)`;

export const postgresLine =
  "DATABASE_URL is PostgreSQL: back it up with its own tools, pg_dump or point-in-time recovery (docs/how-to/backups-and-mail.md).";

export type BackupCliIo = {
  out: (line: string) => void;
  err: (line: string) => void;
  env: Record<string, string | undefined>;
  /** The store to use instead of BACKUP_URL's (tests). */
  store?: BackupStore;
  now?: () => Date;
};

const defaultIo: BackupCliIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  env: process.env,
};

const size = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const istTime = (iso: string) =>
  `${new Date(iso).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" })} IST`;

/**
 * `npm run backup -- now | list | restore latest|ID --to FILE`: the off-site backups by hand.
 * Exit code 0 done, 2 a wrong command line, 1 a failure (told in one line, never with a stack).
 */
export async function runBackupCli(argv: string[], io: BackupCliIo = defaultIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== "now" && command !== "list" && command !== "restore") {
    io.err(usage);
    return 2;
  }
  const databaseUrl = io.env.DATABASE_URL || "./data/app.db";
  if (isPostgresUrl(databaseUrl)) {
    io.out(postgresLine);
    return 0;
  }
  let config: BackupConfig;
  try {
    config = parseBackupConfig(io.env);
  } catch (error) {
    io.err(error instanceof EnvError ? error.message : failureLine(error));
    return 1;
  }
  if (!config.configured) {
    io.err("BACKUP_URL is not set: off-site backups are off (see docs/how-to/backups-and-mail.md).");
    return 1;
  }
  const store = io.store ?? s3BackupStore(config);
  const where = `s3://${config.bucket}/${config.prefix}`;
  try {
    if (command === "list") {
      const all = await store.list();
      if (all.length === 0) io.out(`No off-site backup in ${where} yet.`);
      for (const backup of all) io.out(`${backup.id}  ${istTime(backup.takenAt)}  ${size(backup.bytes)}`);
      return 0;
    }
    if (command === "restore") {
      const to = rest[rest.indexOf("--to") + 1];
      const which = rest[0];
      if (!which || which === "--to" || !rest.includes("--to") || !to) {
        io.err(usage);
        return 2;
      }
      const backup = await findBackup(store, which);
      const counts = await restoreBackup({ store, key: config.key }, backup, resolve(to));
      io.out(
        `Restored backup ${backup.id} into ${resolve(to)}: integrity check passed; ${countsLine(counts)}.`,
      );
      return 0;
    }
    return await backupNow(databaseUrl, config, store, where, io);
  } catch (error) {
    io.err(
      error instanceof BackupReadError
        ? error.message
        : `Off-site backup to ${where} failed: ${failureLine(error)}`,
    );
    return 1;
  }
}

async function backupNow(
  databaseUrl: string,
  config: Extract<BackupConfig, { configured: true }>,
  store: BackupStore,
  where: string,
  io: BackupCliIo,
): Promise<number> {
  const now = io.now ?? (() => new Date());
  let handle: DbHandle | undefined;
  const startedAt = now();
  try {
    handle = await openDatabase(databaseUrl);
    const dataDir = io.env.DATA_DIR || dirname(sqlitePath(databaseUrl));
    try {
      const { backup, removed } = await takeOffsiteBackup({
        store,
        key: config.key,
        workDir: join(dataDir, "backups", "offsite-work"),
        databaseUrl,
        keep: config.keep,
        now: startedAt,
      });
      await recordRun(handle.db, {
        kind: "backup",
        startedAt,
        finishedAt: now(),
        ok: true,
        backupId: backup.id,
        bytes: backup.bytes,
      });
      io.out(
        `Stored backup ${backup.id} (${size(backup.bytes)}, encrypted) in ${where}${removed > 0 ? `; removed ${removed} older ${removed === 1 ? "backup" : "backups"} that BACKUP_KEEP no longer keeps` : ""}.`,
      );
      return 0;
    } catch (error) {
      await recordRun(handle.db, {
        kind: "backup",
        startedAt,
        finishedAt: now(),
        ok: false,
        detail: failureLine(error),
      });
      throw error;
    }
  } finally {
    await handle?.close();
  }
}
