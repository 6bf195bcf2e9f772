import { customerCopy } from "~/lib/quotes/customer-copy";
import { figureRows } from "~/lib/quotes/figure-rows";
import { amountInWords, formatInr } from "~/lib/quotes/money";
import type { QuoteDocument, QuoteFigures } from "~/lib/quotes/quote-document";

/**
 * The totals for the lines included, and the payment schedule with each stage's amount. The page's
 * script rewrites the rows inside `#quote-totals` and `#quote-schedule` when ticks change.
 */
export function QuoteTotals({ doc, figures }: { doc: QuoteDocument; figures: QuoteFigures }) {
  const words = customerCopy;
  return (
    <section
      aria-labelledby="totals-heading"
      className="rounded-2xl border border-wood-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="totals-heading" className="font-display text-xl font-semibold text-wood-950">
        {words.totals.heading}
      </h2>
      <dl id="quote-totals" aria-live="polite" className="mt-3 space-y-1 tabular-nums">
        {figureRows(doc, figures).map((row) => (
          <div
            key={row.key}
            className={`flex justify-between gap-4 ${row.strong ? "mt-2 border-t border-wood-200 pt-2 text-lg font-semibold text-wood-950" : "text-wood-800"}`}
          >
            <dt>{row.label}</dt>
            <dd>{formatInr(row.paise)}</dd>
          </div>
        ))}
      </dl>
      <p id="quote-words" className="mt-2 text-sm text-wood-800">
        <span className="sr-only">{words.totals.inWords}: </span>
        {amountInWords(figures.totalPaise)}
      </p>
      {doc.paymentSchedule.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold text-wood-950">{words.schedule.heading}</h3>
          <ul id="quote-schedule" className="mt-2 space-y-1 tabular-nums">
            {doc.paymentSchedule.map((stage, index) => (
              <li key={stage.label} className="flex justify-between gap-4 text-wood-800">
                <span>
                  {stage.label} ({stage.percent}%)
                </span>
                <span>{formatInr(figures.schedulePaise[index] ?? 0)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** Terms and notes, as the business wrote them. */
export function QuoteTerms({ doc }: { doc: QuoteDocument }) {
  const parts = [
    [customerCopy.terms, doc.terms],
    [customerCopy.notes, doc.notes],
  ].filter(([, text]) => text?.trim());
  if (parts.length === 0) return null;
  return (
    <section
      aria-label={customerCopy.terms}
      className="rounded-2xl border border-wood-200 bg-white p-5 text-sm shadow-sm sm:p-6"
    >
      {parts.map(([title, text]) => (
        <div key={title} className="mt-4 first:mt-0">
          <h2 className="font-semibold text-wood-950">{title}</h2>
          <p className="mt-1 whitespace-pre-line text-wood-800">{text}</p>
        </div>
      ))}
    </section>
  );
}
