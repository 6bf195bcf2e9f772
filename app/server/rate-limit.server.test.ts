import { describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/support/test-database";
import { hitRateLimit, parseRateLimit, pruneRateLimits } from "./rate-limit.server";

describe("parseRateLimit", () => {
  it.each([
    ["5/10m", { max: 5, windowMs: 600_000 }],
    ["100/h", { max: 100, windowMs: 3_600_000 }],
    [" 3 / 30s ", { max: 3, windowMs: 30_000 }],
    ["20/1d", { max: 20, windowMs: 86_400_000 }],
  ])("%j", (text, expected) => {
    expect(parseRateLimit(text)).toEqual(expected);
  });

  it.each(["", "5", "five/10m", "0/10m", "5/0m", "5/10y", "-1/10m"])("rejects %j", (text) => {
    expect(parseRateLimit(text)).toBeNull();
  });
});

describe.each(testDatabases())("rate limit on $name", (database) => {
  it("counts hits per key in a window, starts afresh after it, and prunes old windows", async () => {
    const handle = await database.open();
    try {
      const limit = { max: 2, windowMs: 60_000 };
      const t0 = new Date("2026-11-21T10:00:00.000Z");
      const at = (ms: number) => new Date(t0.getTime() + ms);
      expect((await hitRateLimit(handle.db, "a", limit, t0)).allowed).toBe(true);
      expect((await hitRateLimit(handle.db, "a", limit, at(1000))).allowed).toBe(true);
      expect(await hitRateLimit(handle.db, "a", limit, at(2000))).toEqual({
        allowed: false,
        count: 3,
        retryAfterMs: 58_000,
      });
      expect((await hitRateLimit(handle.db, "b", limit, at(2000))).allowed).toBe(true);
      expect((await hitRateLimit(handle.db, "a", limit, at(60_000))).count).toBe(1);
      expect(await pruneRateLimits(handle.db, at(2 * 86_400_000))).toBe(2);
    } finally {
      await handle.drop();
    }
  });
});
