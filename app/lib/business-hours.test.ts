import { afterEach, describe, expect, it } from "vitest";
import { standardHours } from "~/profiles/common";
import { profiles } from "~/profiles";
import {
  businessMinutesBetween,
  businessMsBetween,
  businessWalkDays,
  isLateReply,
  median,
  type OpeningHours,
  openTimeCounter,
} from "./business-hours";

/** An instant in Bengaluru. 2026-11-24 is a Tuesday, the 28th a Saturday, the 29th a Sunday. */
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const between = (from: Date, to: Date, hours: OpeningHours = standardHours) =>
  businessMinutesBetween(from, to, hours);

// Monday to Saturday 8:00 to 19:00, Sunday 9:00 to 17:00.
describe("businessMinutesBetween, the profiles' hours", () => {
  it("both profiles keep the hours these tests count with", () => {
    expect(profiles.carpentry.business.hours).toEqual(standardHours);
    expect(profiles.interiors.business.hours).toEqual(standardHours);
  });

  it.each([
    // from (IST)                     to (IST)                       minutes
    [["2026-11-24", "10:00"], ["2026-11-24", "10:25"], 25], // within one morning
    [["2026-11-24", "10:00"], ["2026-11-24", "12:05"], 125],
    [["2026-11-24", "06:30"], ["2026-11-24", "08:20"], 20], // sent before opening: counts from 8:00
    [["2026-11-24", "05:00"], ["2026-11-24", "07:59"], 0], // all before opening
    [["2026-11-24", "18:50"], ["2026-11-24", "21:00"], 10], // answered after closing: counts to 19:00
    [["2026-11-24", "19:30"], ["2026-11-24", "23:59"], 0], // all after closing
    [["2026-11-24", "18:30"], ["2026-11-25", "08:15"], 45], // overnight: 30 min tonight, 15 tomorrow
    [["2026-11-24", "22:00"], ["2026-11-25", "09:00"], 60], // sent at night, answered the next morning
    [["2026-11-28", "18:00"], ["2026-11-29", "09:30"], 90], // Saturday evening to Sunday's later opening
    [["2026-11-29", "16:00"], ["2026-11-30", "08:30"], 90], // Sunday closes at 17:00
    [["2026-11-29", "07:00"], ["2026-11-29", "20:00"], 480], // all of a Sunday
    [["2026-11-24", "00:00"], ["2026-11-25", "00:00"], 660], // a whole weekday
    [["2026-11-23", "00:00"], ["2026-11-30", "00:00"], 6 * 660 + 480], // a whole week
  ])("from %j to %j: %i minutes", ([fromDay, fromTime], [toDay, toTime], minutes) => {
    expect(between(ist(fromDay!, fromTime!), ist(toDay!, toTime!))).toBe(minutes);
  });

  it("is 0 for no time at all, and for an end before the start", () => {
    expect(between(ist("2026-11-24", "10:00"), ist("2026-11-24", "10:00"))).toBe(0);
    expect(between(ist("2026-11-24", "12:00"), ist("2026-11-24", "10:00"))).toBe(0);
    expect(between(ist("2026-11-24", "12:00"), ist("2026-11-20", "10:00"))).toBe(0);
  });

  it("counts whole minutes, in milliseconds underneath", () => {
    const from = ist("2026-11-24", "10:00");
    const to = new Date(from.getTime() + 15 * 60_000 + 59_999);
    expect(between(from, to)).toBe(15);
    expect(businessMsBetween(from, to, standardHours)).toBe(15 * 60_000 + 59_999);
  });

  it(`looks no further than ${businessWalkDays} days`, () => {
    const from = ist("2026-01-05", "00:00"); // a Monday
    const years = between(from, ist("2028-01-05", "00:00"));
    expect(years).toBe(between(from, new Date(from.getTime() + businessWalkDays * 86_400_000)));
    // 120 days are 17 weeks and a day (a Monday): 17 weeks of 6 × 660 + 480, and 660.
    expect(years).toBe(17 * (6 * 660 + 480) + 660);
  });

  describe("whatever the machine's own zone", () => {
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });
    it.each(["America/New_York", "Asia/Kolkata", "Pacific/Kiritimati", "UTC"])("in %s", (tz) => {
      process.env.TZ = tz;
      expect(between(ist("2026-11-24", "18:30"), ist("2026-11-25", "08:15"))).toBe(45);
    });
  });
});

