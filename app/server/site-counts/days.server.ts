// Site counts are kept by IST day (Bengaluru has no daylight saving: always UTC+05:30).
const istOffsetMs = (5 * 60 + 30) * 60_000;

/** The IST day holding `at`, as YYYY-MM-DD. */
export const istDay = (at: Date) => new Date(at.getTime() + istOffsetMs).toISOString().slice(0, 10);

/** The day `days` days after `day` (before, when negative), both YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
