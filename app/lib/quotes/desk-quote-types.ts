import type { QuoteDocument, QuoteStatus } from "./quote-document";

// What the desk's pages are handed about quotes by their loaders (the store's views, as far as the
// pages read them).

/** A quote on its desk page. */
export type DeskQuote = {
  id: string;
  number: string;
  leadId: string | null;
  status: QuoteStatus;
  version: number;
  sentVersion: number | null;
  document: QuoteDocument;
  shareUrl: string | null;
  link: { token: string; createdAt: string; revokedAt: string | null; firstViewedAt: string | null } | null;
  versions: { version: number; createdAt: string; sentAt: string | null; total: string }[];
  approval: { name: string; at: string; version: number; total: string } | null;
  responses: { kind: string; name: string | null; message: string | null; at: string; version: number }[];
};

/** A quote in its lead's list. */
export type DeskQuoteSummary = {
  id: string;
  number: string;
  status: QuoteStatus;
  version: number;
  total: string;
  sentAt: string | null;
};

/** A lead's newest quote as the list of leads shows it. */
export type LatestQuote = {
  id: string;
  number: string;
  status: QuoteStatus;
  viewed: boolean;
  totalPaise: number;
};
