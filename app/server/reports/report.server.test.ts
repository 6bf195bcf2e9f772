import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reportPeriodSchema } from "~/lib/report-period";
import {
  koramangala,
  reportNow,
  reportToday,
  seedReportHistory,
} from "../../../tests/support/report-history";
import { testDatabases } from "../../../tests/support/test-database";
import { parseEnv } from "../env.server";
import { resolveSite } from "../site.server";
import { reportCsv } from "./report-csv.server";
import { buildReport } from "./report.server";

// The report's figures from a known history: folded days read from the daily totals (a folded
// day's raw events are not counted twice), today read from the raw events, a day before the
// period left out; leads by page, source, campaign, week and status.

const site = resolveSite(
  parseEnv({ SITE_PROFILE: "interiors", PUBLIC_URL: "https://www.example-interiors.in" }),
);
const period = reportPeriodSchema(reportToday).parse({ from: "2026-11-22", to: reportToday });

describe.each(testDatabases())("the report on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
    await seedReportHistory(handle.db);
  });
  afterEach(() => handle.drop());

  it("counts every page of the site, from the folded totals and today's raw events", async () => {
    const report = await buildReport(handle.db, { period, site, now: reportNow });
    expect(report.pages).toHaveLength(25 + 5);
    const row = (path: string) => report.pages.find((page) => page.path === path);
    expect(row("/")).toEqual({
      path: "/",
      name: "Home",
      group: "main",
      views: 19,
      visitors: 14,
      calls: 3,
      whatsapps: 2,
      emails: 0,
      directions: 0,
      leads: 1,
      rate: 42.9,
    });
    expect(row(koramangala)).toMatchObject({
      name: "Koramangala",
      group: "neighbourhood",
      views: 22,
      visitors: 16,
      calls: 3,
      whatsapps: 3,
      emails: 1,
      leads: 2,
      rate: 50,
    });
    expect(row("/contact")).toMatchObject({
      views: 6,
      visitors: 5,
      calls: 1,
      directions: 2,
      leads: 1,
      rate: 40,
    });
    // A page nobody visited is there, with nothing.
    expect(row("/interior-designer-in-whitefield")).toMatchObject({
      views: 0,
      visitors: 0,
      leads: 0,
      rate: null,
    });
    expect(row("/privacy")).toMatchObject({ name: "Privacy notice", views: 0 });
    expect(report.totals).toEqual({
      views: 47,
      visitors: 35,
      calls: 7,
      whatsapps: 5,
      leads: 5,
      contacts: 16,
    });
  });

  it("reads a day from its totals once it is folded, on the next read", async () => {
    const before = await buildReport(handle.db, { period, site, now: reportNow });
    expect(before.pages.find((page) => page.path === "/")!.views).toBe(19);
    // Today is folded (its raw events stay for a while): its totals count, its raw events no more.
    await handle.db
      .insertInto("daily_page_totals")
      .values({
        day: reportToday,
        path: "/",
        device: "phone",
        views: 100,
        visitors: 60,
        calls: 0,
        whatsapps: 0,
        emails: 0,
        directions: 0,
      })
      .execute();
    await handle.db
      .insertInto("folded_days")
      .values({ day: reportToday, folded_at: "2026-11-24T18:40:00.000Z" })
      .execute();
    const after = await buildReport(handle.db, { period, site, now: reportNow });
    expect(after.pages.find((page) => page.path === "/")).toMatchObject({
      views: 115,
      visitors: 72,
      calls: 2,
    });
    expect(after.pages.find((page) => page.path === koramangala)).toMatchObject({ views: 20, whatsapps: 2 });
  });

  it("sorts the page table by any column", async () => {
    const byRate = await buildReport(handle.db, {
      period,
      site,
      now: reportNow,
      sort: { key: "rate", dir: "desc" },
    });
    expect(byRate.pages.slice(0, 3).map((page) => page.path)).toEqual([koramangala, "/", "/contact"]);
    // Pages without visitors have no rate, and come last either way.
    const ascending = await buildReport(handle.db, {
      period,
      site,
      now: reportNow,
      sort: { key: "rate", dir: "asc" },
    });
    expect(ascending.pages.slice(0, 3).map((page) => page.path)).toEqual(["/contact", "/", koramangala]);
    expect(ascending.pages.at(-1)!.rate).toBeNull();
    const byName = await buildReport(handle.db, {
      period,
      site,
      now: reportNow,
      sort: { key: "page", dir: "asc" },
    });
    expect(byName.pages[0]!.name).toBe("About Us");
  });

  it("says where visitors came from, with the leads of each source and campaign", async () => {
    const report = await buildReport(handle.db, { period, site, now: reportNow });
    const sources = Object.fromEntries(
      report.sources.map((row) => [row.group, [row.views, row.visitors, row.leads]]),
    );
    expect(sources).toEqual({
      google: [34, 25, 1],
      bing: [0, 0, 0],
      whatsapp: [2, 1, 1],
      facebook: [0, 0, 1],
      instagram: [0, 0, 0],
      direct: [11, 9, 1],
      other: [0, 0, 0],
    });
    expect(report.campaigns).toEqual([{ campaign: "diwali", views: 22, visitors: 16, leads: 2 }]);
  });

  it("counts leads per week by source for the 12 weeks up to the period's end", async () => {
    const report = await buildReport(handle.db, { period, site, now: reportNow });
    expect(report.weeks.map((week) => week.week)).toHaveLength(12);
    expect(report.weeks[0]!.week).toBe("2026-09-07");
    const last = report.weeks.at(-1)!;
    expect(last).toMatchObject({ week: "2026-11-23", total: 4, "web-form": 1, "landing-page": 2, phone: 1 });
    expect(report.weeks.at(-2)).toMatchObject({ week: "2026-11-16", total: 2, "web-form": 2 });
    expect(report.weeks.at(-3)).toMatchObject({ week: "2026-11-09", total: 1, "walk-in": 1 });
    expect(report.weeks.slice(0, 9).every((week) => week.total === 0)).toBe(true);
  });

  it("follows the period's leads to converted, and says why the lost ones were lost", async () => {
    const report = await buildReport(handle.db, { period, site, now: reportNow });
    expect(report.funnel).toEqual({
      stages: [
        { status: "new", count: 5 },
        { status: "contacted", count: 3 },
        { status: "qualified", count: 2 },
        { status: "converted", count: 1 },
      ],
      closed: 1,
      lostReasons: [{ reason: "Price too high", count: 1 }],
    });
  });

  it("gives the median first reply per week in minutes of opening hours", async () => {
    const report = await buildReport(handle.db, { period, site, now: reportNow });
    // 20 and 10 minutes; then 30 (Sunday 8 pm to Monday 8:30 am) and 40.
    expect(report.response.at(-1)).toEqual({ week: "2026-11-23", minutes: 15, replied: 2 });
    expect(report.response.at(-2)).toEqual({ week: "2026-11-16", minutes: 35, replied: 2 });
    expect(report.response.at(-3)).toEqual({ week: "2026-11-09", minutes: null, replied: 0 });
  });

  it("downloads each table as CSV, defused against spreadsheet formulas", async () => {
    await handle.db
      .updateTable("leads")
      .set({ lost_reason: '=HYPERLINK("x")' })
      .where("status", "=", "closed")
      .execute();
    const report = await buildReport(handle.db, { period, site, now: reportNow });
    const pages = reportCsv(report, "pages").split("\r\n");
    expect(pages[0]).toBe(
      "path,page,group,views,visitors,calls,whatsapps,emails,directions,leads,contacts_per_100_visitors",
    );
    expect(pages).toContain('"/","Home","main","19","14","3","2","0","0","1","42.9"');
    expect(pages).toContain(
      '"/interior-designer-in-whitefield","Whitefield","neighbourhood","0","0","0","0","0","0","0",""',
    );
    expect(reportCsv(report, "lost-reasons")).toBe('reason,leads\r\n"\'=HYPERLINK(""x"")","1"\r\n');
    expect(reportCsv(report, "funnel")).toBe(
      'status,leads\r\n"new","5"\r\n"contacted","3"\r\n"qualified","2"\r\n"converted","1"\r\n"closed","1"\r\n',
    );
    expect(reportCsv(report, "weeks").split("\r\n").at(-2)).toBe(
      '"2026-11-23","1","2","1","0","0","0","0","4"',
    );
    expect(reportCsv(report, "response").split("\r\n").at(-2)).toBe('"2026-11-23","15","2"');
    expect(reportCsv(report, "campaigns")).toBe(
      'campaign,views,visitors,leads\r\n"diwali","22","16","2"\r\n',
    );
  });
});
