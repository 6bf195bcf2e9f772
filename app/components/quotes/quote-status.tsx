import { adminCopy } from "~/lib/admin-copy";
import type { QuoteStatus } from "~/lib/quotes/quote-document";

const copy = adminCopy.quotes.status;

/** Where a quote stands as the desk says it: a sent quote the customer opened is Viewed. */
export type QuoteBadgeState = keyof typeof copy;

export function quoteBadgeState(status: QuoteStatus, viewed: boolean): QuoteBadgeState {
  return status === "sent" && viewed ? "viewed" : status;
}

const badgeClass: Record<QuoteBadgeState, string> = {
  draft: "bg-wood-100 text-wood-900 ring-wood-300",
  sent: "bg-blue-50 text-blue-900 ring-blue-200",
  viewed: "bg-indigo-50 text-indigo-900 ring-indigo-200",
  approved: "bg-green-50 text-green-900 ring-green-200",
  changes: "bg-amber-50 text-amber-950 ring-amber-300",
  withdrawn: "bg-stone-100 text-stone-800 ring-stone-300",
};

export const quoteStateLabel = (state: QuoteBadgeState) => copy[state];

export function QuoteBadge({ state }: { state: QuoteBadgeState }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${badgeClass[state]}`}
    >
      {copy[state]}
    </span>
  );
}
