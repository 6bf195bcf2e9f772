import { staffCardClass } from "~/components/admin/staff-styles";
import { reportsCopy } from "~/lib/desk-copy/reports";
import { fillTemplate } from "~/lib/links";
import { formatInr, parseRupees } from "~/lib/quotes/money";
import type { LeadChannel, QuoteFiguresRow, QuoteReport } from "~/lib/report-table";
import { ScrollTable } from "./scroll-table";

const copy = reportsCopy.quotes;

const money = (rupees: string) => formatInr(parseRupees(rupees) ?? 0);
const rate = (n: number | null) => (n === null ? copy.none : `${n}%`);
const days = (n: number | null) => (n === null ? copy.none : fillTemplate(copy.days, { n: String(n) }));

function sourceName(key: string): string {
  if (key === "erased") return copy.erased;
  return reportsCopy.channels[key as LeadChannel] ?? key;
}

function QuotesTable({
  caption,
  first,
  rows,
  name,
}: {
  caption: string;
  first: string;
  rows: QuoteFiguresRow[];
  name: (key: string) => string;
}) {
  const columns = [
    first,
    copy.columns.quotes,
    copy.columns.quoted,
    copy.columns.won,
    copy.columns.wonValue,
    copy.columns.winRate,
    copy.columns.days,
  ];
  return (
    <ScrollTable table={caption} className="mt-3">
      <table className="w-full text-left text-sm">
        <caption className="py-1 text-left font-semibold text-wood-950">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={column} scope="col" className={`px-2 py-1 font-semibold ${i > 0 ? "text-right" : ""}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-wood-200">
              <th scope="row" className="px-2 py-1 font-medium">
                {name(row.key)}
              </th>
              <td className="px-2 py-1 text-right">{row.quotes}</td>
              <td className="px-2 py-1 text-right">{money(row.quoted)}</td>
              <td className="px-2 py-1 text-right">{row.won}</td>
              <td className="px-2 py-1 text-right">{money(row.wonValue)}</td>
              <td className="px-2 py-1 text-right">{rate(row.winRate)}</td>
              <td className="px-2 py-1 text-right">{days(row.daysToQuote)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** The period's quotes on the reports page: four figures, then by source and by page. */
export function QuotesSection({
  quotes,
  pageName,
}: {
  quotes: QuoteReport;
  pageName: (path: string) => string;
}) {
  const { totals } = quotes;
  const cards = [
    [copy.totals.quoted, money(totals.quoted)],
    [copy.totals.won, money(totals.wonValue)],
    [copy.totals.winRate, rate(totals.winRate)],
    [copy.totals.days, days(totals.daysToQuote)],
  ] as const;
  return (
    <section aria-labelledby="quotes-heading" className={`${staffCardClass} min-w-0 p-4 sm:p-6`}>
      <h2 id="quotes-heading" className="font-display text-xl font-semibold text-wood-950">
        {copy.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-wood-800">{copy.intro}</p>
      {totals.quotes === 0 ? (
        <p className="mt-3 text-sm text-wood-800">{copy.empty}</p>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {cards.map(([label, value]) => (
              <div key={label} className="rounded-lg border border-wood-200 bg-wood-50 p-3">
                <dt className="text-sm font-semibold text-wood-800">{label}</dt>
                <dd className="mt-1 font-display text-2xl font-semibold text-wood-950 tabular-nums">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <QuotesTable
            caption={copy.bySource}
            first={copy.columns.source}
            rows={quotes.bySource}
            name={sourceName}
          />
          <QuotesTable
            caption={copy.byPage}
            first={copy.columns.page}
            rows={quotes.byPage}
            name={(key) => (key ? pageName(key) : copy.noPage)}
          />
        </>
      )}
    </section>
  );
}
