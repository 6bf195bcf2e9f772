import PDFDocument from "pdfkit";
import { customerCopy } from "~/lib/quotes/customer-copy";
import type { QuoteDocument, QuoteFigures } from "~/lib/quotes/quote-document";
import { pdfFonts } from "./pdf-fonts.server";
import { drawHeading, margin, numberPages } from "./pdf-frame.server";
import { drawSections } from "./pdf-table.server";
import { drawTotals } from "./pdf-totals.server";

// A quotation as an A4 PDF, drawn with pdfkit: the business at the top, the customer, each section's
// lines in a table that carries on across pages with its header repeated, the totals (CGST and SGST
// or IGST, round off, the total in words), the payment schedule, terms, notes and page numbers
// (pdf-frame, pdf-table and pdf-totals draw them), in DejaVu Sans, embedded (pdf-fonts). Text is
// drawn as text, so it can be searched and copied.

/** The file name a quote's PDF is downloaded as: "Quotation-Q-2026-27-0001.pdf". */
export function quotePdfFileName(number: string, version?: number): string {
  const safe = number.replace(/[^A-Za-z0-9-]+/g, "-");
  return `Quotation-${safe}${version && version > 1 ? `-v${version}` : ""}.pdf`;
}

/** The headers of a quote's PDF download. */
export function quotePdfHeaders(number: string, version: number, cache: string): Record<string, string> {
  return {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${quotePdfFileName(number, version)}"`,
    "Cache-Control": cache,
  };
}

/**
 * The PDF of one version of a quote, with the optional lines `figures` includes (the stored
 * figures when none are given).
 */
export function renderQuotePdf(doc: QuoteDocument, figures: QuoteFigures = doc.figures): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margin,
    bufferPages: true,
    // Not the standard Helvetica (read from pdfkit's own files): the embedded font from the start.
    font: pdfFonts().regular as unknown as string,
    info: { Title: `${customerCopy.title} ${doc.number}`, Author: doc.business.name },
    lang: "en-IN",
  });
  pdf.registerFont("regular", pdfFonts().regular);
  pdf.registerFont("bold", pdfFonts().bold);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  drawHeading(pdf, doc);
  drawSections(pdf, doc, figures);
  drawTotals(pdf, doc, figures);
  numberPages(pdf);
  pdf.end();
  return done;
}
