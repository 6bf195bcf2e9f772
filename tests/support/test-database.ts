import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type DbHandle, openDatabase } from "../../app/server/db/connect.server";

/** An open test database: its handle, `drop()` and `another()`. */
export type TestDatabaseHandle = Awaited<ReturnType<TestDatabase["open"]>>;

export type TestDatabase = {
  name: "sqlite" | "postgres";
  /** `another()` opens a second handle on the same database, as a second server would. */
  open: () => Promise<DbHandle & { drop: () => Promise<void>; another: () => Promise<DbHandle> }>;
};

/**
 * The databases the service tests run on: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set.
 * Each `open()` makes a fresh database (a temp SQLite file, or a new PostgreSQL schema) that `drop()` removes.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: "sqlite",
      open: async () => {
        const dir = mkdtempSync(join(tmpdir(), "leads-test-"));
        const handle = await openDatabase(join(dir, "test.db"));
        return {
          ...handle,
          another: () => openDatabase(join(dir, "test.db")),
          drop: async () => {
            await handle.close();
            rmSync(dir, { recursive: true, force: true });
          },
        };
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    list.push({
      name: "postgres",
      open: async () => {
        const schema = `test_${randomBytes(6).toString("hex")}`;
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        // The trigram extension lives in the shared schema, so every test schema's index can use it
        // and dropping one test schema never takes it away from the others.
        await admin.query("create extension if not exists pg_trgm").catch(() => undefined);
        await admin.query(`create schema ${schema}`);
        const handle = await openDatabase(url, { schema });
        return {
          ...handle,
          another: () => openDatabase(url, { schema }),
          drop: async () => {
            await handle.close();
            await admin.query(`drop schema ${schema} cascade`);
            await admin.end();
          },
        };
      },
    });
  }
  return list;
}
