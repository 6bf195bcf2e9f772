import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertAccounts } from "../../../tests/support/desk-users";
import { TestS3 } from "../../../tests/support/s3-server";
import { backupSqlite } from "../db/backup.server";
import { openDatabase, type DbHandle } from "../db/connect.server";
import { parseEnv } from "../env.server";
import { resolveSite } from "../site.server";
import { runBackupCli } from "./backup-cli.server";
import { parseBackupConfig } from "./backup-config.server";
import { wrongKeyMessage } from "./backup-crypto.server";
import { offsiteBackupLook } from "./backup-schedule.server";
import { deskBackupState, offsiteBackupStatus } from "./backup-status.server";
import { s3BackupStore } from "./backup-store.server";
import { readyWorkDir } from "./offsite-backup.server";
import { freePort } from "../../../tests/support/free-port";

// Off-site backups against a real S3-compatible server on a local port: a backup stored, the data
// folder destroyed, everything restored; a wrong key; a store that stops answering.

const s3 = new TestS3();
const key = "a long passphrase only the owner knows";
let dir: string;
let dataDir: string;
let databaseUrl: string;

beforeAll(() => s3.start());
afterAll(() => s3.remove());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "offsite-test-"));
  dataDir = join(dir, "data");
  mkdirSync(dataDir);
  databaseUrl = join(dataDir, "app.db");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const staff = [
  { id: "user-owner", email: "owner@btmcarpentryworks.in", role: "admin" },
  { id: "user-ravi", email: "ravi@btmcarpentryworks.in", role: "staff" },
  { id: "user-meena", email: "meena@btmcarpentryworks.in", role: "staff" },
];

async function fillDatabase(handle: DbHandle, leads = 300) {
  await insertAccounts(handle.db, staff);
  const at = (i: number) => new Date(Date.UTC(2026, 9, 1, 0, i)).toISOString();
  for (let start = 0; start < leads; start += 100) {
    const batch = Array.from({ length: Math.min(100, leads - start) }, (_, j) => start + j);
    await handle.db
      .insertInto("leads")
      .values(
        batch.map((i) => ({
          id: `lead-${i}`,
          name: `Customer ${i}`,
          phone: `+9198450${String(i).padStart(5, "0")}`,
          service: "Wardrobe Installation",
          message: `Please call about the wardrobe in flat ${i}`,
          created_at: at(i),
          updated_at: at(i),
        })),
      )
      .execute();
    await handle.db
      .insertInto("lead_activities")
      .values(
        batch.flatMap((i) => [
          {
            id: `note-${i}`,
            lead_id: `lead-${i}`,
            kind: "note" as const,
            text: `Measured on site ${i}`,
            actor_id: "user-ravi",
            actor_email: staff[1]!.email,
            created_at: at(i),
          },
          {
            id: `call-${i}`,
            lead_id: `lead-${i}`,
            kind: "call" as const,
            text: "Called back",
            actor_id: "user-meena",
            actor_email: staff[2]!.email,
            created_at: at(i),
          },
        ]),
      )
      .execute();
  }
}

function cli(env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const run = (...argv: string[]) =>
    runBackupCli(argv, {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...env },
    });
  return { run, out, err };
}

/** Every stored object's bytes, as they sit in the store. */
function storedObjects(): Buffer[] {
  const files: Buffer[] = [];
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith("._S3rver_object")) files.push(readFileSync(full));
    }
  };
  walk(s3.dir);
  return files;
}

const rows = (file: string, query: string) => {
  const db = new SQLite(file, { readonly: true });
  try {
    return db
      .prepare(query)
      .raw()
      .all()
      .map((row) => (row as unknown[]).join("|"));
  } finally {
    db.close();
  }
};

