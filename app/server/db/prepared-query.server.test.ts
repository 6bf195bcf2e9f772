import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type TestDatabaseHandle, testDatabases } from "../../../tests/support/test-database";
import { preparedQuery } from "./prepared-query.server";
import type { Database } from "./schema.server";

// A query built once and run with new values: on each database, what every run reads and writes is
// what that run's values say, and the query's own constants stay as written.

/** The windows that started in [from, until), earliest first. */
const windowsBetween = preparedQuery((db, range: { from: string; until: string }) =>
  db
    .selectFrom("rate_limits")
    .select(["key", "count"])
    .where("window_start", ">=", range.from)
    .where("window_start", "<", range.until)
    .orderBy("window_start"),
);

/** The earliest window that started at or after `since`: one row at most. */
const firstWindowSince = preparedQuery((db, at: { since: string }) =>
  db
    .selectFrom("rate_limits")
    .select("key")
    .where("window_start", ">=", at.since)
    .orderBy("window_start")
    .limit(1),
);

/** A first hit: its count is always 1. */
const firstHit = preparedQuery((db, hit: { key: string; start: string }) =>
  db.insertInto("rate_limits").values({ key: hit.key, window_start: hit.start, count: 1 }),
);

/** Sets a key's window, whether or not it has one: each value is sent twice. */
const setWindow = preparedQuery((db, window: { key: string; start: string; count: number }) =>
  db
    .insertInto("rate_limits")
    .values({ key: window.key, window_start: window.start, count: window.count })
    .onConflict((oc) => oc.column("key").doUpdateSet({ window_start: window.start, count: window.count })),
);

type LeadRow = {
  id: string;
  name: string;
  phone: string;
  service: string;
  email: string | undefined;
  message?: string;
  created_at: string;
  updated_at: string;
};
/** A lead as given: with or without a message, which changes the columns the insert names. */
const insertLead = preparedQuery((db, row: LeadRow) => db.insertInto("leads").values(row));

const lead = (id: string, more: Partial<LeadRow> = {}): LeadRow => ({
  id,
  name: `Customer ${id}`,
  phone: "+919845012345",
  service: "Wardrobe Installation",
  email: `${id}@example.com`,
  created_at: "2026-11-23T10:00:00.000Z",
  updated_at: "2026-11-23T10:00:00.000Z",
  ...more,
});

const windows = (db: Kysely<Database>) =>
  db.selectFrom("rate_limits").select(["key", "window_start", "count"]).orderBy("key").execute();

const leads = (db: Kysely<Database>) =>
  db.selectFrom("leads").select(["id", "name", "email", "message"]).orderBy("id").execute();

async function seedWindows(db: Kysely<Database>) {
  await db
    .insertInto("rate_limits")
    .values([
      { key: "203.0.113.7", window_start: "2026-11-23T10:00:00.000Z", count: 3 },
      { key: "203.0.113.8", window_start: "2026-11-23T11:00:00.000Z", count: 1 },
      { key: "203.0.113.9", window_start: "2026-11-23T12:00:00.000Z", count: 7 },
    ])
    .execute();
}

