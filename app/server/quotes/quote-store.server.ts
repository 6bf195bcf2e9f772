import type { QuoteDocument } from "~/lib/quotes/quote-document";
import type { QuoteSummary, QuoteView } from "~/lib/quotes/quote-view";
import type { Site } from "~/lib/site";
import type { Db } from "../db/connect.server";
import { getConfig } from "../site.server";
import type { DeskUser } from "../leads/lead-access.server";
import { mayQuoteLead, parseDocument, quoteView, summaryOf, visibleQuote } from "./quote-read.server";

export { latestQuotes } from "./quote-read.server";
export { createQuote, reviseQuote, updateQuote } from "./quote-write.server";
export { quoteWhatsappUrl, revokeQuoteLink, sendQuote } from "./quote-send.server";
export { newToken } from "./quote-write-steps.server";
export type { QuoteSummary, QuoteView, SentQuote } from "~/lib/quotes/quote-view";

// The desk's side of quotations. Every write is one transaction that first takes the quote's (or
// the lead's) write lock, then reads what it changes; staff quote the leads they can see, admins
// all. A version once sent is never changed: a revision is a new version of the same number, and
// each version keeps its own customer link. Writing is in quote-write.server.ts, sending and
// withdrawing in quote-send.server.ts; here, the reads.

export type QuoteActor = DeskUser;
export type QuoteDeps = { db: Db; now: Date; actor: QuoteActor; site: Site };
export type QuoteResult<T> =
  | { kind: "done"; value: T }
  | { kind: "not-found" }
  | { kind: "forbidden"; error: string }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "conflict"; error: string };

/** The quote, or null when there is none or the viewer may not see its lead. */
export async function getQuote(
  db: Db,
  viewer: DeskUser,
  quoteId: string,
  site: Pick<Site, "publicUrl"> = getConfig().site,
): Promise<QuoteView | null> {
  const row = await visibleQuote(db, viewer, quoteId);
  return row ? quoteView(db, row, site.publicUrl) : null;
}

/** The lead's quotes, newest first; null when the viewer may not see the lead. */
export async function listLeadQuotes(
  db: Db,
  viewer: DeskUser,
  leadId: string,
): Promise<QuoteSummary[] | null> {
  if (!(await mayQuoteLead(db, viewer, leadId))) return null;
  const rows = await db
    .selectFrom("quotes")
    .selectAll()
    .where("lead_id", "=", leadId)
    .orderBy("created_at", "desc")
    .orderBy("sequence", "desc")
    .execute();
  return rows.map(summaryOf);
}

/** One version of a quote as it was saved (a sent one, as the customer saw it). */
export async function getQuoteVersion(
  db: Db,
  viewer: DeskUser,
  quoteId: string,
  version: number,
): Promise<QuoteDocument | null> {
  if (!Number.isSafeInteger(version) || version < 1) return null;
  const row = await visibleQuote(db, viewer, quoteId);
  if (!row) return null;
  const stored = await db
    .selectFrom("quote_versions")
    .select("document")
    .where("quote_id", "=", row.id)
    .where("version", "=", version)
    .executeTakeFirst();
  return stored ? parseDocument(stored.document) : null;
}
