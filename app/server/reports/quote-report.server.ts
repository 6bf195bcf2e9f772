import { rupees } from "~/lib/quotes/money";
import { addDays, istMidnight } from "~/lib/report-period";
import { leadChannels, type QuoteFiguresRow, type QuoteReport } from "~/lib/report-table";

export type { QuoteFiguresRow, QuoteReport };
import type { Site } from "~/lib/site";
import type { Db } from "../db/connect.server";
import { channelOf, pagePathOf } from "./lead-figures.server";

// What the quotes of a period brought: the quotes first sent in it (a revision is the same quote),
// their value, the value of those approved, the win rate, and how many days each lead waited from
// its enquiry to its first quote, by the lead's source (its channel) and the page it was sent from.

type Row = {
  lead_id: string | null;
  total_paise: number | string;
  approved_total_paise: number | string | null;
  approved_at: string | null;
  first_sent_at: string | null;
  lead_created_at: string | null;
  source: string | null;
  source_path: string | null;
};

const dayMs = 86_400_000;
/** The key of the rows of quotes whose lead was erased, or came from no page. */
export const noLeadKey = "erased";
export const noPageKey = "";

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function figuresOf(key: string, rows: readonly Row[]): QuoteFiguresRow {
  const won = rows.filter((row) => row.approved_at !== null);
  // Each lead once: its first quote sent.
  const firstByLead = new Map<string, number>();
  for (const row of rows) {
    if (!row.lead_id || !row.lead_created_at || !row.first_sent_at) continue;
    const days = (Date.parse(row.first_sent_at) - Date.parse(row.lead_created_at)) / dayMs;
    firstByLead.set(row.lead_id, Math.min(firstByLead.get(row.lead_id) ?? Infinity, days));
  }
  const days = median([...firstByLead.values()]);
  return {
    key,
    quotes: rows.length,
    quoted: rupees(rows.reduce((sum, row) => sum + Number(row.total_paise), 0)),
    won: won.length,
    wonValue: rupees(won.reduce((sum, row) => sum + Number(row.approved_total_paise ?? 0), 0)),
    winRate: rows.length ? Math.round((won.length / rows.length) * 1000) / 10 : null,
    daysToQuote: days === null ? null : Math.round(days * 10) / 10,
  };
}

function grouped(rows: readonly Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

/** The quotes first sent on the IST days from `from` to `to`, both included. */
export async function quoteReport(db: Db, from: string, to: string, site: Site): Promise<QuoteReport> {
  const rows: Row[] = await db
    .selectFrom("quotes")
    .leftJoin("leads", "leads.id", "quotes.lead_id")
    .select([
      "quotes.lead_id",
      "quotes.total_paise",
      "quotes.approved_total_paise",
      "quotes.approved_at",
      "quotes.first_sent_at",
      "leads.created_at as lead_created_at",
      "leads.source",
      "leads.source_path",
    ])
    .where("quotes.first_sent_at", ">=", istMidnight(from).toISOString())
    .where("quotes.first_sent_at", "<", istMidnight(addDays(to, 1)).toISOString())
    .execute();
  const sourceOf = (row: Row) =>
    row.source === null ? noLeadKey : channelOf({ source: row.source, source_path: row.source_path }, site);
  const bySource = grouped(rows, sourceOf);
  const byPage = grouped(rows, (row) =>
    row.source === "web" && row.source_path ? pagePathOf(row.source_path) : noPageKey,
  );
  const order = [...leadChannels, noLeadKey] as string[];
  return {
    totals: figuresOf("all", rows),
    bySource: [...bySource]
      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
      .map(([key, group]) => figuresOf(key, group)),
    byPage: [...byPage]
      .map(([key, group]) => figuresOf(key, group))
      .sort((a, b) => b.quotes - a.quotes || a.key.localeCompare(b.key)),
  };
}
