import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { StartupError } from "../start-up-error.server";
import { testDatabases } from "../../../tests/support/test-database";
import { sharedVapidKeys, vapidKeys } from "./vapid-keys.server";

describe("the VAPID keys in the data folder", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "vapid-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("are made once, readable by the server alone, and the same for every server on the folder", () => {
    const file = join(dir, "data", "vapid-keys.json");
    const first = vapidKeys(file);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(vapidKeys(file)).toEqual(first);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(first);
  });

  it("stop the start, without showing the file, when the file is not a key pair", () => {
    const file = join(dir, "vapid-keys.json");
    writeFileSync(file, '{"publicKey":"short","privateKey":"secret-looking"}');
    expect(() => vapidKeys(file)).toThrow(StartupError);
    expect(() => vapidKeys(file)).toThrow(/not a key pair: delete it/);
    expect(() => vapidKeys(file)).not.toThrow(/secret-looking/);
  });
});

describe.each(testDatabases())("the VAPID keys shared on $name", (database) => {
  it("are the first server's pair, for every server on the database whatever its data folder", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vapid-shared-"));
    const handle = await database.open();
    try {
      const first = vapidKeys(join(dir, "one", "vapid-keys.json"));
      const second = vapidKeys(join(dir, "two", "vapid-keys.json"));
      expect(second).not.toEqual(first);
      const other = await handle.another();
      try {
        expect(await sharedVapidKeys(handle.db, first, new Date())).toEqual(first);
        expect(await sharedVapidKeys(other.db, second, new Date())).toEqual(first);
      } finally {
        await other.close();
      }
    } finally {
      await handle.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
