import { describe, expect, it } from "vitest";
import { leadSchema } from "~/lib/lead-schema";
import { testDatabases } from "../../tests/support/test-database";
import { groupCommit } from "./db/group-commit.server";
import { createLead } from "./leads/create-lead.server";
import { leadStore } from "./leads/store-lead.server";
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

  // Windows are kept for at most a day (pruneRateLimits), so a longer one could not hold.
  it.each(["5/1d", "5/24h", "5/1440m", "5/86400s", "1000000000/1m"])(
    "accepts up to a day and a billion: %j",
    (text) => {
      expect(parseRateLimit(text)).not.toBeNull();
    },
  );

  it.each([
    "5/99999999999999d",
    "5/2d",
    "5/25h",
    "5/1441m",
    "5/86401s",
    "1000000001/1m",
    "99999999999999999999/1m",
  ])("rejects a window longer than a day or a count above a billion: %j", (text) => {
    expect(parseRateLimit(text)).toBeNull();
  });
});

// Whatever LEAD_RATE_LIMIT accepts must work when a lead arrives, the longest window included.
const limits = ["5/1d", "1000000000/24h", "5/2d", "5/365d", "5/99999999999999d"];

describe.each(testDatabases())("accepted rate limits on $name", (database) => {
  it.each(limits)("a lead is created under %j when the parser accepts it", async (text) => {
    const rateLimit = parseRateLimit(text);
    if (!rateLimit) return;
    const handle = await database.open();
    try {
      const result = await createLead(
        {
          store: leadStore(groupCommit(handle.db)),
          now: () => new Date("2026-11-23T10:00:00.000Z"),
          schema: leadSchema({ services: ["Wardrobe Installation"], areas: [] }),
          rateLimit,
          log: () => undefined,
        },
        {
          fields: { name: "Asha Rao", phone: "098450 12345", service: "Wardrobe Installation" },
          clientAddress: "203.0.113.7",
          channel: "api",
        },
      );
      expect(result.kind).toBe("created");
    } finally {
      await handle.drop();
    }
  });

  it.each(limits)(
    "a window of %j, when accepted, still holds after the prune until it ends",
    async (text) => {
      const rateLimit = parseRateLimit(text);
      if (!rateLimit) return;
      const handle = await database.open();
      try {
        const t0 = new Date("2026-11-23T10:00:00.000Z");
        const limit = { ...rateLimit, max: 1 };
        await hitRateLimit(handle.db, "a", limit, t0);
        const beforeItEnds = new Date(t0.getTime() + rateLimit.windowMs - 1);
        await pruneRateLimits(handle.db, beforeItEnds);
        expect((await hitRateLimit(handle.db, "a", limit, beforeItEnds)).allowed).toBe(false);
      } finally {
        await handle.drop();
      }
    },
  );
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
