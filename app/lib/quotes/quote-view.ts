import type { QuoteDocument, QuoteStatus } from "./quote-document";

// What the quote store answers with, for every reader: the desk's pages, the JSON API and the
// customer's page. Plain data (no server code), so a page's components may import the types.

/** Totals as rupee strings with two decimals ("71862.00"): what the JSON API shows. */
export type QuoteTotals = { taxable: string; cgst: string; sgst: string; igst: string; total: string };

export type QuoteApproval = {
  name: string | null;
  at: string;
  version: number;
  /** Rupees ("71862.00"), the options the customer ticked included. */
  total: string;
  /** The keys of the optional lines the customer ticked. */
  included: string[];
};

export type QuoteResponseView = {
  kind: "approved" | "changes";
  name: string | null;
  message: string | null;
  at: string;
  version: number;
};

export type QuoteLinkView = {
  token: string;
  createdAt: string;
  revokedAt: string | null;
  firstViewedAt: string | null;
};

export type QuoteView = {
  id: string;
  number: string;
  /** Null once the person was erased. */
  leadId: string | null;
  status: QuoteStatus;
  /** The newest version. */
  version: number;
  /** The version customers are shown; null until one was sent. */
  sentVersion: number | null;
  /** The newest version. */
  document: QuoteDocument;
  /** The newest version's, no optional line included. */
  totals: QuoteTotals;
  /** `{publicUrl}/quote/{token}` of the newest version's live link; null once revoked (until the next send). */
  shareUrl: string | null;
  link: QuoteLinkView | null;
  versions: { version: number; createdAt: string; sentAt: string | null; total: string }[];
  approval: QuoteApproval | null;
  responses: QuoteResponseView[];
  createdAt: string;
  updatedAt: string;
};

export type SentQuote = QuoteView & {
  /** wa.me link with the message and the link prefilled, to the lead's number. */
  whatsappUrl: string;
  /** Whether an e-mail to the lead was queued. */
  emailed: boolean;
};

export type QuoteSummary = {
  id: string;
  number: string;
  status: QuoteStatus;
  version: number;
  /** Rupees, the newest version's total (the approved total once approved). */
  total: string;
  sentAt: string | null;
  approvedAt: string | null;
};

/** A lead's latest quote, for the desk's list. */
export type LatestQuote = {
  id: string;
  number: string;
  status: QuoteStatus;
  totalPaise: number;
  total: string;
  /** The customer has opened the version sent to them. */
  viewed: boolean;
};

/**
 * What a customer's link shows. "open": they may tick options, approve or ask for changes;
 * "approved": approved (this version); "expired": past its validity date; "superseded": a newer
 * version was sent; "withdrawn": the business withdrew the quote.
 */
export type CustomerQuoteState = "open" | "approved" | "expired" | "superseded" | "withdrawn";

export type CustomerQuote = {
  state: CustomerQuoteState;
  document: QuoteDocument;
  quoteId: string;
  version: number;
  token: string;
  approval: QuoteApproval | null;
  /** When the customer last asked for changes to this version. */
  changesAskedAt: string | null;
  /** For the offer to call: E.164 numbers. */
  business: { name: string; phone: string; whatsapp: string };
};
