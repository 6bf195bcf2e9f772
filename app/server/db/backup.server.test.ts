import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, expect, it } from "vitest";
import { backupSqlite } from "./backup.server";
import { openDatabase } from "./connect.server";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "backup-test-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("copies every lead while the database stays open for writing, and the copy passes the integrity check", async () => {
  const url = join(dir, "app.db");
  const handle = await openDatabase(url);
  const lead = (i: number) => ({
    id: `lead-${i}`,
    name: `Lead ${i}`,
    phone: `+9198450${String(i).padStart(5, "0")}`,
    service: "Wardrobe Installation",
    created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    updated_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
  });
  await handle.db
    .insertInto("leads")
    .values(Array.from({ length: 500 }, (_, i) => lead(i)))
    .execute();

  const target = await backupSqlite(url, join(dir, "copy", "backup.db"));
  await handle.db.insertInto("leads").values(lead(9999)).execute(); // the live database keeps working
  await handle.close();

  const restored = new SQLite(target, { readonly: true });
  expect(restored.pragma("integrity_check", { simple: true })).toBe("ok");
  const ids = restored.prepare("select id from leads order by id").pluck().all();
  restored.close();
  expect(ids).toHaveLength(500);
  expect(ids).toContain("lead-0");
  expect(ids).toContain("lead-499");
});

it("refuses a PostgreSQL URL with a clear message", async () => {
  await expect(backupSqlite("postgres://localhost/app")).rejects.toThrow(/pg_dump/);
});
