import { customerCopy } from "~/lib/quotes/customer-copy";
import type { QuoteDocument } from "~/lib/quotes/quote-document";
import { formatQuoteDate } from "~/lib/quotes/quote-date-format";

// The frame of a quotation's PDF: its measures and colours, the business and the quote's facts at
// the top, the customer and the site, headings and rules, and the page numbers at the foot.

export const margin = 40;
export const ink = "#1f1a17";
export const muted = "#5b524b";
export const rule = "#d9cfc4";
export const accent = "#7a4a26";

/** The width between the margins. */
export const textWidth = (pdf: PDFKit.PDFDocument) => pdf.page.width - margin * 2;

/** Where a page's content must end, above its page number. */
export const pageBottom = (pdf: PDFKit.PDFDocument) => pdf.page.height - margin - 16;

/** The business, left; the title and the quote's facts, right; then the customer and the site. */
export function drawHeading(pdf: PDFKit.PDFDocument, doc: QuoteDocument) {
  const width = textWidth(pdf);
  const registered = doc.taxKind !== "none";
  const words = customerCopy;

  const top = pdf.y;
  pdf
    .font("bold")
    .fontSize(15)
    .fillColor(ink)
    .text(doc.business.name, margin, top, { width: width * 0.58 });
  pdf.font("regular").fontSize(8.5).fillColor(muted);
  for (const line of doc.business.address) pdf.text(line, { width: width * 0.58 });
  pdf.text([doc.business.phone, doc.business.email].filter(Boolean).join("  ·  "), { width: width * 0.58 });
  pdf
    .fillColor(ink)
    .text(doc.business.gstin ? `${words.gstin}: ${doc.business.gstin}` : words.notRegistered, {
      width: width * 0.58,
    });
  const leftBottom = pdf.y;

  const right = margin + width * 0.6;
  const rightWidth = width * 0.4;
  pdf
    .font("bold")
    .fontSize(20)
    .fillColor(accent)
    .text(words.title, right, top, { width: rightWidth, align: "right" });
  pdf.font("regular").fontSize(9).fillColor(ink);
  const facts: [string, string][] = [
    [words.number, `${doc.number} (${words.version(doc.version).toLowerCase()})`],
    [words.date, formatQuoteDate(doc.date)],
    [words.validUntil, formatQuoteDate(doc.validUntil)],
  ];
  for (const [label, value] of facts)
    pdf.text(`${label}: ${value}`, right, pdf.y, { width: rightWidth, align: "right" });
  pdf.y = Math.max(leftBottom, pdf.y) + 10;
  hr(pdf);

  // The customer and the site.
  pdf.moveDown(0.5);
  pdf.font("bold").fontSize(9).fillColor(muted).text(words.preparedFor.toUpperCase(), margin);
  pdf.font("bold").fontSize(10.5).fillColor(ink).text(doc.customer.name);
  pdf.font("regular").fontSize(9);
  const customerLines = [
    doc.customer.phone,
    doc.customer.email,
    doc.customer.siteAddress ? `${words.site}: ${doc.customer.siteAddress}` : null,
    doc.customer.gstin ? `${words.customerGstin}: ${doc.customer.gstin}` : null,
    registered ? `${words.placeOfSupply}: ${doc.placeOfSupplyName} (${doc.placeOfSupply})` : null,
  ];
  for (const line of customerLines) if (line) pdf.text(line);
  pdf.moveDown(0.8);
}

export function heading(pdf: PDFKit.PDFDocument, text: string) {
  pdf.font("bold").fontSize(10.5).fillColor(accent).text(text, margin, pdf.y);
  pdf.moveDown(0.3);
}

export function hr(pdf: PDFKit.PDFDocument, colour = "#b9a99a") {
  pdf
    .moveTo(margin, pdf.y)
    .lineTo(pdf.page.width - margin, pdf.y)
    .lineWidth(0.5)
    .strokeColor(colour)
    .stroke();
}

export /** "Page 1 of 3" at the foot of every page, once all are drawn. */
function numberPages(pdf: PDFKit.PDFDocument) {
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index);
    const bottomMargin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font("regular")
      .fontSize(7.5)
      .fillColor(muted)
      .text(customerCopy.page(index + 1, range.count), margin, pdf.page.height - margin + 8, {
        width: pdf.page.width - margin * 2,
        align: "center",
        lineBreak: false,
      });
    pdf.page.margins.bottom = bottomMargin;
  }
}
