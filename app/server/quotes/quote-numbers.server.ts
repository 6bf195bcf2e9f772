import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";

// Quote numbers run per financial year (1 April to 31 March, in India's time): Q/2026-27/0001. The
// year's counter is raised in the transaction that creates the quote, in one statement
// (insert ... on conflict do update ... returning, alike on SQLite and PostgreSQL), so two quotes
// never share a number, on however many servers.

const istOffsetMs = (5 * 60 + 30) * 60_000;

/** The date in India's time, YYYY-MM-DD. */
export const istDate = (now: Date) => new Date(now.getTime() + istOffsetMs).toISOString().slice(0, 10);

/** The financial year holding `now` in India's time: "2026-27" from 1 April 2026 to 31 March 2027. */
export function financialYear(now: Date): string {
  const ist = new Date(now.getTime() + istOffsetMs);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}

/** "Q/2026-27/0001": four digits, more past 9999. */
export const quoteNumber = (year: string, sequence: number) =>
  `Q/${year}/${String(sequence).padStart(4, "0")}`;

/** Takes the next number of the financial year of `now`. */
export async function takeQuoteNumber(trx: Kysely<Database>, now: Date) {
  const year = financialYear(now);
  const row = await trx
    .insertInto("quote_counters")
    .values({ financial_year: year, last: 1 })
    .onConflict((oc) =>
      oc.column("financial_year").doUpdateSet((eb) => ({ last: eb("quote_counters.last", "+", 1) })),
    )
    .returning("last")
    .executeTakeFirstOrThrow();
  const sequence = Number(row.last);
  return { financialYear: year, sequence, number: quoteNumber(year, sequence) };
}
