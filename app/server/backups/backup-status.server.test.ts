import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertAccounts } from "../../../tests/support/desk-users";
import { testDatabases } from "../../../tests/support/test-database";
import { parseEnv } from "../env.server";
import { resolveSite } from "../site.server";
import { alertIfFailingForADay } from "./backup-alert.server";
import { parseBackupConfig } from "./backup-config.server";
import { deskBackupState, offsiteBackupStatus } from "./backup-status.server";
import { recordRun } from "./offsite-backup.server";

// What the desk, the readiness check and the failure e-mail read from the record of backup runs.

const config = parseBackupConfig({
  BACKUP_URL: "s3://site-backups/desk",
  BACKUP_KEY: "a long passphrase here",
});
const site = resolveSite(parseEnv({ SITE_PROFILE: "carpentry" }));
const hour = (n: number) => new Date(Date.UTC(2026, 10, 20) + n * 3_600_000);

describe.each(testDatabases())("off-site backup status on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
    await insertAccounts(handle.db, [
      { id: "user-owner", email: "owner@example.in", role: "admin" },
      { id: "user-partner", email: "partner@example.in", role: "staff,admin" },
      { id: "user-ravi", email: "ravi@example.in", role: "staff" },
    ]);
  });
  afterEach(() => handle.drop());

  const run = (n: number, ok: boolean) =>
    recordRun(handle.db, {
      kind: "backup",
      startedAt: hour(n),
      finishedAt: hour(n),
      ok,
      ...(ok ? { backupId: `b${n}` } : { detail: "connect ECONNREFUSED" }),
    });

  it("reports when the last backup was stored, and none before the first", async () => {
    expect(await offsiteBackupStatus(handle.db, { now: hour(0), config })).toEqual({
      configured: true,
      lastSuccessAt: null,
      ageSeconds: null,
    });
    await run(1, true);
    await run(2, false);
    expect(await offsiteBackupStatus(handle.db, { now: hour(4), config })).toEqual({
      configured: true,
      lastSuccessAt: hour(1).toISOString(),
      ageSeconds: 3 * 3600,
    });
    expect(
      await offsiteBackupStatus(handle.db, { now: hour(4), config: { configured: false } }),
    ).toMatchObject({ configured: false });
  });

  it("e-mails each admin once a day into a spell of failures, and again only after a new spell", async () => {
    await run(0, true);
    for (let n = 1; n <= 24; n += 1) await run(n, false);
    expect(await alertIfFailingForADay(handle.db, { now: hour(24), site })).toBe(0); // 23 hours so far
    expect(await alertIfFailingForADay(handle.db, { now: hour(25), site })).toBe(2);
    expect(await alertIfFailingForADay(handle.db, { now: hour(26), site })).toBe(0);
    const mails = await handle.db
      .selectFrom("mail_queue")
      .select(["recipient", "kind"])
      .orderBy("recipient")
      .execute();
    expect(mails).toEqual([
      { recipient: "owner@example.in", kind: "backup" },
      { recipient: "partner@example.in", kind: "backup" },
    ]);
    expect(await deskBackupState(handle.db, { now: hour(26), postgres: false, config })).toMatchObject({
      state: "on",
      failingForSeconds: 25 * 3600,
      lastError: "connect ECONNREFUSED",
      late: true,
    });

    await run(30, true);
    expect(await deskBackupState(handle.db, { now: hour(30), postgres: false, config })).toMatchObject({
      failingForSeconds: null,
      late: false,
    });
    for (let n = 31; n <= 56; n += 1) await run(n, false);
    expect(await alertIfFailingForADay(handle.db, { now: hour(56), site })).toBe(2);
  });

  it("tells the desk when backups are off, or left to PostgreSQL", async () => {
    expect(
      await deskBackupState(handle.db, { now: hour(0), postgres: false, config: { configured: false } }),
    ).toEqual({ state: "off" });
    expect(await deskBackupState(handle.db, { now: hour(0), postgres: true, config })).toEqual({
      state: "postgres",
    });
  });
});
