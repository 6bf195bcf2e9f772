import { Link } from "react-router";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import { formatInr } from "~/lib/quotes/money";
import type { LatestQuote } from "~/lib/quotes/quote-view";
import { quoteBadgeState, quoteStateLabel } from "./quote-status";

const copy = adminCopy.quotes;

/**
 * A lead's newest quote in the list, under its status (a row's cell, a phone's card): its total and
 * state (Viewed once the customer opened the version sent), linking to it.
 */
export function LatestQuoteLine({ quote }: { quote: LatestQuote }) {
  const status = quoteStateLabel(quoteBadgeState(quote.status, quote.viewed));
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
