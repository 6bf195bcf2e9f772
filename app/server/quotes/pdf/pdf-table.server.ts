import { customerCopy } from "~/lib/quotes/customer-copy";
import { quantityText } from "~/lib/quotes/figure-rows";
import { formatInr } from "~/lib/quotes/money";
import { type QuoteDocument, type QuoteFigures, quoteUnitLabels } from "~/lib/quotes/quote-document";
import { accent, hr, ink, margin, muted, pageBottom, rule, textWidth } from "./pdf-frame.server";

// The lines of a quotation's PDF, section by section, in a table that carries on across pages with
// its header repeated; an optional line says whether it is included, and is greyed when not.

type Column = { label: string; width: number; align: "left" | "right" };

export function drawSections(pdf: PDFKit.PDFDocument, doc: QuoteDocument, figures: QuoteFigures) {
  const width = textWidth(pdf);
  const registered = doc.taxKind !== "none";
  const words = customerCopy;
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
  const bottom = () => pageBottom(pdf);
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
