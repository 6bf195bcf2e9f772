import type { Profile } from "~/profiles/schema";

// Time inside the business's opening hours, in Bengaluru time (IST, UTC+05:30, no daylight
// saving) whatever the server's or browser's own zone. Pure arithmetic on UTC instants, so the
// server and the browser count the same.

export type OpeningHours = Profile["business"]["hours"];

const istOffsetMs = (5 * 60 + 30) * 60_000;
const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
/** Date.getUTCDay()'s order, Sunday first. */
const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** How far the count looks: a lead unanswered for longer is late whatever the exact figure. */
export const businessWalkDays = 120;

/** A lead is late once it has waited more than this much of the business's open time. */
export const lateAfterBusinessMinutes = 15;

/** "08:30" as minutes after midnight. */
function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/**
 * The open intervals of one IST day (UTC milliseconds), given the UTC instant of its midnight. A
 * row that closes at or before it opens ("20:00" to "02:00") runs past midnight into the next day.
 */
function openOn(midnight: number, hours: OpeningHours): [number, number][] {
  const day = weekdays[new Date(midnight + istOffsetMs).getUTCDay()]!;
  return hours
    .filter((row) => row.days.includes(day))
    .map((row) => {
      const opens = minutesOf(row.opens);
      let closes = minutesOf(row.closes);
      if (closes <= opens) closes += 24 * 60;
      return [midnight + opens * minuteMs, midnight + closes * minuteMs];
    });
}

/**
 * Milliseconds inside opening hours between two instants; 0 when `end` is not after `start`.
 * Looks at most `businessWalkDays` days past `start`. Rows that overlap (a day listed twice) count
 * their shared time once.
 */
export function businessMsBetween(start: Date, end: Date, hours: OpeningHours): number {
  const from = start.getTime();
  const to = Math.min(end.getTime(), from + businessWalkDays * dayMs);
  if (!(to > from)) return 0;
  // From the IST day before `start` (whose late rows may run past midnight) to the day of `to`.
  const firstMidnight = Math.floor((from + istOffsetMs) / dayMs) * dayMs - istOffsetMs - dayMs;
  const intervals: [number, number][] = [];
  for (let midnight = firstMidnight; midnight < to; midnight += dayMs) {
    for (const [opens, closes] of openOn(midnight, hours)) {
      const a = Math.max(opens, from);
      const b = Math.min(closes, to);
      if (b > a) intervals.push([a, b]);
    }
  }
  intervals.sort((x, y) => x[0] - y[0]);
  let total = 0;
  let reached = -Infinity;
  for (const [a, b] of intervals) {
    const begin = Math.max(a, reached);
    if (b > begin) total += b - begin;
    reached = Math.max(reached, b);
  }
  return total;
}

/**
 * Counts open time between many pairs of instants inside one window at once: the window's open
 * intervals are merged once, each with the open time before it, so a pair costs two binary
 * searches instead of a walk over its days. Pairs reaching outside the window are walked.
 */
export function openTimeCounter(hours: OpeningHours, windowStart: Date, windowEnd: Date) {
  const from = windowStart.getTime();
  const to = windowEnd.getTime();
  const merged: [number, number][] = [];
  const firstMidnight = Math.floor((from + istOffsetMs) / dayMs) * dayMs - istOffsetMs - dayMs;
  const intervals: [number, number][] = [];
  for (let midnight = firstMidnight; midnight < to; midnight += dayMs)
    intervals.push(...openOn(midnight, hours));
  intervals.sort((x, y) => x[0] - y[0]);
  for (const [a, b] of intervals) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  const before: number[] = [];
  let sum = 0;
  for (const [a, b] of merged) {
    before.push(sum);
    sum += b - a;
  }
  /** Open time from the window's start up to `t` (inside the window). */
  const openUpTo = (t: number) => {
    let low = 0;
    let high = merged.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (merged[middle]![0] <= t) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    if (found < 0) return 0;
    const [a, b] = merged[found]!;
    return before[found]! + Math.min(t, b) - a;
  };
  return (start: Date, end: Date): number => {
    const a = start.getTime();
    const b = Math.min(end.getTime(), a + businessWalkDays * dayMs);
    if (a < from || b > to) return businessMsBetween(start, end, hours);
    return b > a ? openUpTo(b) - openUpTo(a) : 0;
  };
}

/** Whole minutes inside opening hours between two instants (see businessMsBetween). */
export function businessMinutesBetween(start: Date, end: Date, hours: OpeningHours): number {
  return Math.floor(businessMsBetween(start, end, hours) / minuteMs);
}

/** Whether a wait from `start` to `end` is past the late mark, counting open time only. */
export function isLateReply(start: Date, end: Date, hours: OpeningHours): boolean {
  return businessMsBetween(start, end, hours) > lateAfterBusinessMinutes * minuteMs;
}

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