describe.each(testDatabases())("a prepared query on $name", (database) => {
  let handle: TestDatabaseHandle;
  beforeEach(async () => {
    handle = await database.open();
  });
  afterEach(() => handle.drop());

  it("reads the rows each run's values ask for", async () => {
    await seedWindows(handle.db);
    const run = async (from: string, until: string) =>
      (await windowsBetween(handle.db, { from, until })).rows;

    expect(await run("2026-11-23T10:00:00.000Z", "2026-11-23T11:30:00.000Z")).toEqual([
      { key: "203.0.113.7", count: 3 },
      { key: "203.0.113.8", count: 1 },
    ]);
    expect(await run("2026-11-23T10:30:00.000Z", "2026-11-24T00:00:00.000Z")).toEqual([
      { key: "203.0.113.8", count: 1 },
      { key: "203.0.113.9", count: 7 },
    ]);
    expect(await run("2026-11-24T00:00:00.000Z", "2026-11-25T00:00:00.000Z")).toEqual([]);

    // Runs at the same time each have their own values.
    const together = await Promise.all([
      run("2026-11-23T12:00:00.000Z", "2026-11-23T13:00:00.000Z"),
      run("2026-11-23T10:00:00.000Z", "2026-11-23T10:00:00.001Z"),
      run("2026-11-23T11:00:00.000Z", "2026-11-23T11:00:00.001Z"),
    ]);
    expect(together).toEqual([
      [{ key: "203.0.113.9", count: 7 }],
      [{ key: "203.0.113.7", count: 3 }],
      [{ key: "203.0.113.8", count: 1 }],
    ]);
  });

  it("keeps the query's own limit, whatever the values", async () => {
    await seedWindows(handle.db);
    const first = async (since: string) => (await firstWindowSince(handle.db, { since })).rows;

    // Three windows match; the limit of one holds.
    expect(await first("2026-11-23T00:00:00.000Z")).toEqual([{ key: "203.0.113.7" }]);
    expect(await first("2026-11-23T10:30:00.000Z")).toEqual([{ key: "203.0.113.8" }]);
    expect(await first("2026-11-23T12:00:00.000Z")).toEqual([{ key: "203.0.113.9" }]);
    expect(await first("2026-11-23T12:00:00.001Z")).toEqual([]);
  });

  it("writes exactly each run's values, and the query's own constants as written", async () => {
    await firstHit(handle.db, { key: "203.0.113.7", start: "2026-11-23T10:00:00.000Z" });
    await firstHit(handle.db, { key: "203.0.113.8", start: "2026-11-23T10:05:00.000Z" });
    await firstHit(handle.db, { key: "2001:db8::1", start: "2026-11-23T10:09:00.000Z" });
    expect(await windows(handle.db)).toEqual([
      { key: "2001:db8::1", window_start: "2026-11-23T10:09:00.000Z", count: 1 },
      { key: "203.0.113.7", window_start: "2026-11-23T10:00:00.000Z", count: 1 },
      { key: "203.0.113.8", window_start: "2026-11-23T10:05:00.000Z", count: 1 },
    ]);
  });

  it("sends a value used twice in both places", async () => {
    await setWindow(handle.db, { key: "203.0.113.7", start: "2026-11-23T10:00:00.000Z", count: 2 });
    await setWindow(handle.db, { key: "203.0.113.8", start: "2026-11-23T10:30:00.000Z", count: 9 });
    await setWindow(handle.db, { key: "203.0.113.7", start: "2026-11-23T11:00:00.000Z", count: 5 });
    expect(await windows(handle.db)).toEqual([
      { key: "203.0.113.7", window_start: "2026-11-23T11:00:00.000Z", count: 5 },
      { key: "203.0.113.8", window_start: "2026-11-23T10:30:00.000Z", count: 9 },
    ]);
  });

  it("stores an undefined value as null", async () => {
    await insertLead(handle.db, lead("a"));
    await insertLead(handle.db, lead("b", { email: undefined }));
    await insertLead(handle.db, lead("c", { message: "Call after 6pm" }));
    await insertLead(handle.db, lead("d", { message: undefined }));
    expect(await leads(handle.db)).toEqual([
      { id: "a", name: "Customer a", email: "a@example.com", message: null },
      { id: "b", name: "Customer b", email: null, message: null },
      { id: "c", name: "Customer c", email: "c@example.com", message: "Call after 6pm" },
      { id: "d", name: "Customer d", email: "d@example.com", message: null },
    ]);
  });

  it("runs values with other names as a query of their own, alongside the first", async () => {
    // Without a message, with one, then without again: each shape stores what it was given.
    await insertLead(handle.db, lead("a", { name: "Asha Rao" }));
    await insertLead(handle.db, lead("b", { name: "Vikram Shetty", message: "Two wardrobes" }));
    await insertLead(handle.db, lead("c", { name: "Meera Iyer" }));
    await insertLead(handle.db, lead("d", { name: "Ravi Kumar", message: "Sliding doors" }));
    expect(await leads(handle.db)).toEqual([
      { id: "a", name: "Asha Rao", email: "a@example.com", message: null },
      { id: "b", name: "Vikram Shetty", email: "b@example.com", message: "Two wardrobes" },
      { id: "c", name: "Meera Iyer", email: "c@example.com", message: null },
      { id: "d", name: "Ravi Kumar", email: "d@example.com", message: "Sliding doors" },
    ]);
  });

  it("refuses a value the query computes something from, naming it, and writes nothing", async () => {
    const prefixed = preparedQuery((db, hit: { key: string; start: string }) =>
      db.insertInto("rate_limits").values({ key: `ip:${hit.key}`, window_start: hit.start, count: 1 }),
    );
    const run = async () => prefixed(handle.db, { key: "203.0.113.7", start: "2026-11-23T10:00:00.000Z" });
    await expect(run()).rejects.toThrow(/\bkey\b/);
    // Not only the first time: the query is never run with a value left out.
    await expect(run()).rejects.toThrow(/\bkey\b/);
    expect(await windows(handle.db)).toEqual([]);
  });

  it("refuses a value the query ignores, naming it", async () => {
    await seedWindows(handle.db);
    const countOf = preparedQuery((db, hit: { key: string; now: string }) =>
      db.selectFrom("rate_limits").select("count").where("key", "=", hit.key),
    );
    const run = async () => countOf(handle.db, { key: "203.0.113.7", now: "2026-11-23T10:00:00.000Z" });
    await expect(run()).rejects.toThrow(/\bnow\b/);
  });
});

const [sqlite, postgres] = testDatabases();

describe.runIf(postgres)("a prepared query on both databases", () => {
  it("runs on each, one after the other, with the values of each run", async () => {
    const lite = await sqlite!.open();
    const pg = await postgres!.open();
    try {
      await firstHit(lite.db, { key: "203.0.113.7", start: "2026-11-23T10:00:00.000Z" });
      await firstHit(pg.db, { key: "203.0.113.8", start: "2026-11-23T11:00:00.000Z" });
      await firstHit(lite.db, { key: "203.0.113.9", start: "2026-11-23T12:00:00.000Z" });
      expect(await windows(lite.db)).toEqual([
        { key: "203.0.113.7", window_start: "2026-11-23T10:00:00.000Z", count: 1 },
        { key: "203.0.113.9", window_start: "2026-11-23T12:00:00.000Z", count: 1 },
      ]);
      expect(await windows(pg.db)).toEqual([
        { key: "203.0.113.8", window_start: "2026-11-23T11:00:00.000Z", count: 1 },
      ]);
    } finally {
      await lite.drop();
      await pg.drop();
    }
  });
});
