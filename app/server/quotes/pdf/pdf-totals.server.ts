import { customerCopy } from "~/lib/quotes/customer-copy";
import { figureRows } from "~/lib/quotes/figure-rows";
import { amountInWords, formatInr } from "~/lib/quotes/money";
import type { QuoteDocument, QuoteFigures } from "~/lib/quotes/quote-document";
import { heading, ink, margin, muted, pageBottom, textWidth } from "./pdf-frame.server";

// The end of a quotation's PDF: the totals, right-aligned (CGST and SGST or IGST, round off, the
// total in words), the payment schedule, the terms and the notes.

export function drawTotals(pdf: PDFKit.PDFDocument, doc: QuoteDocument, figures: QuoteFigures) {
  const width = textWidth(pdf);
  const words = customerCopy;
  const bottom = () => pageBottom(pdf);

  const rows = figureRows(doc, figures);
  const totalsHeight = rows.length * 15 + 50;
  if (pdf.y + totalsHeight > bottom()) pdf.addPage();
  const labelX = margin + width * 0.45;
  const labelWidth = width * 0.33;
  const valueX = labelX + labelWidth;
  const valueWidth = width - width * 0.45 - labelWidth;
  for (const row of rows) {
    const y = pdf.y;
    pdf
      .font(row.strong ? "bold" : "regular")
      .fontSize(row.strong ? 11 : 9)
      .fillColor(ink);
    pdf.text(row.label, labelX, y, { width: labelWidth });
    const value = formatInr(row.paise);
    pdf.text(value, valueX + valueWidth - pdf.widthOfString(value), y, { lineBreak: false });
    pdf.moveDown(0.25);
  }
  pdf
    .font("regular")
    .fontSize(8.5)
    .fillColor(muted)
    .text(amountInWords(figures.totalPaise), margin, pdf.y + 4, { width, align: "right" });
  pdf.moveDown(1);

  // The payment schedule.
  if (doc.paymentSchedule.length > 0) {
    if (pdf.y + 30 + doc.paymentSchedule.length * 14 > bottom()) pdf.addPage();
    heading(pdf, words.schedule.heading);
    doc.paymentSchedule.forEach((stage, index) => {
      const y = pdf.y;
      pdf.font("regular").fontSize(9).fillColor(ink);
      pdf.text(`${stage.label} (${stage.percent}%)`, margin, y, { width: width * 0.6 });
      pdf.text(formatInr(figures.schedulePaise[index] ?? 0), margin + width * 0.6, y, {
        width: width * 0.4,
        align: "right",
      });
      pdf.moveDown(0.2);
    });
    pdf.moveDown(0.8);
  }

  for (const [title, body] of [
    [words.terms, doc.terms],
    [words.notes, doc.notes],
  ] as const) {
    if (!body.trim()) continue;
    if (pdf.y + 40 > bottom()) pdf.addPage();
    heading(pdf, title);
    pdf.font("regular").fontSize(8.5).fillColor(ink).text(body, margin, pdf.y, { width });
    pdf.moveDown(0.8);
  }
}