describe("businessMinutesBetween, other hours", () => {
  const weekdaysOnly: OpeningHours = [
    {
      label: "Monday to Friday",
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:30",
      closes: "18:00",
    },
  ];

  it("skips a day the business is closed: a weekend counts nothing", () => {
    // Friday 17:50 to Monday 09:40: 10 minutes on Friday, 10 on Monday.
    expect(between(ist("2026-11-27", "17:50"), ist("2026-11-30", "09:40"), weekdaysOnly)).toBe(20);
    expect(between(ist("2026-11-28", "00:00"), ist("2026-11-30", "00:00"), weekdaysOnly)).toBe(0);
  });

  it("counts a split day's two sessions, not the lunch break", () => {
    const split: OpeningHours = [
      { label: "Mornings", days: ["Tuesday"], opens: "09:00", closes: "13:00" },
      { label: "Afternoons", days: ["Tuesday"], opens: "14:00", closes: "18:00" },
    ];
    expect(between(ist("2026-11-24", "12:30"), ist("2026-11-24", "14:30"), split)).toBe(60);
  });

  it("counts overlapping rows once", () => {
    const twice: OpeningHours = [
      { label: "Tuesday", days: ["Tuesday"], opens: "09:00", closes: "13:00" },
      { label: "Tuesday again", days: ["Tuesday"], opens: "12:00", closes: "14:00" },
    ];
    expect(between(ist("2026-11-24", "00:00"), ist("2026-11-25", "00:00"), twice)).toBe(300);
  });

  it("runs a row that closes before it opens past midnight", () => {
    const lateNight: OpeningHours = [
      { label: "Tuesday night", days: ["Tuesday"], opens: "22:00", closes: "02:00" },
    ];
    // Wednesday 01:00 to 03:00 is still Tuesday's night: one hour of it.
    expect(between(ist("2026-11-25", "01:00"), ist("2026-11-25", "03:00"), lateNight)).toBe(60);
    expect(between(ist("2026-11-24", "21:00"), ist("2026-11-25", "12:00"), lateNight)).toBe(240);
  });
});

describe("isLateReply", () => {
  it("is late only past 15 minutes of opening hours", () => {
    const sent = ist("2026-11-24", "10:00");
    expect(isLateReply(sent, ist("2026-11-24", "10:15"), standardHours)).toBe(false);
    expect(isLateReply(sent, new Date(ist("2026-11-24", "10:15").getTime() + 1), standardHours)).toBe(true);
  });

  it("does not count the night: sent at 23:00, not late at 08:10 the next morning", () => {
    const sent = ist("2026-11-24", "23:00");
    expect(isLateReply(sent, ist("2026-11-25", "08:10"), standardHours)).toBe(false);
    expect(isLateReply(sent, ist("2026-11-25", "08:16"), standardHours)).toBe(true);
  });
});

describe("median", () => {
  it.each([
    [[], null],
    [[7], 7],
    [[30, 10, 20], 20],
    [[40, 10, 30, 20], 25],
    [[0, 0, 900], 0],
  ])("of %j is %j", (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe("openTimeCounter", () => {
  const split: OpeningHours = [
    {
      label: "Mornings",
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "13:00",
    },
    {
      label: "Afternoons",
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "12:00",
      closes: "18:00",
    },
    { label: "Late Saturday", days: ["Saturday"], opens: "20:00", closes: "02:00" },
  ];

  it.each([
    ["the profiles' hours", standardHours],
    ["overlapping rows and one past midnight", split],
  ])("counts what the walk counts, for every pair inside its window, with %s", (_name, hours) => {
    const start = ist("2026-10-25", "00:00");
    const end = ist("2026-11-24", "12:00");
    const count = openTimeCounter(hours, start, end);
    // A fixed spread of pairs: minutes to days apart, starting at all hours.
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 500; i++) {
      const a = new Date(start.getTime() + next() * (end.getTime() - start.getTime()));
      const b = new Date(Math.min(end.getTime(), a.getTime() + next() * 3 * 86_400_000));
      expect(count(a, b)).toBe(businessMsBetween(a, b, hours));
    }
  });

  it("walks a pair that reaches outside its window, and counts nothing backwards", () => {
    const count = openTimeCounter(standardHours, ist("2026-11-24", "00:00"), ist("2026-11-25", "00:00"));
    const outside = [ist("2026-11-20", "10:00"), ist("2026-11-24", "10:00")] as const;
    expect(count(...outside)).toBe(businessMsBetween(...outside, standardHours));
    expect(count(ist("2026-11-24", "12:00"), ist("2026-11-24", "11:00"))).toBe(0);
  });
});
