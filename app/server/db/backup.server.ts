import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { isPostgresUrl, sqlitePath } from "./connect.server";

/**
 * A consistent copy of the SQLite database, taken with SQLite's online backup API while the server
 * keeps running (writers are not blocked; the copy is one point in time). Returns the file written.
 */
export async function backupSqlite(
  databaseUrl: string,
  destination?: string,
  now = new Date(),
): Promise<string> {
  if (isPostgresUrl(databaseUrl)) {
    throw new Error("DATABASE_URL is PostgreSQL: back it up with pg_dump (or your provider's snapshots).");
  }
  const source = sqlitePath(databaseUrl);
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const target = resolve(destination ?? join(dirname(source), "backups", `app-${stamp}.db`));
  mkdirSync(dirname(target), { recursive: true });
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
  return target;
}
