import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type TestDatabaseHandle, testDatabases } from "../../../tests/support/test-database";
import { leaveCheckpointsToOthers, startCheckpoints } from "./checkpoint.server";
import type { DbHandle } from "./connect.server";

// A writer that leaves checkpoints to another connection, and that connection moving the
// write-ahead log into the database file, on SQLite (on PostgreSQL both do nothing).

const passive = async (handle: DbHandle) =>
  (await sql<{ log: number }>`pragma wal_checkpoint(passive)`.execute(handle.db)).rows[0]!;

const writes = async (handle: DbHandle, count: number) => {
  for (let index = 0; index < count; index++) {
    await handle.db
      .insertInto("rate_limits")
      .values({ key: `key-${index}`, window_start: new Date(0).toISOString(), count: index })
      .execute();
  }
};

describe.each(testDatabases())("checkpoints on $name", (database) => {
  let handle: TestDatabaseHandle;
  let writer: DbHandle | undefined;
  afterEach(async () => {
    await writer?.close();
    await handle.drop();
  });

  it("a writer that leaves them to others lets the log grow; the other connection's checkpoint moves it all", async () => {
    handle = await database.open();
    writer = await handle.another();
    await leaveCheckpointsToOthers(writer.db);
    // SQLite would checkpoint by itself once the log passes 1,000 pages; each commit adds at least one.
    await writes(writer, 1_100);
    const checkpoints = startCheckpoints(handle.db, () => undefined, 3_600_000);
    let moved;
    try {
      moved = await checkpoints.check();
    } finally {
      await checkpoints.stop();
    }
    if (database.name === "sqlite") {
      expect(moved?.log).toBeGreaterThan(1_000);
      expect(moved?.checkpointed).toBe(moved?.log);
    } else {
      expect(moved).toBeUndefined();
    }
    const stored = await handle.db
      .selectFrom("rate_limits")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(1_100);
  });

  it("a writer that keeps them checkpoints by itself, so its log never passes SQLite's threshold for long", async () => {
    handle = await database.open();
    writer = await handle.another();
    await writes(writer, 1_100);
    if (database.name === "sqlite") expect((await passive(handle)).log).toBeLessThan(1_000);
  });
});
