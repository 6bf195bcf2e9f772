import type { Db } from "../db/connect.server";
import type { LatestQuote } from "~/lib/quotes/desk-quote-types";

/**
 * The newest quote of each of these leads (one page of the list), with whether its customer has
 * opened the link: one query by the quotes' lead index.
 */
export async function latestQuotes(db: Db, leadIds: string[]): Promise<Map<string, LatestQuote>> {
  const latest = new Map<string, LatestQuote>();
  if (leadIds.length === 0) return latest;
  const rows = await db
    .selectFrom("quotes")
    .select(["quotes.id", "quotes.lead_id", "quotes.number", "quotes.status", "quotes.total_paise"])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("quote_links")
            .select("quote_links.token")
            .whereRef("quote_links.quote_id", "=", "quotes.id")
            .where("quote_links.first_viewed_at", "is not", null),
        )
        .as("viewed"),
    )
    .where("quotes.lead_id", "in", leadIds)
    .orderBy("quotes.created_at", "desc")
    .orderBy("quotes.sequence", "desc")
    .execute();
  for (const row of rows) {
    if (!row.lead_id || latest.has(row.lead_id)) continue;
    latest.set(row.lead_id, {
      id: row.id,
      number: row.number,
      status: row.status,
      viewed: Boolean(row.viewed),
      totalPaise: Number(row.total_paise),
    });
  }
  return latest;
}
