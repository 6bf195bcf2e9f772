import { type Kysely, SqliteAdapter } from "kysely";

/** Whether a Kysely instance (or a transaction of one) talks to SQLite rather than PostgreSQL. */
export const isSqlite = <D>(db: Kysely<D>) => db.getExecutor().adapter instanceof SqliteAdapter;
