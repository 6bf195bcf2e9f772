import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StartupError } from "../start-up-error.server";
import { openDatabase } from "./connect.server";

// A database the server cannot use stops it with one line that names the file or the host, and
// never the password.

let dir = "";
beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), "connect-"))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function refusal(url: string): Promise<Error> {
  const error = await openDatabase(url).then(
    async (handle) => {
      await handle.close();
      return new Error("the database opened");
    },
    (error: unknown) => error as Error,
  );
  expect(error).toBeInstanceOf(StartupError);
  expect(error.message).not.toMatch(/\n/);
  return error;
}

describe("openDatabase refuses", () => {
  it("a file that is not an SQLite database", async () => {
    const file = join(dir, "garbage.db");
    writeFileSync(file, "these are not the leads you are looking for\n".repeat(100));
    expect((await refusal(file)).message).toBe(
      `the database file ${file} (DATABASE_URL) is not an SQLite database`,
    );
  });

  it("a file whose folder cannot be made", async () => {
    writeFileSync(join(dir, "a-file"), "");
    const file = join(dir, "a-file", "leads", "app.db");
    expect((await refusal(file)).message).toMatch(
      new RegExp(
        `^cannot make the folder ${join(dir, "a-file", "leads")} for the database file ${file} \\(DATABASE_URL\\): `,
      ),
    );
  });

  it("a folder in place of the file", async () => {
    expect((await refusal(dir)).message).toMatch(
      new RegExp(`^cannot open the database file ${dir} \\(DATABASE_URL\\): `),
    );
  });

  it("a PostgreSQL server that cannot be reached, naming the host and masking the password", async () => {
    const { message } = await refusal("postgres://leads:pgs3cretword@127.0.0.1:1/leads");
    expect(message).toMatch(
      /^cannot connect to PostgreSQL at 127\.0\.0\.1:1 \(DATABASE_URL postgres:\/\/leads:\*\*\*@127\.0\.0\.1:1\/leads\): /,
    );
    expect(message).not.toContain("pgs3cretword");
  });
});

describe("an SQLite transaction", () => {
  it("holds the write lock from its start, so another connection's write between its read and its write cannot fail it", async () => {
    const file = join(dir, "turns.db");
    const handle = await openDatabase(file);
    await handle.db
      .insertInto("rate_limits")
      .values({ key: "turns", window_start: "2026-11-27T00:00:00.000Z", count: 1 })
      .execute();
    // Another connection, as the lead writer's thread or another server has; it waits briefly.
    const other = new SQLite(file);
    other.pragma("busy_timeout = 50");
    const otherWrote = await handle.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("rate_limits")
        .select("count")
        .where("key", "=", "turns")
        .executeTakeFirstOrThrow();
      let wrote = true;
      try {
        other.prepare("update rate_limits set count = count + 10 where key = 'turns'").run();
      } catch (error) {
        wrote = (error as { code?: string }).code !== "SQLITE_BUSY";
      }
      await trx
        .updateTable("rate_limits")
        .set({ count: row.count + 1 })
        .where("key", "=", "turns")
        .execute();
      return wrote;
    });
    expect(otherWrote, "the other connection waited its turn").toBe(false);
    expect(other.prepare("select count from rate_limits where key = 'turns'").pluck().get()).toBe(2);
    other.close();
    await handle.close();
  });
});
