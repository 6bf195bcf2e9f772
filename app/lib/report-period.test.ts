import { describe, expect, it } from "vitest";
import {
  chartWeekStarts,
  istDay,
  isoWeek,
  parsePeriod,
  reportPeriodSchema,
  weekStart,
} from "./report-period";

// The one schema for a report's period: the page, its CSV downloads and GET /api/reports read it.

const today = "2026-11-24";
const parse = (query: string) => parsePeriod(new URL(`https://desk.example/admin/reports?${query}`), today);

describe("the report period", () => {
  it("is the last 30 days, today included, when nothing is asked", () => {
    expect(parse("")).toEqual({ ok: true, period: { from: "2026-10-26", to: today, days: 30, preset: 30 } });
  });

  it("takes the offered periods and any dates up to a year", () => {
    expect(parse("days=7")).toEqual({
      ok: true,
      period: { from: "2026-11-18", to: today, days: 7, preset: 7 },
    });
    expect(parse("days=90&from=&to=")).toMatchObject({ ok: true, period: { from: "2026-08-27", days: 90 } });
    expect(parse("from=2026-02-01&to=2026-02-28")).toEqual({
      ok: true,
      period: { from: "2026-02-01", to: "2026-02-28", days: 28, preset: null },
    });
    // Dates that make up the last 7 days are that preset.
    expect(parse("from=2026-11-18&to=2026-11-24")).toMatchObject({ period: { preset: 7 } });
    expect(parse("from=2025-11-24&to=2026-11-24")).toMatchObject({ ok: true, period: { days: 366 } });
  });

  it("refuses bad dates, naming the field", () => {
    expect(parse("from=2026-02-30&to=2026-03-01")).toEqual({
      ok: false,
      errors: { from: "must be a date as YYYY-MM-DD" },
    });
    expect(parse("from=24/11/2026&to=2026-11-24")).toEqual({
      ok: false,
      errors: { from: "must be a date as YYYY-MM-DD" },
    });
    expect(parse("from=2026-11-20&to=2026-11-10")).toEqual({
      ok: false,
      errors: { from: "from must be on or before to" },
    });
    expect(parse("from=2026-11-20&to=2026-11-25")).toEqual({
      ok: false,
      errors: { to: "must not be after today (2026-11-24)" },
    });
    expect(parse("to=2026-11-20")).toEqual({
      ok: false,
      errors: { from: "Give both from and to, or neither." },
    });
    expect(parse("from=2025-11-23&to=2026-11-24")).toEqual({
      ok: false,
      errors: { from: "A report covers at most 366 days." },
    });
    expect(parse("days=14")).toEqual({ ok: false, errors: { days: "days must be one of 7, 30, 90" } });
    expect(reportPeriodSchema(today).safeParse({ days: "abc" }).success).toBe(false);
  });

  it("counts weeks from Monday, and names them as ISO weeks", () => {
    expect(weekStart("2026-11-24")).toBe("2026-11-23");
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    const weeks = chartWeekStarts("2026-11-24");
    expect(weeks).toHaveLength(12);
    expect([weeks[0], weeks[11]]).toEqual(["2026-09-07", "2026-11-23"]);
    expect(isoWeek("2026-11-23")).toBe("2026-W48");
    expect(isoWeek("2026-12-28")).toBe("2026-W53");
    expect(isoWeek("2027-01-04")).toBe("2027-W01");
  });
});

describe("the IST day of an instant", () => {
  it("turns at midnight in India (18:30 UTC), asked in any order", () => {
    const instants = [
      ["2026-11-25T18:29:59.999Z", "2026-11-25"],
      ["2026-11-25T18:30:00.000Z", "2026-11-26"],
      ["2026-11-26T18:29:59.999Z", "2026-11-26"],
      ["2026-11-26T18:30:00.000Z", "2026-11-27"],
      ["2026-11-25T18:29:59.999Z", "2026-11-25"],
      ["2026-11-26T04:30:00.000Z", "2026-11-26"],
      ["1969-12-31T18:30:00.000Z", "1970-01-01"],
      ["1969-12-31T18:29:59.999Z", "1969-12-31"],
      ["2026-11-26T04:30:00.000Z", "2026-11-26"],
    ] as const;
    expect(instants.map(([at]) => istDay(new Date(at)))).toEqual(instants.map(([, day]) => day));
  });
});
