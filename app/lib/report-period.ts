import { z } from "zod";

// The period a report covers, in whole India-time days (YYYY-MM-DD), and the weeks (Monday to
// Sunday) its weekly charts show. One schema reads the period for the reports page, its CSV
// downloads and GET /api/reports.

const istOffsetMs = (5 * 60 + 30) * 60_000;
const dayMs = 86_400_000;

/** The periods offered as links: the last 7, 30 or 90 days, today included. */
export const periodPresets = [7, 30, 90] as const;
export const defaultPresetDays = 30;
/** The longest period a report reads: a year (a leap year's too). */
export const maxPeriodDays = 366;
/** How many weeks the weekly charts show, ending with the week that holds the period's last day. */
export const chartWeeks = 12;

/** The last day `istDay` gave, and when it began (ms since the epoch): the counting asks in order. */
let lastDay = { day: "", from: 0 };

/** The IST day holding an instant, as YYYY-MM-DD (India has no daylight saving: always UTC+05:30). */
export function istDay(at: Date): string {
  const ms = at.getTime();
  if (!(ms >= lastDay.from && ms < lastDay.from + dayMs)) {
    const local = ms + istOffsetMs;
    lastDay = {
      day: new Date(local).toISOString().slice(0, 10),
      from: Math.floor(local / dayMs) * dayMs - istOffsetMs,
    };
  }
  return lastDay.day;
}

/** The day `n` days after `day` (before, for a negative `n`). */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);

/** How many days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;

/** The UTC instant at which an IST day begins. */
export const istMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - istOffsetMs);

/** The Monday of the week (Monday to Sunday) holding `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The first days of the `chartWeeks` weeks that end with the week holding `to`, oldest first. */
export function chartWeekStarts(to: string, weeks = chartWeeks): string[] {
  const last = weekStart(to);
  return Array.from({ length: weeks }, (_, i) => addDays(last, (i - weeks + 1) * 7));
}

/** The ISO week of a Monday, e.g. "2026-W48". */
export function isoWeek(monday: string): string {
  const thursday = new Date(`${addDays(monday, 3)}T00:00:00Z`);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * dayMs)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

export type ReportPeriod = {
  from: string;
  to: string;
  /** How many days it covers. */
  days: number;
  /** 7, 30 or 90 when it is one of the offered periods ending today, else null. */
  preset: (typeof periodPresets)[number] | null;
};

export const periodMessages = {
  date: "must be a date as YYYY-MM-DD",
  both: "Give both from and to, or neither.",
  order: "from must be on or before to",
  future: "must not be after today ({today})",
  tooLong: `A report covers at most ${maxPeriodDays} days.`,
  days: `days must be one of ${periodPresets.join(", ")}`,
} as const;

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const dayField = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.string({ error: periodMessages.date }).refine(isDay, periodMessages.date).optional(),
);

/**
 * The period asked for (`days=7|30|90`, or `from` and `to`), against today (IST): the last 30 days
 * when nothing is asked. Every error names its field: `from`, `to` or `days`.
 */
export function reportPeriodSchema(today: string) {
  return z
    .object({
      days: z.preprocess(
        (v) => (v === "" || v === null || v === undefined ? undefined : Number(v)),
        z
          .union(
            periodPresets.map((n) => z.literal(n)),
            { error: periodMessages.days },
          )
          .optional(),
      ),
      from: dayField,
      to: dayField,
    })
    .transform((input, ctx): ReportPeriod => {
      if (input.from === undefined && input.to === undefined) {
        const days = input.days ?? defaultPresetDays;
        return { from: addDays(today, 1 - days), to: today, days, preset: days };
      }
      if (input.from === undefined || input.to === undefined) {
        ctx.addIssue({ code: "custom", path: [input.from ? "to" : "from"], message: periodMessages.both });
        return z.NEVER;
      }
      const { from, to } = input;
      if (to > today) {
        ctx.addIssue({
          code: "custom",
          path: ["to"],
          message: periodMessages.future.replace("{today}", today),
        });
        return z.NEVER;
      }
      if (from > to) {
        ctx.addIssue({ code: "custom", path: ["from"], message: periodMessages.order });
        return z.NEVER;
      }
      const days = daysBetween(from, to);
      if (days > maxPeriodDays) {
        ctx.addIssue({ code: "custom", path: ["from"], message: periodMessages.tooLong });
        return z.NEVER;
      }
      const preset = to === today ? (periodPresets.find((n) => n === days) ?? null) : null;
      return { from, to, days, preset };
    });
}

/** The period's fields from a URL's query (the page, the CSV and the API all read these). */
export const periodQuery = (url: URL) => ({
  days: url.searchParams.get("days"),
  from: url.searchParams.get("from"),
  to: url.searchParams.get("to"),
});

/** The period read from a URL: the period, or each bad field's message. */
export function parsePeriod(
  url: URL,
  today: string,
): { ok: true; period: ReportPeriod } | { ok: false; errors: Record<string, string> } {
  const parsed = reportPeriodSchema(today).safeParse(periodQuery(url));
  if (parsed.success) return { ok: true, period: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "period")] ??= issue.message;
  return { ok: false, errors };
}

/** The query that asks for a period again (a preset by its days, else its dates). */
export const periodParams = (period: ReportPeriod): Record<string, string> =>
  period.preset ? { days: String(period.preset) } : { from: period.from, to: period.to };
