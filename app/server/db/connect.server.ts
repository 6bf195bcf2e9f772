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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  return { db, kind: "sqlite", close: () => db.destroy() };
}

/**
 * Kysely prepares every query anew; the same few statements run for every lead, so keep the
 * prepared ones (bounded). A statement is only ever used by one query at a time: Kysely runs one
 * query at a time on its single SQLite connection.
 */
function withStatementCache(database: SQLite.Database, size = 200): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = database.prepare.bind(database);
  return new Proxy(database, {
    get(target, property, receiver) {
      if (property !== "prepare") return Reflect.get(target, property, receiver) as unknown;
      return (source: string) => {
        let statement = cache.get(source);
        if (!statement) {
          if (cache.size >= size) cache.delete(cache.keys().next().value!);
          statement = prepare(source);
          cache.set(source, statement);
        }
        return statement;
      };
    },
  });
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
