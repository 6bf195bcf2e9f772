import { customerCopy } from "~/lib/quotes/customer-copy";
import { formatQuoteDate } from "~/lib/quotes/quote-date-format";
import type { QuoteDocument } from "~/lib/quotes/quote-document";

/** Who the quotation is from and for, its number, version and dates. */
export function QuoteHeading({ doc }: { doc: QuoteDocument }) {
  const words = customerCopy;
  const facts: [string, string][] = [
    [words.number, doc.number],
    [words.date, formatQuoteDate(doc.date)],
    [words.validUntil, formatQuoteDate(doc.validUntil)],
  ];
  return (
    <div className="rounded-2xl border border-wood-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-display text-3xl font-semibold text-wood-950">{words.title}</h1>
        <p className="font-semibold text-wood-700">
          {doc.number} · {words.version(doc.version)}
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-wood-700">{label}</dt>
            <dd className="font-semibold text-wood-950">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid gap-6 border-t border-wood-200 pt-5 text-sm sm:grid-cols-2">
        <div>
          <h2 className="font-semibold text-wood-950">{doc.business.name}</h2>
          <address className="mt-1 text-wood-800 not-italic">
            {doc.business.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <span className="block">{doc.business.phone}</span>
            <span className="block break-all">{doc.business.email}</span>
          </address>
          <p className="mt-1 font-medium text-wood-900">
            {doc.business.gstin ? `${words.gstin}: ${doc.business.gstin}` : words.notRegistered}
          </p>
        </div>
        <div>
          <h2 className="text-wood-700">{words.preparedFor}</h2>
          <p className="font-semibold text-wood-950">{doc.customer.name}</p>
          {doc.customer.siteAddress ? (
            <p className="text-wood-800">
              {words.site}: {doc.customer.siteAddress}
            </p>
          ) : null}
          {doc.customer.gstin ? (
            <p className="text-wood-800">
              {words.customerGstin}: {doc.customer.gstin}
            </p>
          ) : null}
          {doc.taxKind !== "none" ? (
            <p className="text-wood-800">
              {words.placeOfSupply}: {doc.placeOfSupplyName} ({doc.placeOfSupply})
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
