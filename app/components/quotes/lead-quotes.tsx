import { FilePlus2 } from "lucide-react";
import { Link } from "react-router";
import { staffButtonClass } from "~/components/admin/staff-styles";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { formatLeadDate } from "~/lib/format-date";
import { fillTemplate } from "~/lib/links";
import { formatInr, parseRupees } from "~/lib/quotes/money";
import type { QuoteSummary } from "~/lib/quotes/quote-view";
import { QuoteBadge } from "./quote-status";

const copy = adminCopy.quotes;

/** The lead page's quotes: each with its number, total and state, and the way to a new one. */
export function LeadQuotes({ leadId, quotes }: { leadId: string; quotes: QuoteSummary[] }) {
  return (
    <section aria-labelledby="quotes-h" className="rounded-2xl border border-wood-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quotes-h" className="font-semibold text-wood-950">
          {copy.heading}
        </h2>
        <Link to={deskPaths.newQuote(leadId)} className={staffButtonClass.primary}>
          <FilePlus2 aria-hidden="true" className="size-4" />
          {copy.newQuote}
        </Link>
      </div>
      {quotes.length === 0 ? (
        <p className="mt-2 text-sm text-wood-800">{copy.none}</p>
      ) : (
        <ul className="mt-3 divide-y divide-wood-100">
          {quotes.map((quote) => (
            <li key={quote.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="flex flex-wrap items-center gap-2">
                <Link
                  to={deskPaths.quote(quote.id)}
                  className="font-semibold text-wood-800 underline underline-offset-4"
                >
                  {quote.number}
                </Link>
                <QuoteBadge state={quote.status} />
              </span>
              <span className="text-sm text-wood-800 tabular-nums">
                {formatInr(parseRupees(quote.total) ?? 0)} ·{" "}
                {fillTemplate(copy.page.version, { version: String(quote.version) })}
                {quote.sentAt
                  ? ` · ${fillTemplate(copy.page.sentOn, { date: formatLeadDate(quote.sentAt) })}`
                  : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
