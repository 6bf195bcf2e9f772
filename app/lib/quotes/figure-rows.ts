import { customerCopy } from "./customer-copy";
import type { QuoteDocument, QuoteFigures } from "./quote-document";

/** One line of a quote's totals, as the customer's page and the PDF show it. */
export type FigureRow = {
  /** Stable name of the row ("subtotal", "cgst-18", "total"): what the page's script fills in. */
  key: string;
  label: string;
  paise: number;
  strong?: boolean;
};

/**
 * The totals of a quote for one choice of optional lines, in the order they are shown: subtotal,
 * discount, taxable value, tax by rate (CGST and SGST, or IGST; none when the business is not
 * registered), round off, total. Rows that are nothing (no discount, no round off) are left out.
 */
export function figureRows(
  doc: Pick<QuoteDocument, "taxKind" | "discount">,
  figures: QuoteFigures,
): FigureRow[] {
  const words = customerCopy.totals;
  const rows: FigureRow[] = [{ key: "subtotal", label: words.subtotal, paise: figures.subtotalPaise }];
  if (doc.discount) {
    const label =
      doc.discount.kind === "percent" ? `${words.discount} (${doc.discount.percent}%)` : words.discount;
    rows.push({ key: "discount", label, paise: -figures.discountPaise });
  }
  if (doc.taxKind !== "none") {
    rows.push({ key: "taxable", label: words.taxable, paise: figures.taxablePaise });
    for (const part of figures.breakup) {
      if (part.gstRate === 0) continue;
      if (doc.taxKind === "intra") {
        rows.push({ key: `cgst-${part.gstRate}`, label: words.cgst(part.gstRate), paise: part.cgstPaise });
        rows.push({ key: `sgst-${part.gstRate}`, label: words.sgst(part.gstRate), paise: part.sgstPaise });
      } else {
        rows.push({ key: `igst-${part.gstRate}`, label: words.igst(part.gstRate), paise: part.igstPaise });
      }
    }
  }
  if (figures.roundOffPaise !== 0)
    rows.push({ key: "round-off", label: words.roundOff, paise: figures.roundOffPaise });
  rows.push({ key: "total", label: words.total, paise: figures.totalPaise, strong: true });
  return rows;
}

/** A quantity as written, with its unit ("42 sq ft", "1 lump sum"). */
export function quantityText(quantity: string, unitLabel: string): string {
  return `${quantity} ${unitLabel}`;
}
