import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { customerCopy } from "~/lib/quotes/customer-copy";
import { figureRows, quantityText } from "~/lib/quotes/figure-rows";
import { amountInWords, formatInr } from "~/lib/quotes/money";
import { type QuoteDocument, type QuoteFigures, quoteUnitLabels } from "~/lib/quotes/quote-document";
import { formatQuoteDate } from "~/lib/quotes/quote-date-format";

// A quotation as an A4 PDF, drawn with pdfkit: the business at the top, the customer, each section's
// lines in a table that carries on across pages with its header repeated, the totals (CGST and SGST
// or IGST, round off, the total in words), the payment schedule, terms, notes and page numbers.
// DejaVu Sans is embedded (pdfkit keeps only the glyphs used): it has the rupee sign, which the PDF
// standard fonts lack. Text is drawn as text, so it can be searched and copied.

const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);
/** The fonts' files, read once, when the first PDF is made. */
let fontData: { regular: Buffer; bold: Buffer } | undefined;
const fonts = () =>
  (fontData ??= {
    regular: readFileSync(fontFile("DejaVuSans.ttf")),
    bold: readFileSync(fontFile("DejaVuSans-Bold.ttf")),
  });

const margin = 40;
const ink = "#1f1a17";
const muted = "#5b524b";
const rule = "#d9cfc4";
const accent = "#7a4a26";

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

type Column = { label: string; width: number; align: "left" | "right" };

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
    font: fonts().regular as unknown as string,
    info: { Title: `${customerCopy.title} ${doc.number}`, Author: doc.business.name },
    lang: "en-IN",
  });
  pdf.registerFont("regular", fonts().regular);
  pdf.registerFont("bold", fonts().bold);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  drawQuote(pdf, doc, figures);
  numberPages(pdf);
  pdf.end();
  return done;
}

function drawQuote(pdf: PDFKit.PDFDocument, doc: QuoteDocument, figures: QuoteFigures) {
  const width = pdf.page.width - margin * 2;
  const registered = doc.taxKind !== "none";
  const words = customerCopy;

  // The business, left; the title and the quote's facts, right.
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

  // The lines, section by section.
  const columns: Column[] = registered
    ? [
        { label: words.columns.item, width: width * 0.42, align: "left" },
        { label: words.columns.code, width: width * 0.12, align: "left" },
        { label: words.columns.quantity, width: width * 0.14, align: "right" },
        { label: words.columns.rate, width: width * 0.15, align: "right" },
        { label: words.columns.amount, width: width * 0.17, align: "right" },
      ]
    : [
        { label: words.columns.item, width: width * 0.52, align: "left" },
        { label: words.columns.quantity, width: width * 0.14, align: "right" },
        { label: words.columns.rate, width: width * 0.16, align: "right" },
        { label: words.columns.amount, width: width * 0.18, align: "right" },
      ];
  const bottom = () => pdf.page.height - margin - 16;
  const header = () => tableHeader(pdf, columns);
  const included = new Set(figures.included);
  for (const section of doc.sections) {
    if (pdf.y + 60 > bottom()) pdf.addPage();
    pdf.font("bold").fontSize(11).fillColor(accent).text(section.title, margin, pdf.y);
    pdf.moveDown(0.2);
    header();
    for (const line of section.lines) {
      const optional = line.optional
        ? ` (${words.optional.toLowerCase()}${included.has(line.key) ? ", included" : ", not included"})`
        : "";
      const cells = [
        `${line.description}${optional}`,
        ...(registered ? [`${line.code}\n${line.gstRate}%`] : []),
        quantityText(line.quantity, quoteUnitLabels[line.unit]),
        formatInr(line.ratePaise),
        formatInr(line.amountPaise),
      ];
      // Only the item's words may wrap; the figures are one line each, drawn without pdfkit's
      // line wrapper (measured: it costs milliseconds a call, the rest of a row very little).
      const itemWidth = columns[0]!.width - 6;
      const itemHeight = wrappedHeight(pdf.font("bold").fontSize(8.5), cells[0]!, itemWidth);
      const specHeight = line.specification
        ? wrappedHeight(pdf.font("regular").fontSize(7.5), line.specification, itemWidth)
        : 0;
      const codeLines = registered ? 2 : 1;
      const rowHeight =
        Math.max(itemHeight + specHeight, codeLines * pdf.fontSize(8.5).currentLineHeight(true)) + 8;
      if (pdf.y + rowHeight > bottom()) {
        pdf.addPage();
        header();
      }
      const y = pdf.y + 4;
      const colour = line.optional && !included.has(line.key) ? muted : ink;
      pdf.font("bold").fontSize(8.5).fillColor(colour);
      drawWrapped(pdf, cells[0]!, margin + 3, y, itemWidth, itemHeight);
      if (line.specification) {
        pdf.font("regular").fontSize(7.5).fillColor(muted);
        drawWrapped(pdf, line.specification, margin + 3, y + itemHeight, itemWidth, specHeight);
      }
      pdf.font("regular").fontSize(8.5).fillColor(colour);
      let x = margin + columns[0]!.width;
      cells.slice(1).forEach((cell, index) => {
        const column = columns[index + 1]!;
        cell.split("\n").forEach((part, row) => {
          const top = y + row * pdf.currentLineHeight(true);
          const left = column.align === "right" ? x + column.width - 3 - pdf.widthOfString(part) : x + 3;
          pdf.text(part, left, top, { lineBreak: false });
        });
        x += column.width;
      });
      pdf.y = y - 4 + rowHeight;
      hr(pdf, rule);
    }
    pdf.moveDown(0.8);
  }

  // The totals, right-aligned.
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

/** The height of text wrapped to `width`: one line unless it is wider (then pdfkit measures it). */
function wrappedHeight(pdf: PDFKit.PDFDocument, text: string, width: number): number {
  return !text.includes("\n") && pdf.widthOfString(text) <= width
    ? pdf.currentLineHeight(true)
    : pdf.heightOfString(text, { width });
}

/** Text at (x, y) in `width`: one line drawn directly, longer text through pdfkit's wrapper. */
function drawWrapped(
  pdf: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  if (height <= pdf.currentLineHeight(true)) pdf.text(text, x, y, { lineBreak: false });
  else pdf.text(text, x, y, { width });
}

function heading(pdf: PDFKit.PDFDocument, text: string) {
  pdf.font("bold").fontSize(10.5).fillColor(accent).text(text, margin, pdf.y);
  pdf.moveDown(0.3);
}

function tableHeader(pdf: PDFKit.PDFDocument, columns: Column[]) {
  const y = pdf.y;
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  pdf.rect(margin, y, width, 16).fill("#f3ede6");
  let x = margin;
  pdf.font("bold").fontSize(8).fillColor(muted);
  for (const column of columns) {
    pdf.text(column.label, x + 3, y + 4, { width: column.width - 6, align: column.align });
    x += column.width;
  }
  pdf.y = y + 16;
}

function hr(pdf: PDFKit.PDFDocument, colour = "#b9a99a") {
  pdf
    .moveTo(margin, pdf.y)
    .lineTo(pdf.page.width - margin, pdf.y)
    .lineWidth(0.5)
    .strokeColor(colour)
    .stroke();
}

/** "Page 1 of 3" at the foot of every page, once all are drawn. */
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
