import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import SQLite from "better-sqlite3";
import type { Db } from "../db/connect.server";
import { backupSqlite } from "../db/backup.server";
import { reasonOf } from "../start-up-error.server";
import type { Keep } from "./backup-config.server";
import { BackupReadError, decryptingStream, encryptingStream } from "./backup-crypto.server";
import { backupId, type BackupStore, type StoredBackup } from "./backup-store.server";
import { backupsToRemove } from "./retention.server";

export type OffsiteDeps = {
  store: BackupStore;
  /** BACKUP_KEY. */
  key: string;
  /** A folder for the snapshot and its sealed copy while they are made (removed after). */
  workDir: string;
};

/** Longer than any backup or check takes: a file this old in the work folder was left by a run that never ended. */
const abandonedAfterMs = 6 * 3_600_000;

/**
 * Makes the work folder and removes what a run that was stopped half-way left in it (a plain copy of the
 * database among them, which must not outlive the run). Files of a run still going on are younger.
 */
export async function readyWorkDir(workDir: string, now = Date.now()): Promise<void> {
  await mkdir(workDir, { recursive: true });
  for (const name of await readdir(workDir)) {
    const path = join(workDir, name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > abandonedAfterMs) await rm(path, { force: true, recursive: true });
  }
}

/** What a restored database holds, counted after its integrity check passed. */
export type RestoredCounts = { leads: number; timelineEntries: number; staffAccounts: number };

/**
 * Takes a consistent snapshot of the SQLite database (the online backup API: the server goes on
 * serving and writing), compresses it, encrypts it and uploads it; then removes the backups the
 * retention rule no longer keeps. Nothing readable leaves the machine.
 */
export async function takeOffsiteBackup(
  deps: OffsiteDeps & { databaseUrl: string; keep: Keep; now: Date; snapshot?: string },
): Promise<{ backup: StoredBackup; removed: number }> {
  await readyWorkDir(deps.workDir, deps.now.getTime());
  const id = backupId(deps.now);
  const plain = join(deps.workDir, `${id}-${randomUUID()}.db`);
  const sealed = `${plain}.gz.enc`;
  try {
    const snapshot = deps.snapshot ?? (await backupSqlite(deps.databaseUrl, plain));
    await pipeline(
      createReadStream(snapshot),
      createGzip({ level: 6 }),
      await encryptingStream(deps.key),
      createWriteStream(sealed, { mode: 0o600 }),
    );
    const backup = await deps.store.upload(id, sealed);
    const remove = backupsToRemove(await deps.store.list(), deps.keep);
    await deps.store.remove(remove.map((old) => old.key));
    return { backup, removed: remove.length };
  } finally {
    await rm(plain, { force: true });
    await rm(sealed, { force: true });
  }
}

/** The backup `which` names ("latest", or an id as `npm run backup -- list` prints it). */
export async function findBackup(store: BackupStore, which: string): Promise<StoredBackup> {
  const all = await store.list();
  const found = which === "latest" ? all[0] : all.find((backup) => backup.id === which);
  if (found) return found;
  throw new BackupReadError(
    all.length === 0
      ? "There is no off-site backup in BACKUP_URL yet"
      : `There is no backup ${which} in BACKUP_URL (npm run backup -- list shows them)`,
  );
}

/**
 * Downloads a backup, decrypts it, decompresses it into `to` (a new file), checks the database's
 * integrity and counts what it holds. A wrong key, a damaged download or a failed check leaves no file.
 */
export async function restoreBackup(
  deps: Pick<OffsiteDeps, "store" | "key">,
  backup: StoredBackup,
  to: string,
): Promise<RestoredCounts> {
  if (existsSync(to))
    throw new BackupReadError(
      `${to} already exists: restore into a new file, then move it into place with the server stopped`,
    );
  const part = `${to}.part`;
  try {
    await pipeline(
      await deps.store.download(backup.key),
      decryptingStream(deps.key),
      createGunzip(),
      createWriteStream(part, { mode: 0o600 }),
    );
    const counts = checkDatabase(part);
    await rename(part, to);
    return counts;
  } catch (error) {
    await rm(part, { force: true });
    if (error instanceof BackupReadError) throw error;
    throw new BackupReadError(`Could not restore backup ${backup.id}: ${reasonOf(error)}`);
  }
}

function checkDatabase(file: string): RestoredCounts {
  let database: SQLite.Database | undefined;
  try {
    database = new SQLite(file, { readonly: true, fileMustExist: true });
    const result = database.pragma("integrity_check", { simple: true });
    if (result !== "ok")
      throw new BackupReadError(`The restored database fails its integrity check: ${String(result)}`);
    const count = (query: string) => Number(database!.prepare(query).pluck().get());
    return {
      leads: count("select count(*) from leads"),
      timelineEntries: count("select count(*) from lead_activities"),
      staffAccounts: count(`select count(*) from "user" where role like '%staff%' or role like '%admin%'`),
    };
  } finally {
    database?.close();
  }
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "120 leads, 340 timeline entries, 1 staff account". */
export const countsLine = (counts: RestoredCounts) =>
  [
    counted(counts.leads, "lead", "leads"),
    counted(counts.timelineEntries, "timeline entry", "timeline entries"),
    counted(counts.staffAccounts, "staff account", "staff accounts"),
  ].join(", ");

/** The newest backup, restored into a scratch file, checked and counted, and the file removed. */
export async function checkNewestBackup(
  deps: OffsiteDeps,
): Promise<{ backup: StoredBackup; counts: RestoredCounts }> {
  await readyWorkDir(deps.workDir);
  const backup = await findBackup(deps.store, "latest");
  const scratch = join(deps.workDir, `check-${randomUUID()}.db`);
  try {
    return { backup, counts: await restoreBackup(deps, backup, scratch) };
  } finally {
    await rm(scratch, { force: true });
  }
}

/** Records an attempt to take or to check a backup, for the desk, the failure e-mail and /readyz. */
export async function recordRun(
  db: Db,
  run: {
    kind: "backup" | "check";
    startedAt: Date;
    finishedAt: Date;
    ok: boolean;
    backupId?: string;
    bytes?: number;
    detail?: string;
  },
) {
  await db
    .insertInto("offsite_backup_runs")
    .values({
      id: randomUUID(),
      kind: run.kind,
      started_at: run.startedAt.toISOString(),
      finished_at: run.finishedAt.toISOString(),
      ok: run.ok ? 1 : 0,
      backup_id: run.backupId ?? null,
      bytes: run.bytes ?? null,
      detail: run.detail?.slice(0, 500) ?? null,
    })
    .execute();
}

/** A failure as the desk, the log and the e-mail show it: one line, no secrets. */
export function failureLine(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  const reason = reasonOf(error);
  return typeof name === "string" &&
    name !== "Error" &&
    !(error instanceof BackupReadError) &&
    !reason.includes(name)
    ? `${name}: ${reason}`
    : reason;
}