describe("off-site backups", () => {
  it("backs up, survives the data folder being destroyed, and restores every lead, timeline entry and staff account", async () => {
    const handle = await openDatabase(databaseUrl);
    await fillDatabase(handle);
    await handle.close();
    const leadsBefore = rows(databaseUrl, "select id, name, phone, message from leads order by id");
    const timelineBefore = rows(
      databaseUrl,
      "select id, lead_id, kind, text from lead_activities order by id",
    );
    const staffBefore = rows(databaseUrl, `select id, email, role from "user" order by id`);

    const { run, out, err } = cli({ ...s3.env("round-trip"), BACKUP_KEY: key });
    const code = await run("now");
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out.at(-1)).toMatch(
      /^Stored backup \d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z \(.+, encrypted\) in s3:\/\/site-backups\/round-trip\/\.$/,
    );

    // Nothing readable left the machine: no phone number, name or message in the stored bytes.
    const objects = storedObjects();
    expect(objects.length).toBeGreaterThan(0);
    for (const bytes of objects) {
      expect(bytes.includes(Buffer.from("+919845000042"))).toBe(false);
      expect(bytes.includes(Buffer.from("Customer 42"))).toBe(false);
      expect(bytes.includes(Buffer.from("SQLite format 3"))).toBe(false);
    }

    expect(await run("list")).toBe(0);
    expect(out.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z {2}.+ IST {2}\d+ KB$/);

    rmSync(dataDir, { recursive: true, force: true });
    expect(existsSync(databaseUrl)).toBe(false);

    mkdirSync(dataDir);
    expect(await run("restore", "latest", "--to", databaseUrl)).toBe(0);
    expect(out.at(-1)).toBe(
      `Restored backup ${/backup (\S+)/.exec(out[0]!)![1]} into ${databaseUrl}: integrity check passed; 300 leads, 600 timeline entries, 3 staff accounts.`,
    );
    expect(rows(databaseUrl, "select id, name, phone, message from leads order by id")).toEqual(leadsBefore);
    expect(rows(databaseUrl, "select id, lead_id, kind, text from lead_activities order by id")).toEqual(
      timelineBefore,
    );
    expect(rows(databaseUrl, `select id, email, role from "user" order by id`)).toEqual(staffBefore);

    // The restored file is the site's database again: it opens, and the server's start finds it up to date.
    const reopened = await openDatabase(databaseUrl);
    expect((await reopened.db.selectFrom("leads").select("id").execute()).length).toBe(300);
    await reopened.close();
  });

  it("refuses a wrong BACKUP_KEY with one clear line and writes nothing", async () => {
    const handle = await openDatabase(databaseUrl);
    await fillDatabase(handle, 5);
    await handle.close();
    expect(await cli({ ...s3.env("wrong-key"), BACKUP_KEY: key }).run("now")).toBe(0);

    const wrong = cli({ ...s3.env("wrong-key"), BACKUP_KEY: "not the passphrase it was made with" });
    const target = join(dir, "restored.db");
    expect(await wrong.run("restore", "latest", "--to", target)).toBe(1);
    expect(wrong.err).toEqual([wrongKeyMessage]);
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.part`)).toBe(false);
  });

  it("warns the desk and e-mails the admins exactly once when the store has failed for a day", async () => {
    const handle = await openDatabase(databaseUrl);
    try {
      await fillDatabase(handle, 3);
      const env = { ...s3.env("failing"), BACKUP_KEY: key, BACKUP_EVERY: "1h" };
      const config = parseBackupConfig(env);
      if (!config.configured) throw new Error("not configured");
      const site = resolveSite(parseEnv({ SITE_PROFILE: "carpentry" }));
      let clock = new Date("2026-11-20T00:00:00.000Z");
      let queued = 0;
      const logged: string[] = [];
      const look = () =>
        offsiteBackupLook({
          db: handle.db,
          databaseUrl,
          dataDir,
          config,
          site,
          now: () => clock,
          queued: () => void (queued += 1),
          log: (_level, msg) => logged.push(msg),
          store: s3BackupStore(config),
        });
      const desk = () => deskBackupState(handle.db, { now: clock, postgres: false, config });
      const backupMail = () =>
        handle.db
          .selectFrom("mail_queue")
          .select(["recipient", "subject", "body"])
          .where("kind", "=", "backup")
          .execute();

      await look();
      expect(await desk()).toMatchObject({ state: "on", failingForSeconds: null, ageSeconds: 0 });

      await s3.stop();
      for (let hour = 1; hour <= 30; hour += 1) {
        clock = new Date(Date.parse("2026-11-20T00:00:00.000Z") + hour * 3_600_000);
        await look();
        if (hour === 1) {
          // A failed attempt is tried again a quarter of an hour later, not a whole BACKUP_EVERY.
          clock = new Date(clock.getTime() + 10 * 60_000);
          await look();
          expect(logged.filter((msg) => msg === "offsite_backup_failed")).toHaveLength(1);
        }
        if (hour === 23) expect(await backupMail()).toEqual([]);
      }
      expect(logged.filter((msg) => msg === "offsite_backup_failed")).toHaveLength(30);
      const state = await desk();
      expect(state).toMatchObject({ state: "on", failingForSeconds: 29 * 3600, ageSeconds: 30 * 3600 });
      expect(state.state === "on" && state.lastError).toBeTruthy();
      const mails = await backupMail();
      expect(mails.map((mail) => mail.recipient)).toEqual(["owner@btmcarpentryworks.in"]);
      expect(mails[0]!.subject).toContain("off-site backups have failed since");
      expect(queued).toBe(1);

      // The store answers again: the next backup is stored, the desk's warning goes, and no more mail.
      await s3.start();
      clock = new Date(Date.parse("2026-11-20T00:00:00.000Z") + 31 * 3_600_000);
      await look();
      expect(await desk()).toMatchObject({ state: "on", failingForSeconds: null, ageSeconds: 0 });
      expect(await offsiteBackupStatus(handle.db, { now: clock, config })).toEqual({
        configured: true,
        lastSuccessAt: clock.toISOString(),
        ageSeconds: 0,
      });
      expect(await backupMail()).toHaveLength(1);
    } finally {
      await handle.close();
      if (!s3.running) await s3.start();
    }
  });

  it("restores the newest backup once a week to check it", async () => {
    const handle = await openDatabase(databaseUrl);
    try {
      await fillDatabase(handle, 4);
      const config = parseBackupConfig({ ...s3.env("weekly-check"), BACKUP_KEY: key });
      if (!config.configured) throw new Error("not configured");
      let clock = new Date("2026-11-20T00:00:00.000Z");
      const look = () =>
        offsiteBackupLook({
          db: handle.db,
          databaseUrl,
          dataDir,
          config,
          site: resolveSite(parseEnv({ SITE_PROFILE: "carpentry" })),
          now: () => clock,
          queued: () => undefined,
          log: () => undefined,
          store: s3BackupStore(config),
        });
      const checks = () =>
        handle.db
          .selectFrom("offsite_backup_runs")
          .select(["ok", "detail"])
          .where("kind", "=", "check")
          .execute();
      await look();
      expect(await checks()).toEqual([{ ok: 1, detail: "4 leads, 8 timeline entries, 3 staff accounts" }]);
      clock = new Date(Date.parse(clock.toISOString()) + 6 * 86_400_000);
      await look();
      expect(await checks()).toHaveLength(1);
      clock = new Date(Date.parse(clock.toISOString()) + 86_400_000);
      await look();
      expect(await checks()).toHaveLength(2);
    } finally {
      await handle.close();
    }
  });
});

it("stores the copy taken before the start's migrations first, as it was then", async () => {
  const handle = await openDatabase(databaseUrl);
  try {
    await fillDatabase(handle, 2);
    const before = await backupSqlite(databaseUrl, join(dataDir, "backups", "before-0099_next.db"));
    await handle.db
      .insertInto("leads")
      .values({
        id: "lead-late",
        name: "Later",
        phone: "+919845099999",
        service: "Wardrobe Installation",
        created_at: "2026-11-02T00:00:00.000Z",
        updated_at: "2026-11-02T00:00:00.000Z",
      })
      .execute();
    const env = { ...s3.env("before-migrating"), BACKUP_KEY: key };
    const config = parseBackupConfig(env);
    if (!config.configured) throw new Error("not configured");
    await offsiteBackupLook({
      db: handle.db,
      databaseUrl,
      dataDir,
      config,
      site: resolveSite(parseEnv({ SITE_PROFILE: "carpentry" })),
      now: () => new Date("2026-11-20T00:00:00.000Z"),
      queued: () => undefined,
      log: () => undefined,
      store: s3BackupStore(config),
      snapshot: before,
    });
    const { run, out } = cli(env);
    expect(await run("restore", "latest", "--to", join(dir, "before.db"))).toBe(0);
    expect(out.at(-1)).toContain("2 leads, 4 timeline entries, 3 staff accounts.");
    expect(existsSync(before)).toBe(true); // the local copy stays
  } finally {
    await handle.close();
  }
});

describe("npm run backup", () => {
  it("says in one line that PostgreSQL keeps its own backups", async () => {
    const { run, out, err } = cli({ DATABASE_URL: "postgres://app@127.0.0.1/leads", BACKUP_KEY: key });
    expect(await run("now")).toBe(0);
    expect(out).toEqual([
      expect.stringMatching(/^DATABASE_URL is PostgreSQL: .*pg_dump or point-in-time recovery/),
    ]);
    expect(err).toEqual([]);
  });

  it("asks for BACKUP_KEY when BACKUP_URL is set, without showing anything secret", async () => {
    const { run, err } = cli(s3.env("no-key"));
    expect(await run("now")).toBe(1);
    expect(err).toEqual([expect.stringMatching(/^BACKUP_KEY must be set when BACKUP_URL is/)]);
    const short = cli({ ...s3.env("no-key"), BACKUP_KEY: "hunter2" });
    expect(await short.run("list")).toBe(1);
    expect(short.err).toEqual(["BACKUP_KEY must be at least 16 characters"]);
  });

  it("says in one line why the store could not be reached, and records the failure for the desk", async () => {
    const { run, err, out } = cli({
      ...s3.env("unreachable"),
      BACKUP_S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      BACKUP_KEY: key,
    });
    expect(await run("now")).toBe(1);
    expect(out).toEqual([]);
    expect(err).toEqual(["Off-site backup to s3://site-backups/unreachable/ failed: connection refused"]);
    const handle = await openDatabase(databaseUrl);
    const runs = await handle.db.selectFrom("offsite_backup_runs").select(["ok", "detail"]).execute();
    await handle.close();
    expect(runs).toEqual([{ ok: 0, detail: "connection refused" }]);
  });

  it("shows its usage for an unknown command", async () => {
    const { run, err } = cli({});
    expect(await run("later")).toBe(2);
    expect(err.join("\n")).toContain("npm run backup -- restore latest --to FILE");
  });
});

describe("the backups' work folder", () => {
  it("removes what a run stopped half-way left behind (a plain copy among it), and keeps a run's files in progress", async () => {
    const work = mkdtempSync(join(tmpdir(), "offsite-work-"));
    try {
      const now = Date.now();
      const left = join(work, "20260101T000000Z-left.db");
      const current = join(work, "20260101T060000Z-current.db");
      writeFileSync(left, "a plain copy of the database");
      writeFileSync(current, "a run going on now");
      const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000);
      utimesSync(left, hoursAgo(7), hoursAgo(7));
      utimesSync(current, hoursAgo(0.1), hoursAgo(0.1));
      await readyWorkDir(work, now);
      expect(readdirSync(work)).toEqual(["20260101T060000Z-current.db"]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
