import { describe, expect, it } from "vitest";
import { standardHours } from "~/profiles/common";
import { formatDuration, waitingFor, waitingText } from "./response-clock";

const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();
// Tuesday 24 November 2026; the business opens at 8:00.
const lead = (created: string, more: Partial<Parameters<typeof waitingFor>[0]> = {}) => ({
  status: "new" as const,
  created_at: created,
  first_response_at: null,
  ...more,
});

describe("waitingFor", () => {
  it("shows the wall-clock wait of a new lead nobody answered, late past 15 open minutes", () => {
    const sent = ist("2026-11-24", "10:00");
    expect(waitingFor(lead(sent), ist("2026-11-24", "10:05"), standardHours)).toEqual({
      minutes: 5,
      late: false,
    });
    expect(waitingFor(lead(sent), ist("2026-11-24", "12:05"), standardHours)).toEqual({
      minutes: 125,
      late: true,
    });
  });

  it("counts the night in the wait but not towards being late", () => {
    const sent = ist("2026-11-24", "23:00");
    expect(waitingFor(lead(sent), ist("2026-11-25", "08:10"), standardHours)).toEqual({
      minutes: 550,
      late: false,
    });
  });

  it("has nothing to say once someone replied, or the lead moved on", () => {
    const sent = ist("2026-11-24", "10:00");
    const now = ist("2026-11-24", "12:00");
    expect(
      waitingFor(lead(sent, { first_response_at: ist("2026-11-24", "10:30") }), now, standardHours),
    ).toBe(undefined);
    expect(waitingFor(lead(sent, { status: "contacted" }), now, standardHours)).toBe(undefined);
  });

  it("never shows a negative wait (a lead from a clock ahead of this one)", () => {
    expect(waitingFor(lead(ist("2026-11-24", "10:00")), ist("2026-11-24", "09:00"), standardHours)).toEqual({
      minutes: 0,
      late: false,
    });
  });
});

describe("formatDuration", () => {
  it.each([
    [0, "0 min"],
    [5, "5 min"],
    [59, "59 min"],
    [60, "1 h"],
    [125, "2 h 5 min"],
    [24 * 60 - 1, "23 h 59 min"],
    [24 * 60, "1 d"],
    [3 * 24 * 60 + 4 * 60 + 30, "3 d 4 h"],
    [42.4, "42 min"],
    [-3, "0 min"],
  ])("%d minutes read %j", (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it("words the wait", () => {
    expect(waitingText({ minutes: 125, late: true })).toBe("Waiting 2 h 5 min");
  });
});
