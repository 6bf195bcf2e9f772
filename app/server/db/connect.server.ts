import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";
import pg from "pg";
import { log } from "../log.server";
import { maskPassword } from "../mask-password.server";
import { reasonOf, StartupError } from "../start-up-error.server";
import { backupSqlite } from "./backup.server";
import { migrateToLatest, pendingMigrations } from "./migrations.server";
import type { Database } from "./schema.server";

export type Db = Kysely<Database>;
export type DbHandle = {
  db: Db;
  kind: "sqlite" | "postgres";
  close: () => Promise<void>;
  /** The copy of an SQLite database taken before this opening migrated it, if it did. */
  snapshotBeforeMigrating?: string;
};

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

/** Where `./data/app.db`-style URLs point: a path, or `file:`/`sqlite:` followed by one. */
export function sqlitePath(url: string): string {
  const path = url.replace(/^(file|sqlite):(\/\/)?/, "");
  return path === ":memory:" ? path : resolve(path);
}

/**
 * Opens the database named by `url` and migrates it. SQLite (the default) runs in WAL mode with
 * synchronous=FULL, so a lead acknowledged to a visitor survives a crash or power cut, and with
 * secure_delete, so deleted text does not linger in the file's free space. A database
 * that cannot be opened, reached or migrated is a StartupError naming the file or host.
 */
export async function openDatabase(url: string, options: { schema?: string } = {}): Promise<DbHandle> {
  const handle = isPostgresUrl(url) ? await openPostgres(url, options.schema) : openSqlite(url);
  if (handle.kind === "sqlite") await snapshotBeforeMigrating(handle, url);
  try {
    await migrateToLatest(handle.db as Kysely<unknown>, options.schema);
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw new StartupError(
      `cannot bring ${databaseName(url)} up to date: ${withoutPassword(reasonOf(error), url)}`,
    );
  }
  return handle;
}

/**
 * An SQLite database with migrations to run is copied first (SQLite's online backup) into
 * backups/ beside it, named for the first migration, so an upgrade that goes wrong can be undone;
 * off-site backups store that copy too. A copy that cannot be taken stops the start.
 */
async function snapshotBeforeMigrating(handle: DbHandle, url: string) {
  const path = sqlitePath(url);
  if (path === ":memory:") return;
  const pending = await pendingMigrations(handle.db as Kysely<unknown>).catch(() => []);
  if (pending.length === 0) return;
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const target = join(dirname(path), "backups", `before-${pending[0]}-${stamp}.db`);
  try {
    handle.snapshotBeforeMigrating = await backupSqlite(url, target);
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw new StartupError(
      `cannot copy ${databaseName(url)} to ${target} before bringing it up to date: ${reasonOf(error)}`,
    );
  }
}

/** The database as a message names it: the SQLite file, or the PostgreSQL URL with its password masked. */
const databaseName = (url: string) =>
  isPostgresUrl(url)
    ? `the PostgreSQL database (DATABASE_URL ${maskPassword(url)})`
    : `the database file ${sqlitePath(url)} (DATABASE_URL)`;

function openSqlite(url: string): DbHandle {
  const path = sqlitePath(url);
  if (path !== ":memory:") {
    try {
      mkdirSync(dirname(path), { recursive: true });
    } catch (error) {
      throw new StartupError(
        `cannot make the folder ${dirname(path)} for the database file ${path} (DATABASE_URL): ${reasonOf(error)}`,
      );
    }
  }
  let database: SQLite.Database | undefined;
  try {
    database = new SQLite(path);
    database.pragma("journal_mode = WAL");
    database.pragma("synchronous = FULL");
    database.pragma("busy_timeout = 5000");
    database.pragma("foreign_keys = ON");
    // What is deleted is overwritten with zeros, not left in free space for a copy to carry:
    // erasure means the bytes too (docs/decisions/0044-erasure-reaches-copies.md).
    database.pragma("secure_delete = ON");
  } catch (error) {
    database?.close();
    if ((error as { code?: unknown }).code === "SQLITE_NOTADB")
      throw new StartupError(`the database file ${path} (DATABASE_URL) is not an SQLite database`);
    throw new StartupError(`cannot open the database file ${path} (DATABASE_URL): ${reasonOf(error)}`);
  }
  const db = new Kysely<Database>({ dialect: writeFirstSqlite({ database: withStatementCache(database) }) });
  return { db, kind: "sqlite", close: () => db.destroy() };
}

/**
 * SQLite with every transaction taking the write lock at its start (BEGIN IMMEDIATE), waiting its
 * turn for up to the busy timeout. Kysely begins a deferred one, which reads first: when another
 * connection (the lead writer's thread, another server) writes before it does, its own write fails
 * at once with "database is locked", the wait never tried, as the snapshot it read is stale.
 */
function writeFirstSqlite(config: SqliteDialectConfig): SqliteDialect {
  class WriteFirstDriver extends SqliteDriver {
    override async beginTransaction(connection: DatabaseConnection): Promise<void> {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    }
  }
  return new (class extends SqliteDialect {
    override createDriver() {
      return new WriteFirstDriver(config);
    }
  })(config);
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

/** Connects once before anything else, so a server that cannot be reached is named as such. */
async function openPostgres(url: string, schema?: string): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection that PostgreSQL drops (a restart, a broken network) is an error event on its
  // client, idle or in use, and on the pool for an idle one; unheard, either would end the process.
  // Logged once instead: the pool connects afresh for the next query, and until PostgreSQL is back
  // each request that needs it fails on its own.
  pool.on("connect", (client) =>
    client.on("error", (error) =>
      log("error", "database_connection_lost", { error: withoutPassword(error.message, url) }),
    ),
  );
  pool.on("error", () => undefined);
  try {
    (await pool.connect()).release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new StartupError(
      `cannot connect to PostgreSQL at ${hostOf(url)} (DATABASE_URL ${maskPassword(url)}): ${withoutPassword(reasonOf(error), url)}`,
    );
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: "postgres", close: () => db.destroy() };
}

/** host:port of a PostgreSQL URL, as the driver reads it (a `host` parameter wins; 5432 by default). */
function hostOf(url: string): string {
  if (!URL.canParse(url)) return "the host in DATABASE_URL";
  const { hostname, port, searchParams } = new URL(url);
  return `${searchParams.get("host") ?? (hostname || "localhost")}:${searchParams.get("port") ?? (port || "5432")}`;
}

/** A driver's message with the URL's password taken out, should it ever repeat it. */
function withoutPassword(text: string, url: string): string {
  const password = URL.canParse(url) ? new URL(url).password : "";
  if (!password) return text;
  let decoded = password;
  try {
    decoded = decodeURIComponent(password);
  } catch {
    // not percent-encoded after all
  }
  return [password, decoded].reduce((result, secret) => result.replaceAll(secret, "***"), text);
}
