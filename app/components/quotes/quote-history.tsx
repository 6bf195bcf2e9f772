import { Link } from "react-router";
import { staffCardClass } from "~/components/admin/staff-styles";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { formatLeadDate } from "~/lib/format-date";
import { fillTemplate } from "~/lib/links";
import { formatInr, parseRupees } from "~/lib/quotes/money";
import type { QuoteView } from "~/lib/quotes/quote-view";

const copy = adminCopy.quotes.page;

/** A rupee string of the store's ("1450.00") as the desk shows money. */
const shown = (total: string) => formatInr(parseRupees(total) ?? 0);

/** Every version (each readable), the approval, and what the customer asked. */
export function QuoteHistory({
  quote,
}: {
  quote: Pick<QuoteView, "id" | "version" | "versions" | "approval" | "responses">;
}) {
  return (
    <section aria-labelledby="versions-h" className={`space-y-3 p-4 sm:p-5 ${staffCardClass}`}>
      <h2 id="versions-h" className="font-display text-xl font-semibold text-wood-950">
        {copy.versions}
      </h2>
      <ol className="space-y-2 text-sm">
        {[...quote.versions].reverse().map((one) => (
          <li key={one.version} className="flex flex-wrap items-baseline justify-between gap-2">
            <Link
              to={
                one.version === quote.version
                  ? deskPaths.quote(quote.id)
                  : `${deskPaths.quote(quote.id)}?version=${one.version}`
              }
              className="font-semibold text-wood-800 underline underline-offset-4"
            >
              {fillTemplate(copy.versionRow, { version: String(one.version) })}
            </Link>
            <span className="text-wood-800">
              {shown(one.total)} ·{" "}
              {one.sentAt ? fillTemplate(copy.sentOn, { date: formatLeadDate(one.sentAt) }) : copy.notSent}
            </span>
          </li>
        ))}
      </ol>
      {quote.approval ? (
        <p className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {fillTemplate(copy.approval, {
            name: quote.approval.name ?? "",
            date: formatLeadDate(quote.approval.at),
          })}{" "}
          · {shown(quote.approval.total)}
        </p>
      ) : null}
      {quote.responses.some((one) => one.kind === "changes") ? (
        <div>
          <h3 className="font-semibold text-wood-950">{copy.responses}</h3>
          <ul className="mt-1 space-y-2 text-sm">
            {quote.responses
              .filter((one) => one.kind === "changes")
              .map((one) => (
                <li key={one.at} className="rounded-lg bg-amber-50 p-3 text-amber-950">
                  <p className="font-semibold">
                    {copy.changesAsked} · {formatLeadDate(one.at)}
                  </p>
                  <p className="whitespace-pre-wrap">{one.message}</p>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
