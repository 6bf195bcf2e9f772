import { adminCopy } from "~/lib/admin-copy";
import { formatInr } from "~/lib/quotes/money";
import { type QuoteDocument, quoteUnitLabels } from "~/lib/quotes/quote-document";
import { staffCardClass } from "~/components/admin/staff-styles";
import { FiguresTable } from "./quote-figures-table";

const copy = adminCopy.quotes;

const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * A version of a quote as stored: who it is from and for, the rooms and their lines, and the
 * figures worked out when it was saved. It adds nothing up.
 */
export function QuoteSheet({ doc }: { doc: QuoteDocument }) {
  const registered = doc.taxKind !== "none";
  return (
    <article aria-labelledby="sheet-h" className={`space-y-5 p-4 sm:p-6 ${staffCardClass}`}>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-wood-100 pb-4">
        <div>
          <h2 id="sheet-h" className="font-display text-2xl font-semibold text-wood-950">
            {doc.title} {doc.number}
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-wood-800">{copy.page.date}</dt>
            <dd className="text-wood-950">{longDate(doc.date)}</dd>
            <dt className="text-wood-800">{copy.page.validUntil}</dt>
            <dd className="text-wood-950">{longDate(doc.validUntil)}</dd>
            <dt className="text-wood-800">{copy.page.placeOfSupply}</dt>
            <dd className="text-wood-950">
              {doc.placeOfSupplyName} ({doc.placeOfSupply})
            </dd>
          </dl>
        </div>
        <div className="text-sm">
          <p className="font-semibold text-wood-950">{doc.business.name}</p>
          {doc.business.address.map((line) => (
            <p key={line} className="text-wood-800">
              {line}
            </p>
          ))}
          <p className="text-wood-800">
            {doc.business.gstin ? `${copy.page.gstin} ${doc.business.gstin}` : copy.figures.notRegistered}
          </p>
        </div>
      </header>
      <div className="text-sm">
        <p className="font-semibold text-wood-950">{copy.page.customer}</p>
        <p className="text-wood-900">{doc.customer.name}</p>
        {doc.customer.siteAddress ? <p className="text-wood-800">{doc.customer.siteAddress}</p> : null}
        {doc.customer.gstin ? (
          <p className="text-wood-800">
            {copy.page.gstin} {doc.customer.gstin}
          </p>
        ) : null}
      </div>
      {doc.sections.map((section, s) => (
        <section key={s} aria-labelledby={`section-${s}`}>
          <h3 id={`section-${s}`} className="text-lg font-semibold text-wood-950">
            {section.title}
          </h3>
          <ul className="mt-2 divide-y divide-wood-100 border-y border-wood-100">
            {section.lines.map((line) => (
              <li key={line.key} className="grid gap-1 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4">
                <div className="min-w-0">
                  <p className="font-medium text-wood-950">
                    {line.description}
                    {line.optional ? (
                      <span className="ml-2 rounded-full bg-wood-100 px-2 py-0.5 text-xs font-semibold text-wood-900">
                        {copy.figures.optional}
                      </span>
                    ) : null}
                  </p>
                  {line.specification ? <p className="text-sm text-wood-800">{line.specification}</p> : null}
                  <p className="text-sm text-wood-800 tabular-nums">
                    {line.quantity} {quoteUnitLabels[line.unit]} × {formatInr(line.ratePaise)}
                    {registered && line.code ? ` · ${line.code} · GST ${line.gstRate}%` : ""}
                  </p>
                </div>
                <p className="font-semibold text-wood-950 tabular-nums sm:text-right">
                  {formatInr(line.amountPaise)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className="sm:ml-auto sm:max-w-sm">
        <FiguresTable figures={doc.figures} registered={registered} schedule={doc.paymentSchedule} words />
        {doc.sections.some((section) => section.lines.some((line) => line.optional)) ? (
          <p className="mt-2 text-xs text-wood-700">{copy.figures.optionalNote}</p>
        ) : null}
      </div>
      {doc.notes ? (
        <div>
          <h3 className="font-semibold text-wood-950">{copy.builder.notes}</h3>
          <p className="mt-1 text-sm whitespace-pre-wrap text-wood-900">{doc.notes}</p>
        </div>
      ) : null}
      {doc.terms ? (
        <div>
          <h3 className="font-semibold text-wood-950">{copy.builder.terms}</h3>
          <p className="mt-1 text-sm whitespace-pre-wrap text-wood-900">{doc.terms}</p>
        </div>
      ) : null}
    </article>
  );
}
