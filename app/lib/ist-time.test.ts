import { afterEach, describe, expect, it } from "vitest";
import { endOfIstDay, parseIstDateTime, toIstLocalInput } from "./ist-time";

const iso = (date: Date | undefined) => date?.toISOString();

describe("endOfIstDay", () => {
  it.each([
    // now (UTC)                    the next IST midnight (UTC)
    ["2026-11-24T00:00:00.000Z", "2026-11-24T18:30:00.000Z"], // 05:30 IST
    ["2026-11-24T18:00:00.000Z", "2026-11-24T18:30:00.000Z"], // 23:30 IST
    ["2026-11-24T18:29:59.999Z", "2026-11-24T18:30:00.000Z"], // the last moment of the day
    ["2026-11-24T18:30:00.000Z", "2026-11-25T18:30:00.000Z"], // midnight starts the next day
    ["2026-11-24T18:40:00.000Z", "2026-11-25T18:30:00.000Z"], // 00:10 IST on the 25th
    ["2026-11-23T20:00:00.000Z", "2026-11-24T18:30:00.000Z"], // 01:30 IST on the 24th, UTC still the 23rd
    ["2026-12-31T18:29:00.000Z", "2026-12-31T18:30:00.000Z"], // New Year's Eve
    ["2026-12-31T18:30:00.000Z", "2027-01-01T18:30:00.000Z"], // New Year's Day in IST
    ["2028-02-28T20:00:00.000Z", "2028-02-29T18:30:00.000Z"], // a leap day
  ])("at %s the IST day ends at %s", (now, end) => {
    expect(iso(endOfIstDay(new Date(now)))).toBe(end);
  });

  describe("whatever the server's own zone", () => {
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });
    it.each(["America/New_York", "Asia/Kolkata", "Pacific/Kiritimati", "UTC"])("in %s", (tz) => {
      process.env.TZ = tz;
      expect(iso(endOfIstDay(new Date("2026-11-24T18:00:00.000Z")))).toBe("2026-11-24T18:30:00.000Z");
      expect(iso(parseIstDateTime("2026-11-25T10:30"))).toBe("2026-11-25T05:00:00.000Z");
      expect(toIstLocalInput("2026-11-25T05:00:00.000Z")).toBe("2026-11-25T10:30");
    });
  });
});

describe("toIstLocalInput", () => {
  it.each([
    ["2026-11-25T05:00:00.000Z", "2026-11-25T10:30"],
    ["2026-11-24T18:20:00.000Z", "2026-11-24T23:50"],
    ["2026-11-24T18:30:00.000Z", "2026-11-25T00:00"],
    ["2026-12-31T20:15:59.999Z", "2027-01-01T01:45"],
  ])("%s is %s in IST", (stored, local) => {
    expect(toIstLocalInput(stored)).toBe(local);
  });

  it("reads back as the same minute", () => {
    const stored = "2026-11-24T18:20:00.000Z";
    expect(iso(parseIstDateTime(toIstLocalInput(stored)))).toBe(stored);
  });
});

describe("parseIstDateTime", () => {
  it.each([
    // Without a zone, as a datetime-local field sends it: IST.
    ["2026-11-25T10:30", "2026-11-25T05:00:00.000Z"],
    ["2026-11-25T10:30:15", "2026-11-25T05:00:15.000Z"],
    ["2026-11-25T10:30:15.5", "2026-11-25T05:00:15.500Z"],
    ["2026-11-25T00:10", "2026-11-24T18:40:00.000Z"],
    ["  2026-11-25T10:30  ", "2026-11-25T05:00:00.000Z"],
    // With one, as written.
    ["2026-11-25T10:30Z", "2026-11-25T10:30:00.000Z"],
    ["2026-11-25T10:30:00.000z", "2026-11-25T10:30:00.000Z"],
    ["2026-11-25T10:30+05:30", "2026-11-25T05:00:00.000Z"],
    ["2026-11-25T10:30:00-04:00", "2026-11-25T14:30:00.000Z"],
    ["2026-11-25T10:30:00.123456789Z", "2026-11-25T10:30:00.123Z"],
    ["2028-02-29T09:00", "2028-02-29T03:30:00.000Z"],
  ])("reads %j as %s", (text, instant) => {
    expect(iso(parseIstDateTime(text))).toBe(instant);
  });

  it.each([
    "",
    "tomorrow",
    "2026-11-25",
    "10:30",
    "2026-11-25 10:30",
    "2026-11-25T10",
    "2026-11-25T10:30+0530",
    "2026-11-25T10:30 IST",
    "1795602600000",
    "2026-13-01T10:00",
    "2026-11-25T25:00",
    "2026-11-25T10:61",
    // Dates and times that do not exist are refused, not moved on to ones that do.
    "2026-02-30T10:00",
    "2026-02-29T10:00Z",
    "2026-04-31T10:00+05:30",
    "2026-11-25T24:00",
  ])("refuses %j", (text) => {
    expect(parseIstDateTime(text)).toBeUndefined();
  });
});
