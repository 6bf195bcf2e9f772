import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, expect, it } from "vitest";
import { openDatabase } from "../db/connect.server";

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
  await first.close();

  // The database as an older release left it: the newest migration not yet run.
  const older = new SQLite(url);
  older.exec(`drop table site_versions;
    delete from kysely_migration where name = '0017_site_versions'`);
  older.close();

  const upgraded = await openDatabase(url);
  await upgraded.close();
  const copy = upgraded.snapshotBeforeMigrating!;
  expect(copy).toMatch(/backups\/before-0017_site_versions-.+\.db$/);
  const snapshot = new SQLite(copy, { readonly: true });
  expect(snapshot.prepare("select name from leads").pluck().all()).toEqual(["Asha"]);
  expect(
    snapshot.prepare("select count(*) from sqlite_master where name = 'site_versions'").pluck().get(),
  ).toBe(0);
  snapshot.close();

  // Opening it again, with nothing to migrate, copies nothing more.
  const again = await openDatabase(url);
  await again.close();
  expect(again.snapshotBeforeMigrating).toBeUndefined();
  expect(readdirSync(join(dir, "backups")).filter((name) => name.endsWith(".db"))).toHaveLength(1);
  expect(existsSync(url)).toBe(true);
});
