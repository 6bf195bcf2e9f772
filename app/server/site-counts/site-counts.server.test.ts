import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-database";
import { tidySiteCounts } from "./fold.server";
import { startSiteCountSchedule } from "./schedule.server";
import { siteCounter } from "./site-counter.server";
import type { AnsweredRequest } from "./view-rules.server";
import { type SiteEvent, siteCountWriter } from "./writer.server";

const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const publicPaths = new Set(["/", "/services", "/contact"]);

/** 24 November 2026, 10:00 IST, and the days around it. */
const monday = new Date("2026-11-24T04:30:00Z");
const tuesday = new Date("2026-11-25T04:30:00Z");
const wednesday = new Date("2026-11-26T04:30:00Z");

const logged: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
const log = (level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown>) =>
  void logged.push({ level, msg, fields });

function visit(path: string, headers: Record<string, string>, query = ""): AnsweredRequest {
  const all: Record<string, string> = { "user-agent": chrome, ...headers };
  return {
    method: "GET",
    path,
    query: query,
    status: 200,
    header: (name) => all[name.toLowerCase()],
  };
}

describe.each(testDatabases())("site counts on $name", (database) => {
  /**
   * Runs work of two servers at the same time on PostgreSQL. On SQLite one after the other: two
   * connections in one process would wait for each other's lock without either moving (real servers
   * are separate processes, and the file lock makes them take turns).
   */
  async function together<T>(first: Promise<T>, ...rest: (() => Promise<T>)[]): Promise<T[]> {
    if (database.name === "postgres") return Promise.all([first, ...rest.map((start) => start())]);
    const results = [await first];
    for (const start of rest) results.push(await start());
    return results;
  }

  let handle: Awaited<ReturnType<typeof database.open>>;
  let clock: Date;
  let writer: ReturnType<typeof siteCountWriter>;
  let counter: ReturnType<typeof siteCounter>;
  beforeEach(async () => {
    handle = await database.open();
    clock = monday;
    logged.length = 0;
    // A long timer: the tests flush when they want the events written.
    writer = siteCountWriter({ db: handle.db, log, everyMs: 3_600_000, batchSize: 5 });
    counter = siteCounter({ writer, now: () => clock, publicPaths, publicHost: "www.example.in" });
  });
  afterEach(async () => {
    await writer.stop();
    await handle.drop();
  });

  const events = () =>
    handle.db
      .selectFrom("site_events")
      .select(["day", "kind", "path", "referrer_group", "utm_source", "device", "visitor"])
      .orderBy("at")
      .execute();
  const salts = () => handle.db.selectFrom("visitor_salts").select("day").orderBy("day").execute();

  describe("the writer", () => {
    it("keeps events in memory until a batch is full or it is flushed, then writes every one", async () => {
      for (let i = 0; i < 4; i++) counter.answered(visit("/", {}), `203.0.113.${i}`);
      await new Promise((resolve) => setImmediate(resolve));
      expect(writer.pending).toBe(4);
      expect(await events()).toHaveLength(0);
      // The fifth fills the batch, which is written without waiting for the timer.
      counter.answered(visit("/", {}), "203.0.113.9");
      await writer.flush();
      expect(await events()).toHaveLength(5);
      counter.answered(visit("/services", {}), "203.0.113.1");
      counter.clicked("call", "/contact", visit("/contact", {}).header);
      expect(writer.pending).toBe(2);
      await writer.stop();
      expect(writer.pending).toBe(0);
      expect((await events()).map((event) => [event.kind, event.path])).toEqual([
        ...Array.from({ length: 5 }, () => ["view", "/"]),
        ["view", "/services"],
        ["call", "/contact"],
      ]);
    });

    it("stores neither the address nor the user agent, only the day's hash", async () => {
      counter.answered(visit("/", {}), "203.0.113.7");
      await writer.flush();
      const rows = await handle.db.selectFrom("site_events").selectAll().execute();
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain("203.0.113.7");
      expect(stored).not.toContain("Chrome");
      expect(rows[0]!.visitor).toMatch(/^[\w-]{22}$/);
    });

    it("stores a view whose campaign tags hold control characters, cleaned, with the views around it", async () => {
      const big = siteCountWriter({ db: handle.db, log, everyMs: 3_600_000 });
      const tagged = siteCounter({ writer: big, now: () => clock, publicPaths, publicHost: "x" });
      for (let i = 0; i < 10; i++) tagged.answered(visit("/", {}), `203.0.113.${i}`);
      tagged.answered(
        visit("/", {}, "utm_source=%00&utm_medium=e%00mail&utm_campaign=%E2%80%AEdiwali"),
        "1.2.3.4",
      );
      for (let i = 10; i < 20; i++) tagged.answered(visit("/", {}), `203.0.113.${i}`);
      await big.stop();
      const rows = await handle.db
        .selectFrom("site_events")
        .select(["utm_source", "utm_medium", "utm_campaign"])
        .execute();
      expect(rows).toHaveLength(21);
      expect(rows.filter((row) => row.utm_medium !== null)).toEqual([
        { utm_source: null, utm_medium: "email", utm_campaign: "diwali" },
      ]);
      expect(logged).toEqual([]);
    });

    it("loses only an event it cannot store, never the others of its batch", async () => {
      const good: SiteEvent = {
        at: monday,
        kind: "view",
        path: "/",
        source: { referrerGroup: "direct", utmSource: "flyer\u0000", utmMedium: null, utmCampaign: null },
        device: "desktop",
        identity: null,
      };
      const big = siteCountWriter({ db: handle.db, log, everyMs: 3_600_000 });
      for (let i = 0; i < 10; i++) big.record(good);
      big.record({ ...good, at: new Date(Number.NaN) });
      big.record({ ...good, path: null as unknown as string });
      big.record({ ...good, kind: "visit" as SiteEvent["kind"] });
      for (let i = 0; i < 10; i++) big.record(good);
      await big.stop();
      const rows = await handle.db.selectFrom("site_events").select(["utm_source"]).execute();
      expect(rows).toEqual(Array.from({ length: 20 }, () => ({ utm_source: "flyer" })));
      expect(logged.map((line) => [line.level, line.msg, line.fields.events])).toEqual([
        ["warn", "site_counts_refused", 3],
      ]);
    });

    it("holds no more bytes than its bound while the database falls behind, however large the requests", async () => {
      const maxBufferedBytes = 64 * 1024;
      const slow = siteCountWriter({
        db: handle.db,
        log,
        everyMs: 3_600_000,
        batchSize: 100_000,
        maxBufferedBytes,
      });
      const large = siteCounter({ writer: slow, now: () => clock, publicPaths, publicHost: "x" });
      const huge = "x".repeat(8_000);
      for (let i = 0; i < 2_000; i++) {
        large.answered(
          visit("/", { "user-agent": `${chrome} ${huge}` }, `utm_source=${huge}&utm_campaign=${huge}`),
          `203.0.113.${i % 250}`,
        );
        expect(slow.heldBytes).toBeLessThanOrEqual(maxBufferedBytes);
      }
      const kept = slow.pending;
      expect(kept).toBeGreaterThan(10);
      await slow.stop();
      expect(await events()).toHaveLength(kept);
    });

    it("logs a failed write and goes on; the page was answered long before", async () => {
      const broken = await database.open();
      const brokenWriter = siteCountWriter({ db: broken.db, log, everyMs: 3_600_000 });
      await broken.drop();
      brokenWriter.record({
        at: monday,
        kind: "view",
        path: "/",
        source: { referrerGroup: "direct", utmSource: null, utmMedium: null, utmCampaign: null },
        device: "desktop",
        identity: null,
      } satisfies SiteEvent);
      await brokenWriter.stop();
      expect(logged.map((line) => [line.level, line.msg, line.fields.events])).toEqual([
        ["error", "site_counts_write_failed", 1],
      ]);
    });
  });

  describe("visitors", () => {
    it("are one hash per address and browser within a day, a new one the next day, and the old salt goes", async () => {
      counter.answered(visit("/", {}), "203.0.113.5");
      counter.answered(visit("/services", {}), "203.0.113.5");
      counter.answered(visit("/", {}), "203.0.113.6");
      counter.answered(visit("/", { "user-agent": iphone }), "203.0.113.5");
      await writer.flush();
      clock = tuesday;
      counter.answered(visit("/", {}), "203.0.113.5");
      await writer.flush();
      const [a, aAgain, b, aPhone, aTomorrow] = (await events()).map((event) => event.visitor);
      expect(aAgain).toBe(a);
      expect(new Set([a, b, aPhone, aTomorrow]).size).toBe(4);
      expect(await salts()).toEqual([{ day: "2026-11-24" }, { day: "2026-11-25" }]);

      await tidySiteCounts(handle.db, { now: tuesday, retentionDays: 90 });
      expect(await salts()).toEqual([{ day: "2026-11-25" }]);
    });

    it("are shared by several servers on one database: the day's salt is made once", async () => {
      const other = await handle.another();
      try {
        const otherWriter = siteCountWriter({ db: other.db, log, everyMs: 3_600_000 });
        const otherCounter = siteCounter({
          writer: otherWriter,
          now: () => clock,
          publicPaths,
          publicHost: "x",
        });
        counter.answered(visit("/", {}), "203.0.113.5");
        otherCounter.answered(visit("/", {}), "203.0.113.5");
        await together(writer.flush(), () => otherWriter.stop());
        const [first, second] = (await events()).map((event) => event.visitor);
        expect(second).toBe(first);
        expect(await salts()).toEqual([{ day: "2026-11-24" }]);
      } finally {
        await other.close();
      }
    });

    it("are never counted for a browser that asks not to be tracked (GPC, DNT), whose views still count", async () => {
      counter.answered(visit("/", { "sec-gpc": "1" }), "203.0.113.5");
      counter.answered(visit("/", { dnt: "1" }), "203.0.113.6");
      await writer.flush();
      expect((await events()).map((event) => [event.kind, event.visitor])).toEqual([
        ["view", null],
        ["view", null],
      ]);
      await tidySiteCounts(handle.db, { now: tuesday, retentionDays: 90 });
      expect(await handle.db.selectFrom("daily_page_totals").select(["views", "visitors"]).execute()).toEqual(
        [{ views: 2, visitors: 0 }],
      );
    });
  });

  describe("views one address or browser can add", () => {
    const minute = 60_000;
    const at = (ms: number) => new Date(monday.getTime() + ms);
    const countedBy = async () =>
      (await events()).reduce<Record<string, number>>((counts, event) => {
        counts[event.path] = (counts[event.path] ?? 0) + 1;
        return counts;
      }, {});

    it("are at most three a minute of a page by one visitor, however many they ask for", async () => {
      for (let i = 0; i < 1_000; i++) {
        clock = at(i * 50); // 1,000 views over 50 seconds
        counter.answered(visit("/", {}), "203.0.113.5");
      }
      for (let i = 0; i < 10; i++) counter.answered(visit("/services", {}), "203.0.113.5");
      // Another visitor, and the next minute, are counted afresh.
      for (let i = 0; i < 10; i++) counter.answered(visit("/", {}), "203.0.113.6");
      clock = at(minute);
      for (let i = 0; i < 10; i++) counter.answered(visit("/", {}), "203.0.113.5");
      await writer.flush();
      expect(await countedBy()).toEqual({ "/": 9, "/services": 3 });
    });

    it("are at most ten a minute of a page from one address, whatever browsers it names", async () => {
      for (let agent = 0; agent < 20; agent++)
        counter.answered(
          visit("/", { "user-agent": chrome.replace("131.0.0.0", `131.0.0.${agent}`) }),
          "203.0.113.5",
        );
      counter.answered(visit("/", { dnt: "1", "user-agent": iphone }), "203.0.113.5");
      counter.answered(visit("/services", {}), "203.0.113.5");
      await writer.flush();
      expect(await countedBy()).toEqual({ "/": 10, "/services": 1 });
      expect(new Set((await events()).map((event) => event.visitor)).size).toBe(10);
    });
  });

  it("counts nothing it should not: bots, HEAD, prefetches, 304s, the desk", async () => {
    counter.answered({ ...visit("/", {}), method: "HEAD" }, "203.0.113.5");
    counter.answered({ ...visit("/", {}), status: 304 }, "203.0.113.5");
    counter.answered(visit("/", { "sec-purpose": "prefetch" }), "203.0.113.5");
    counter.answered(
      visit("/", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
      "1.2.3.4",
    );
    counter.answered(visit("/admin", {}), "203.0.113.5");
    counter.clicked("call", "/", (name) => (name === "user-agent" ? "bingbot/2.0" : undefined));
    await writer.flush();
    expect(await events()).toEqual([]);
  });

  describe("the daily fold", () => {
    async function seedMonday() {
      const google = { referer: "https://www.google.com/" };
      counter.answered(visit("/", google, "utm_source=gbp&utm_medium=organic"), "203.0.113.1");
      counter.answered(visit("/", google, "utm_source=gbp&utm_medium=organic"), "203.0.113.1");
      counter.answered(visit("/", { "sec-ch-ua-mobile": "?1", "user-agent": iphone }), "203.0.113.2");
      counter.answered(
        visit("/services", { referer: "https://l.facebook.com/" }, "utm_campaign=diwali"),
        "203.0.113.3",
      );
      counter.answered(visit("/services", { dnt: "1" }), "203.0.113.4");
      counter.clicked("call", "/", (name) => (name === "user-agent" ? iphone : undefined));
      counter.clicked("whatsapp", "/", (name) => (name === "user-agent" ? iphone : undefined));
      counter.clicked("whatsapp", "/services", (name) => (name === "user-agent" ? chrome : undefined));
      counter.clicked("email", "/contact", (name) => (name === "user-agent" ? chrome : undefined));
      counter.clicked("directions", "/contact", (name) => (name === "user-agent" ? chrome : undefined));
      await writer.flush();
      // Tuesday's events are not Monday's.
      clock = tuesday;
      counter.answered(visit("/", {}), "203.0.113.1");
      await writer.flush();
    }

    const pageTotals = () =>
      handle.db.selectFrom("daily_page_totals").selectAll().orderBy("path").orderBy("device").execute();
    const sourceTotals = () =>
      handle.db
        .selectFrom("daily_source_totals")
        .selectAll()
        .orderBy("referrer_group")
        .orderBy("utm_source")
        .execute();
    const folded = () => handle.db.selectFrom("folded_days").select("day").orderBy("day").execute();

    it("totals each finished day by page and device, and by source, with '' for a missing tag", async () => {
      await seedMonday();
      const result = await tidySiteCounts(handle.db, { now: tuesday, retentionDays: 90 });
      expect(result.folded).toEqual(["2026-11-24"]);
      const zero = { views: 0, visitors: 0, calls: 0, whatsapps: 0, emails: 0, directions: 0 };
      expect(await pageTotals()).toEqual([
        { day: "2026-11-24", path: "/", device: "desktop", ...zero, views: 2, visitors: 1 },
        {
          day: "2026-11-24",
          path: "/",
          device: "phone",
          ...zero,
          views: 1,
          visitors: 1,
          calls: 1,
          whatsapps: 1,
        },
        { day: "2026-11-24", path: "/contact", device: "desktop", ...zero, emails: 1, directions: 1 },
        {
          day: "2026-11-24",
          path: "/services",
          device: "desktop",
          ...zero,
          views: 2,
          visitors: 1,
          whatsapps: 1,
        },
      ]);
      const source = { day: "2026-11-24", utm_source: "", utm_medium: "", utm_campaign: "" };
      expect(await sourceTotals()).toEqual([
        { ...source, referrer_group: "direct", views: 2, visitors: 1 },
        { ...source, referrer_group: "facebook", utm_campaign: "diwali", views: 1, visitors: 1 },
        {
          ...source,
          referrer_group: "google",
          utm_source: "gbp",
          utm_medium: "organic",
          views: 2,
          visitors: 1,
        },
      ]);
      // Today is not finished: not folded, its events still there for the reports.
      expect(await folded()).toEqual([{ day: "2026-11-24" }]);
      expect((await events()).filter((event) => event.day === "2026-11-25")).toHaveLength(1);
    });

    it("waits a few minutes past midnight, so every server's last events of the day are in", async () => {
      await seedMonday();
      const justAfterMidnight = new Date("2026-11-24T18:31:00Z"); // 00:01 IST on the 25th
      expect((await tidySiteCounts(handle.db, { now: justAfterMidnight, retentionDays: 90 })).folded).toEqual(
        [],
      );
      const later = new Date("2026-11-24T18:40:00Z"); // 00:10 IST
      expect((await tidySiteCounts(handle.db, { now: later, retentionDays: 90 })).folded).toEqual([
        "2026-11-24",
      ]);
    });

    it("folds each day once, across two servers tidying at the same time", async () => {
      await seedMonday();
      const other = await handle.another();
      try {
        const results = await together(
          tidySiteCounts(handle.db, { now: wednesday, retentionDays: 90 }),
          () => tidySiteCounts(other.db, { now: wednesday, retentionDays: 90 }),
          () => tidySiteCounts(handle.db, { now: wednesday, retentionDays: 90 }),
        );
        expect(results.flatMap((result) => result.folded).sort()).toEqual(["2026-11-24", "2026-11-25"]);
      } finally {
        await other.close();
      }
      expect(await folded()).toEqual([{ day: "2026-11-24" }, { day: "2026-11-25" }]);
      const totals = await pageTotals();
      expect(totals.filter((row) => row.day === "2026-11-24").reduce((sum, row) => sum + row.views, 0)).toBe(
        5,
      );
      expect(totals.filter((row) => row.day === "2026-11-25")).toHaveLength(1);
    });

    it("deletes raw events past the retention days, and keeps their totals for good", async () => {
      await seedMonday();
      const afterRetention = new Date("2026-11-28T04:30:00Z");
      const result = await tidySiteCounts(handle.db, { now: afterRetention, retentionDays: 3 });
      // Kept: the 25th to the 28th (today and the three days before); the 24th is gone.
      expect(result.eventsDeleted).toBe(10);
      expect((await events()).map((event) => event.day)).toEqual(["2026-11-25"]);
      expect((await pageTotals()).filter((row) => row.day === "2026-11-24")).toHaveLength(4);
      expect(await salts()).toEqual([]);
    });

    it("folds a day before its events go, even a day already past the retention", async () => {
      await seedMonday();
      const result = await tidySiteCounts(handle.db, { now: wednesday, retentionDays: 1 });
      expect(result).toMatchObject({ folded: ["2026-11-24", "2026-11-25"], eventsDeleted: 10 });
      expect((await pageTotals()).filter((row) => row.day === "2026-11-24")).toHaveLength(4);
    });
  });

  it("the schedule tidies at start, and again once the clock has moved to another day", async () => {
    counter.answered(visit("/", {}), "203.0.113.1");
    await writer.flush();
    let now = monday;
    const schedule = startSiteCountSchedule({
      db: handle.db,
      now: () => now,
      retentionDays: 90,
      log,
      everyMs: 3_600_000,
    });
    try {
      // The look at start has tidied today: looking again today does nothing.
      expect((await schedule.check())?.folded).toEqual([]);
      expect(await schedule.check()).toBeUndefined();
      now = tuesday;
      expect((await schedule.check())?.folded).toEqual(["2026-11-24"]);
      expect(await schedule.check()).toBeUndefined();
    } finally {
      await schedule.stop();
    }
    expect(
      logged.filter((line) => line.msg === "site_counts_tidied").map((line) => line.fields.folded),
    ).toEqual([["2026-11-24"]]);
  });
});
