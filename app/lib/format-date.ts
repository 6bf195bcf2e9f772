const formatter = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** A stored ISO time as Bengaluru reads it, e.g. "21 Nov 2026, 3:30 pm". The same on server and browser. */
export function formatLeadDate(iso: string): string {
  return formatter.format(new Date(iso));
}

const monthYear = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", month: "long", year: "numeric" });

/** A calendar date (YYYY-MM-DD) as a month and year, e.g. "March 2026": when a testimonial was given. */
export function formatMonthYear(date: string): string {
  return monthYear.format(new Date(`${date}T00:00:00Z`));
}
