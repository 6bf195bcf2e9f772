import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { DbHandle } from "../db/connect.server";
import { testDatabases, type TestDatabaseHandle } from "../../../tests/support/test-database";
import { readiness } from "./readiness.server";
import { parseBackupConfig } from "../backups/backup-config.server";
import { databaseCheck, leadWriterCheck, migrationsCheck, offsiteBackupCheck } from "./server-checks.server";

// The checks behind GET /readyz, on each database the server runs on: ready on a migrated database,
// and not ready, with a short reason, once the database cannot answer or its migrations do not match.

describe.each(testDatabases())("on $name", (testDatabase) => {
  let handle: TestDatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.drop();
    handle = undefined;
  });

  /**
   * The checks, as the server builds them. The URL names no file, so SQLite's check that the file
   * is still the one opened has nothing to compare (the server's own test moves the file away).
   */
  const checksOf = (opened: DbHandle, running: () => boolean | null = () => true) =>
    readiness([
      databaseCheck(opened, "./no-such-folder/app.db"),
      migrationsCheck(opened),
      leadWriterCheck(running),
    ]);

  it("is ready on a migrated database with the lead writer thread running", async () => {
    handle = await testDatabase.open();
    const { ready, checks } = await checksOf(handle)();
    expect(ready).toBe(true);
    expect(checks.database).toEqual({ ok: true });
    expect(checks.migrations).toMatchObject({ ok: true });
    expect(checks.leadWriter).toEqual({ ok: true });
  });

  it("is not ready once the database no longer answers", async () => {
    handle = await testDatabase.open();
    // The server's own connection to the database, gone.
    const servers = await handle.another();
    const ready = checksOf(servers);
    expect((await ready()).ready).toBe(true);
    await servers.close();
    const result = await ready();
    expect(result.ready).toBe(false);
    expect(result.checks.database).toEqual({ ok: false, problem: "unreachable" });
  });

  it("is not ready when a migration of this version is missing from the database", async () => {
    handle = await testDatabase.open();
    await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(
      handle.db,
    );
    const { ready, checks } = await checksOf(handle)();
    expect(ready).toBe(false);
    expect(checks.migrations).toEqual({ ok: false, problem: "1 not applied" });
  });

  it("is not ready when the database has a migration this version does not have (code rolled back alone)", async () => {
    handle = await testDatabase.open();
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_later_version', '2026-11-26T00:00:00.000Z')`.execute(
      handle.db,
    );
    const { ready, checks } = await checksOf(handle)();
    expect(ready).toBe(false);
    expect(checks.migrations).toEqual({ ok: false, problem: "1 applied that this version does not have" });
  });

  it("is not ready once the lead writer thread has stopped, and ready without one", async () => {
    handle = await testDatabase.open();
    expect((await checksOf(handle, () => false)()).checks.leadWriter).toEqual({
      ok: false,
      problem: "the lead writer thread has stopped",
    });
    expect((await checksOf(handle, () => null)()).ready).toBe(true);
  });

  it("gives the last off-site backup's age, and is not ready once it is late (SQLite) or says none is set up", async () => {
    handle = await testDatabase.open();
    const opened = handle;
    const hourly = parseBackupConfig({
      BACKUP_URL: "s3://backups/site",
      BACKUP_KEY: "a passphrase long enough",
      BACKUP_EVERY: "1h",
    });
    const ran = (hoursAgo: number, ok = true) =>
      opened.db
        .insertInto("offsite_backup_runs")
        .values({
          id: `run-${hoursAgo}-${ok}`,
          kind: "backup",
          started_at: new Date(Date.now() - hoursAgo * 3_600_000 - 60_000).toISOString(),
          finished_at: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
          ok: ok ? 1 : 0,
        })
        .execute();
    const check = offsiteBackupCheck(opened, () => hourly);
    expect(await offsiteBackupCheck(opened, () => ({ configured: false })).run()).toEqual({
      ok: true,
      configured: false,
    });
    if (opened.kind !== "sqlite") {
      // PostgreSQL is backed up by its own tools: nothing for this server to watch.
      expect(await check.run()).toEqual({ ok: true, configured: false });
      return;
    }
    // None taken yet (a new server): not late; nor while the first failures are recent.
    expect(await check.run()).toEqual({ ok: true, configured: true, ageSeconds: null });
    await ran(1, false);
    expect(await check.run()).toEqual({ ok: true, configured: true, ageSeconds: null });
    // Failing since the server began, three hours ago: a monitor must hear of it.
    await ran(3, false);
    expect(await check.run()).toMatchObject({ ok: false, problem: "no off-site backup has been stored" });
    await ran(3);
    expect(await check.run()).toMatchObject({ ok: false, problem: "the last off-site backup is late" });
    await ran(1);
    expect(await check.run()).toEqual({ ok: true, configured: true, ageSeconds: 3600 });
  });
});
