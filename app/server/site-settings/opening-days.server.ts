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

/** Each day of the week as the profile's groups have it: closed when no group names it. */
export function daysOf(hours: Hours): OpeningDay[] {
  return weekDays.map((day) => {
    const group = hours.find((one) => one.days.includes(day));
    return group
      ? { day, open: true, opens: group.opens, closes: group.closes }
      : { day, open: false, opens: "", closes: "" };
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
 * labelled by their runs ("Monday to Friday", "Monday to Wednesday, Friday"). When the days are
 * the same as `current`'s, `current` is kept as it is, with its own labels.
 */
export function groupsOf(days: OpeningDay[], current?: Hours): Hours {
  const open = days.filter((one) => one.open);
  if (
    current &&
    sameDays(
      open,
      daysOf(current).filter((one) => one.open),
    )
  )
    return current;
  const groups: { opens: string; closes: string; days: WeekDay[] }[] = [];
  for (const day of open) {
    const group = groups.find((one) => one.opens === day.opens && one.closes === day.closes);
    if (group) group.days.push(day.day);
    else groups.push({ opens: day.opens, closes: day.closes, days: [day.day] });
  }
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

const sameDays = (a: OpeningDay[], b: OpeningDay[]) =>
  a.length === b.length &&
  a.every((one, i) => one.day === b[i]!.day && one.opens === b[i]!.opens && one.closes === b[i]!.closes);
