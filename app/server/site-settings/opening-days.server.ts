import { siteSettingsCopy as copy } from "~/lib/desk-copy/site-settings";
import { fillTemplate } from "~/lib/links";
import type { Profile } from "~/profiles/schema";

// The desk asks for hours day by day; the profile keeps them as groups of days with one label each
// ("Monday to Saturday", 08:00–19:00). These turn one into the other.

export const weekDays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type WeekDay = (typeof weekDays)[number];
export type OpeningDay = { day: WeekDay; open: boolean; opens: string; closes: string };
type Hours = Profile["business"]["hours"];

/**
 * Each day of the week as the form shows it: closed when no group names it, else its first group's
 * hours. `ranges` holds every group's hours for the day (a day may be in two: 09:00–13:00 and
 * 14:00–18:00).
 */
export function daysOf(hours: Hours): (OpeningDay & { ranges: { opens: string; closes: string }[] })[] {
  return weekDays.map((day) => {
    const ranges = hours
      .filter((one) => one.days.includes(day))
      .map(({ opens, closes }) => ({ opens, closes }));
    const first = ranges[0];
    return first
      ? { day, open: true, opens: first.opens, closes: first.closes, ranges }
      : { day, open: false, opens: "", closes: "", ranges };
  });
}

/** "Monday", "Monday and Tuesday", "Monday to Saturday" for a run of days in a row. */
function runLabel(run: WeekDay[]): string {
  const first = run[0]!;
  const last = run[run.length - 1]!;
  if (run.length === 1) return copy.days[first];
  if (run.length === 2) return `${copy.days[first]} and ${copy.days[last]}`;
  return fillTemplate(copy.dayRange, { first: copy.days[first], last: copy.days[last] });
}

/**
 * The open days as the profile's groups: days with the same hours form one group, in week order,
 * labelled by their runs ("Monday to Friday", "Monday to Wednesday, Friday"). A day sent as the form
 * showed it keeps every range `current` has for it (the form shows only the first); a day changed has
 * the hours sent. When no day changed, `current` is kept as it is, with its own labels.
 */
export function groupsOf(days: OpeningDay[], current?: Hours): Hours {
  const shown = current ? daysOf(current) : undefined;
  const asShown = (day: OpeningDay, i: number) => {
    const was = shown?.[i];
    return (
      was !== undefined &&
      was.open === day.open &&
      (!day.open || (was.opens === day.opens && was.closes === day.closes))
    );
  };
  if (current && days.every(asShown)) return current;
  const groups: { opens: string; closes: string; days: WeekDay[] }[] = [];
  days.forEach((day, i) => {
    if (!day.open) return;
    const ranges = asShown(day, i) ? shown![i]!.ranges : [day];
    for (const { opens, closes } of ranges) {
      const group = groups.find((one) => one.opens === opens && one.closes === closes);
      if (group) group.days.push(day.day);
      else groups.push({ opens, closes, days: [day.day] });
    }
  });
  return groups.map((group) => ({ label: labelOf(group.days), ...group }));
}

function labelOf(days: WeekDay[]): string {
  const runs: WeekDay[][] = [];
  for (const day of days) {
    const run = runs[runs.length - 1];
    const previous = run?.[run.length - 1];
    if (run && previous && weekDays.indexOf(day) === weekDays.indexOf(previous) + 1) run.push(day);
    else runs.push([day]);
  }
  return runs.map(runLabel).join(", ");
}
