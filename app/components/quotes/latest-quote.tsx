import { Link } from "react-router";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import { formatInr } from "~/lib/quotes/money";
import type { LatestQuote } from "~/lib/quotes/quote-view";
import { QuoteBadge, quoteStateLabel } from "./quote-status";

const copy = adminCopy.quotes;

/** The list's Quote column: the newest quote's total, linking to it, and its state. */
export function LatestQuoteCell({ quote }: { quote: LatestQuote | null | undefined }) {
  if (!quote) return <span className="text-wood-700">{copy.noQuote}</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      <Link
        to={deskPaths.quote(quote.id)}
        className="text-sm font-semibold whitespace-nowrap text-wood-900 tabular-nums hover:underline"
      >
        {formatInr(quote.totalPaise)}
      </Link>
      <QuoteBadge state={quote.status} />
    </div>
  );
}

/** The same on a phone's card: one line. */
export function LatestQuoteLine({ quote }: { quote: LatestQuote }) {
  const status = quoteStateLabel(quote.status);
  return (
    <p className="mt-2 text-sm">
      <Link
        to={deskPaths.quote(quote.id)}
        className="font-semibold text-wood-900 tabular-nums hover:underline"
      >
        {fillTemplate(copy.listLine, { total: formatInr(quote.totalPaise), status })}
      </Link>
    </p>
  );
}
