import { customerCopy } from "~/lib/quotes/customer-copy";
import { quantityText } from "~/lib/quotes/figure-rows";
import { formatInr } from "~/lib/quotes/money";
import { type QuoteDocument, type QuoteLine, quoteUnitLabels } from "~/lib/quotes/quote-document";

/**
 * Each room's lines. An optional line carries a tick box (named `include`, its value the line's
 * key) when the customer may still choose; `form` names the form the ticks are sent with.
 */
export function QuoteSections({
  doc,
  included,
  choosing,
  form,
}: {
  doc: QuoteDocument;
  included: readonly string[];
  choosing: boolean;
  form?: string;
}) {
  const ticked = new Set(included);
  return (
    <div className="space-y-6">
      {doc.sections.map((section, index) => (
        <section
          key={`${index}-${section.title}`}
          aria-labelledby={`section-${index}`}
          className="rounded-2xl border border-wood-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id={`section-${index}`} className="font-display text-xl font-semibold text-wood-950">
            {section.title}
          </h2>
          <ul className="mt-3 divide-y divide-wood-100">
            {section.lines.map((line) => (
              <li key={line.key} className="py-3">
                <LineItem
                  line={line}
                  registered={doc.taxKind !== "none"}
                  checked={ticked.has(line.key)}
                  choosing={choosing}
                  form={form}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function LineItem({
  line,
  registered,
  checked,
  choosing,
  form,
}: {
  line: QuoteLine;
  registered: boolean;
  checked: boolean;
  choosing: boolean;
  form?: string;
}) {
  const words = customerCopy;
  const title = <span className="font-semibold text-wood-950">{line.description}</span>;
  return (
    <div className="flex gap-3">
      {line.optional && choosing ? (
        <input
          type="checkbox"
          id={`include-${line.key}`}
          name="include"
          value={line.key}
          form={form}
          defaultChecked={checked}
          className="mt-1 size-5 shrink-0 accent-wood-700"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p>
            {line.optional && choosing ? <label htmlFor={`include-${line.key}`}>{title}</label> : title}
            {line.optional ? (
              <span className="ml-2 rounded-full bg-wood-100 px-2 py-0.5 text-xs font-semibold text-wood-800">
                {words.optional}
              </span>
            ) : null}
          </p>
          <p className="shrink-0 font-semibold text-wood-950 tabular-nums">{formatInr(line.amountPaise)}</p>
        </div>
        {line.specification ? <p className="mt-1 text-sm text-wood-800">{line.specification}</p> : null}
        <p className="mt-1 text-sm text-wood-700 tabular-nums">
          {quantityText(line.quantity, quoteUnitLabels[line.unit])} × {formatInr(line.ratePaise)}
          {registered && line.code
            ? ` · ${words.columns.code} ${line.code} · ${words.columns.gst} ${line.gstRate}%`
            : ""}
        </p>
      </div>
    </div>
  );
}
