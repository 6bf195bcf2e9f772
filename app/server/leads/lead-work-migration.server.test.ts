import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import {
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  sql,
  SqliteDialect,
} from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "../db/migrations.server";
import type { Database } from "../db/schema.server";

// Migration 0005 on a database that already holds leads and their status history: the history
// moves into the timeline as "status" entries, and the leads gain their working columns empty.

const modules = import.meta.glob<Migration>("../../../db/migrations/[0-9]*.ts", { eager: true });
const provider: MigrationProvider = {
  getMigrations: () =>
    Promise.resolve(
      Object.fromEntries(Object.entries(modules).map(([path, m]) => [path.replace(/^.*\/|\.ts$/g, ""), m])),
    ),
};

type Raw = { db: Kysely<Database>; schema?: string; drop: () => Promise<void> };

/** An empty database, not migrated: a temp SQLite file, or a new PostgreSQL schema. */
const databases: { name: string; open: () => Promise<Raw> }[] = [
  {
    name: "sqlite",
    open: () => {
      const dir = mkdtempSync(join(tmpdir(), "migration-test-"));
      const database = new SQLite(join(dir, "test.db"));
      database.pragma("foreign_keys = ON");
      const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
      return Promise.resolve({
        db,
        drop: async () => {
          await db.destroy();
          rmSync(dir, { recursive: true, force: true });
        },
      });
    },
  },
];
const url = process.env.TEST_DATABASE_URL;
if (url) {
  databases.push({
    name: "postgres",
    open: async () => {
      const schema = `test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const pool = new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` });
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      return {
        db,
        schema,
        drop: async () => {
          await db.destroy();
          await admin.query(`drop schema ${schema} cascade`);
          await admin.end();
        },
      };
    },
  });
}

const leadId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
const eventId = (i: number) => `00000000-0000-4000-9000-${String(i).padStart(12, "0")}`;

describe.each(databases)("migration 0005 on $name", (database) => {
  let raw: Raw | undefined;
  afterEach(async () => {
    await raw?.drop();
    raw = undefined;
  });

  const migrateTo = async (db: Kysely<Database>, name: string, schema?: string) => {
    const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
    const { error } = await migrator.migrateTo(name);
    if (error)
      throw error instanceof Error ? error : new Error(`migrating to ${name} failed`, { cause: error });
  };

  it("moves the status history into the timeline and drops its table", async () => {
    raw = await database.open();
    const { db, schema } = raw;
    await migrateTo(db, "0004_lead_search", schema);
    for (const [i, status] of (["contacted", "converted", "new"] as const).entries()) {
      await sql`insert into leads (id, name, phone, service, status, created_at, updated_at)
        values (${leadId(i + 1)}, ${`Customer ${i + 1}`}, ${`+91984500000${i + 1}`}, 'Wardrobe Installation',
          ${status}, '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z')`.execute(db);
    }
    const events = [
      [eventId(1), leadId(1), "user-1", "owner@example.in", "new", "contacted", "2026-01-01T10:00:00.000Z"],
      [eventId(2), leadId(2), "user-1", "owner@example.in", "new", "qualified", "2026-01-01T11:00:00.000Z"],
      [eventId(3), leadId(2), null, null, "qualified", "converted", "2026-01-02T09:00:00.000Z"],
    ];
    for (const event of events) {
      await sql`insert into lead_events (id, lead_id, actor_id, actor_email, from_status, to_status, created_at)
        values (${sql.join(event)})`.execute(db);
    }

    await migrateTo(db, "0005_lead_work", schema);

    const entries = await db.selectFrom("lead_activities").selectAll().orderBy("created_at").execute();
    expect(entries).toEqual([
      {
        id: eventId(1),
        lead_id: leadId(1),
        kind: "status",
        text: "new → contacted",
        actor_id: "user-1",
        actor_email: "owner@example.in",
        created_at: "2026-01-01T10:00:00.000Z",
        deleted_at: null,
        deleted_by: null,
      },
      {
        id: eventId(2),
        lead_id: leadId(2),
        kind: "status",
        text: "new → qualified",
        actor_id: "user-1",
        actor_email: "owner@example.in",
        created_at: "2026-01-01T11:00:00.000Z",
        deleted_at: null,
        deleted_by: null,
      },
      {
        id: eventId(3),
        lead_id: leadId(2),
        kind: "status",
        text: "qualified → converted",
        actor_id: null,
        actor_email: null,
        created_at: "2026-01-02T09:00:00.000Z",
        deleted_at: null,
        deleted_by: null,
      },
    ]);
    const leads = await db
      .selectFrom("leads")
      .select([
        "id",
        "status",
        "source",
        "follow_up_at",
        "assignee_id",
        "lost_reason",
        "last_contact_at",
        "updated_at",
      ])
      .orderBy("id")
      .execute();
    expect(leads).toEqual(
      [1, 2, 3].map((i) => ({
        id: leadId(i),
        status: ["contacted", "converted", "new"][i - 1],
        source: "web",
        follow_up_at: null,
        assignee_id: null,
        lost_reason: null,
        last_contact_at: null,
        updated_at: "2026-01-02T00:00:00.000Z",
      })),
    );
    await expect(sql`select count(*) from lead_events`.execute(db)).rejects.toThrow(/lead_events/);

    // What follows 0005 runs on the moved data as it does at start-up, and a lead's entries go with it.
    await migrateToLatest(db as Kysely<unknown>, schema);
    await db.deleteFrom("leads").where("id", "=", leadId(2)).execute();
    expect(await db.selectFrom("lead_activities").select("id").execute()).toEqual([{ id: eventId(1) }]);
  });
});
