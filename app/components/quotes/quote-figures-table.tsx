import { adminCopy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";
import { amountInWords, formatInr } from "~/lib/quotes/money";
import type { PaymentStage, QuoteFigures } from "~/lib/quotes/quote-document";

const copy = adminCopy.quotes.figures;

/** Half a rate, as the CGST and SGST lines name it: 18 → "9", 5 → "2.5". */
const half = (rate: number) => String(rate / 2);

/**
 * A quote's figures: subtotal, discount, taxable value, the tax by rate (CGST and SGST, or IGST),
 * the round off, the total and the total in words; the schedule's amounts when given. Only shows
 * figures already worked out: it adds nothing up.
 */
export function FiguresTable({
  figures,
  registered,
  schedule,
  words = false,
}: {
  figures: QuoteFigures;
  registered: boolean;
  schedule?: PaymentStage[];
  words?: boolean;
}) {
  const rows: [string, number][] = [[copy.subtotal, figures.subtotalPaise]];
  if (figures.discountPaise) rows.push([copy.discount, -figures.discountPaise]);
  if (registered) {
    rows.push([copy.taxable, figures.taxablePaise]);
    for (const part of figures.breakup) {
      if (part.cgstPaise || part.sgstPaise) {
        rows.push([fillTemplate(copy.cgst, { rate: half(part.gstRate) }), part.cgstPaise]);
        rows.push([fillTemplate(copy.sgst, { rate: half(part.gstRate) }), part.sgstPaise]);
      }
      if (part.igstPaise)
        rows.push([fillTemplate(copy.igst, { rate: String(part.gstRate) }), part.igstPaise]);
    }
  }
  if (figures.roundOffPaise) rows.push([copy.roundOff, figures.roundOffPaise]);
  return (
    <div className="mt-3">
      <table className="w-full text-sm">
        <tbody>
          {rows.map(([label, paise]) => (
            <tr key={label} className="border-b border-wood-100">
              <th scope="row" className="py-1.5 pr-3 text-left font-medium text-wood-800">
                {label}
              </th>
              <td className="py-1.5 text-right text-wood-950 tabular-nums">{formatInr(paise)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="pt-2 pr-3 text-left text-base font-semibold text-wood-950">
              {copy.total}
            </th>
            <td className="pt-2 text-right text-base font-semibold text-wood-950 tabular-nums" data-total>
              {formatInr(figures.totalPaise)}
            </td>
          </tr>
        </tbody>
      </table>
      {registered ? null : <p className="mt-2 text-sm font-semibold text-wood-800">{copy.notRegistered}</p>}
      {words ? (
        <p className="mt-2 text-sm text-wood-800">
          <span className="font-semibold">{copy.inWords}:</span> {amountInWords(figures.totalPaise)}
        </p>
      ) : null}
      {schedule && schedule.length > 0 ? (
        <div className="mt-3">
          <p className="text-sm font-semibold text-wood-950">{copy.schedule}</p>
          <ul className="mt-1 space-y-1 text-sm">
            {schedule.map((stage, i) => (
              <li key={stage.label + i} className="flex justify-between gap-3">
                <span className="text-wood-800">
                  {stage.label} ({stage.percent}%)
                </span>
                <span className="text-wood-950 tabular-nums">{formatInr(figures.schedulePaise[i] ?? 0)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
