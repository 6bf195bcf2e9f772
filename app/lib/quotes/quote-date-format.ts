const dayMonthYear = new Intl.DateTimeFormat("en-IN", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** A quote's calendar date (YYYY-MM-DD) as read in India: "27 Nov 2026". The same on server and browser. */
export function formatQuoteDate(date: string): string {
  return dayMonthYear.format(new Date(`${date}T00:00:00Z`));
}
