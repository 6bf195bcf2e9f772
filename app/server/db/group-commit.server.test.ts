import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { groupCommit, inTransaction } from "./group-commit.server";
import { testDatabases } from "../../../tests/support/test-database";

const lead = (id: string) => ({
  id,
  name: "n",
  phone: "+919876543210",
  service: "s",
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
});

describe.each(testDatabases())("groupCommit on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
  });
  afterEach(() => handle.drop());

  it("a write that need not wait for the disk is stored, and the writes after it wait for the disk again", async () => {
    const durability = async () =>
      handle.kind === "sqlite"
        ? (await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db)).rows[0]?.synchronous
        : (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(handle.db)).rows[0]
            ?.synchronous_commit;
    const before = await durability();
    expect(before).toBe(handle.kind === "sqlite" ? 2 : "on"); // FULL on SQLite
    const seen = await inTransaction(
      handle.db,
      async (trx) => {
        await trx.insertInto("leads").values(lead("counted")).execute();
        return handle.kind === "sqlite"
          ? (await sql<{ synchronous: number }>`pragma synchronous`.execute(trx)).rows[0]?.synchronous
          : (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(trx)).rows[0]
              ?.synchronous_commit;
      },
      { waitForDisk: false },
    );
    expect(seen).toBe(handle.kind === "sqlite" ? 1 : "off"); // NORMAL on SQLite
    expect(await durability()).toBe(before);
    await expect(
      inTransaction(handle.db, () => Promise.reject(new Error("refused")), { waitForDisk: false }),
    ).rejects.toThrow("refused");
    expect(await durability()).toBe(before);
    const stored = await handle.db.selectFrom("leads").select("id").execute();
    expect(stored.map((row) => row.id)).toEqual(["counted"]);
  });

  it("stores every one of many concurrent writes and answers each with its own result", async () => {
    const write = groupCommit(handle.db);
    const ids = Array.from({ length: 200 }, (_, i) => `lead-${i}`);
    const results = await Promise.all(
      ids.map((id) => write(async (trx) => (await trx.insertInto("leads").values(lead(id)).execute(), id))),
    );
    expect(results).toEqual(ids);
    const stored = await handle.db.selectFrom("leads").select("id").execute();
    expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());
  });

  it("undoes only the write that failed; the others in its batch are stored", async () => {
    const write = groupCommit(handle.db);
    const outcomes = await Promise.allSettled([
      write((trx) => trx.insertInto("leads").values(lead("a")).execute()),
      write(async (trx) => {
        await trx.insertInto("leads").values(lead("b")).execute();
        throw new Error("refused after writing");
      }),
      write((trx) => trx.insertInto("leads").values(lead("a")).execute()), // duplicate key
      write((trx) => trx.insertInto("leads").values(lead("c")).execute()),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "rejected",
      "rejected",
      "fulfilled",
    ]);
    const stored = await handle.db.selectFrom("leads").select("id").orderBy("id").execute();
    expect(stored.map((row) => row.id)).toEqual(["a", "c"]);
  });

  it("sees earlier writes of the same batch, so rules that read the table still hold", async () => {
    const write = groupCommit(handle.db);
    const count = () =>
      write(async (trx) => {
        const { n } = await trx
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("leads")
          .values(lead(`l-${Number(n)}`))
          .execute();
        return Number(n);
      });
    expect(await Promise.all([count(), count(), count()])).toEqual([0, 1, 2]);
  });

  it("runs the before-commit step once per batch, in its transaction, after a failed write too", async () => {
    // The step records how many leads the transaction holds when it runs.
    const seen: number[] = [];
    const write = groupCommit(handle.db, {
      beforeCommit: async (trx) => {
        const { n } = await trx
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        seen.push(Number(n));
      },
    });
    await Promise.all(
      ["a", "b", "c"].map((id) => write((trx) => trx.insertInto("leads").values(lead(id)).execute())),
    );
    expect(seen).toEqual([3]);
    await Promise.allSettled([
      write((trx) => trx.insertInto("leads").values(lead("d")).execute()),
      write((trx) => trx.insertInto("leads").values(lead("a")).execute()), // duplicate key
    ]);
    expect(seen).toEqual([3, 4]);
  });

  it("stores nothing of a batch whose before-commit step fails, and tells every writer", async () => {
    const write = groupCommit(handle.db, { beforeCommit: () => Promise.reject(new Error("index full")) });
    const outcomes = await Promise.allSettled(
      ["a", "b"].map((id) => write((trx) => trx.insertInto("leads").values(lead(id)).execute())),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    expect(await handle.db.selectFrom("leads").select("id").execute()).toEqual([]);
  });
});
