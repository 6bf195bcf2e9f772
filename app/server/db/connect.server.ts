import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrateToLatest } from "./migrations.server";
import type { Database } from "./schema.server";

export type Db = Kysely<Database>;
export type DbHandle = { db: Db; kind: "sqlite" | "postgres"; close: () => Promise<void> };

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

/** Where `./data/app.db`-style URLs point: a path, or `file:`/`sqlite:` followed by one. */
export function sqlitePath(url: string): string {
  const path = url.replace(/^(file|sqlite):(\/\/)?/, "");
  return path === ":memory:" ? path : resolve(path);
}

/**
 * Opens the database named by `url` and migrates it. SQLite (the default) runs in WAL mode with
 * synchronous=FULL, so a lead acknowledged to a visitor survives a crash or power cut.
 */
export async function openDatabase(url: string, options: { schema?: string } = {}): Promise<DbHandle> {
  const handle = isPostgresUrl(url) ? openPostgres(url, options.schema) : openSqlite(url);
  await migrateToLatest(handle.db as Kysely<unknown>);
  return handle;
}

function openSqlite(url: string): DbHandle {
  const path = sqlitePath(url);
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { db, kind: "sqlite", close: () => db.destroy() };
}

function openPostgres(url: string, schema?: string): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: "postgres", close: () => db.destroy() };
}
