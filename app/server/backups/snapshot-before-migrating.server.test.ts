import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, expect, it } from "vitest";
import { type Migration, sql } from "kysely";
import { openDatabase } from "../db/connect.server";
import { knownMigrations } from "../db/migrations.server";

// Before the start runs a migration on a database that has data, it copies the database beside it.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "premigration-test-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("copies a database before migrating it, as it was before the migration", async () => {
  const url = join(dir, "app.db");
  const first = await openDatabase(url);
  expect(first.snapshotBeforeMigrating).toBeUndefined(); // a new database has nothing to keep
  await first.db
    .insertInto("leads")
    .values({
      id: "lead-1",
      name: "Asha",
      phone: "+919845012345",
      service: "Wardrobe Installation",
      created_at: "2026-11-01T00:00:00.000Z",
      updated_at: "2026-11-01T00:00:00.000Z",
    })
    .execute();
  // The database as an older release left it: the newest migration not yet run (undone here).
  const newest = knownMigrations.at(-1)!;
  const migration = (await import(`../../../db/migrations/${newest}.ts`)) as Migration;
  await migration.down!(first.db);
  await sql`delete from kysely_migration where name = ${newest}`.execute(first.db);
  await first.close();

  const upgraded = await openDatabase(url);
  await upgraded.close();
  const copy = upgraded.snapshotBeforeMigrating!;
  expect(copy).toMatch(new RegExp(`backups/before-${newest}-.+\\.db$`));
  const snapshot = new SQLite(copy, { readonly: true });
  expect(snapshot.prepare("select name from leads").pluck().all()).toEqual(["Asha"]);
  expect(
    snapshot.prepare("select name from kysely_migration where name = ?").pluck().get(newest),
  ).toBeUndefined();
  snapshot.close();

  // Opening it again, with nothing to migrate, copies nothing more.
  const again = await openDatabase(url);
  await again.close();
  expect(again.snapshotBeforeMigrating).toBeUndefined();
  expect(readdirSync(join(dir, "backups")).filter((name) => name.endsWith(".db"))).toHaveLength(1);
  expect(existsSync(url)).toBe(true);
});
