import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import { quotePdfFileName, renderQuotePdf } from "./quote-pdf.server";
import { sampleQuoteDocument } from "./sample-quote.server";

async function textOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

describe("a quote's PDF", () => {
  it("is an A4 PDF whose text can be read: the number, the rupee amounts in Indian grouping, CGST and SGST", async () => {
    const pdf = await renderQuotePdf(sampleQuoteDocument());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain("/MediaBox [0 0 595.28 841.89]");
    const { text } = await textOf(pdf);
    expect(text).toContain("Quotation");
    expect(text).not.toContain("Tax Invoice");
    expect(text).toContain("Q/2026-27/0001");
    expect(text).toContain("₹71,862.00");
    expect(text).toContain("CGST @ 9%");
    expect(text).toContain("SGST @ 9%");
    expect(text).toContain("Rupees Seventy-One Thousand Eight Hundred Sixty-Two Only");
    expect(text).toContain("GSTIN: 29ABCDE1234F1Z5");
    expect(text).toContain("Page 1 of 1");
  });

  it("shows IGST for a site in another state, and no tax when the business is not registered", async () => {
    expect((await textOf(await renderQuotePdf(sampleQuoteDocument({ taxKind: "inter" })))).text).toContain(
      "IGST @ 18%",
    );
    const { text } = await textOf(await renderQuotePdf(sampleQuoteDocument({ taxKind: "none" })));
    expect(text).toContain("Not registered under GST");
    expect(text).not.toMatch(/[CSI]GST/);
    expect(text).toContain("₹60,900.00");
  });

  it("carries a long quote over several pages, each numbered", async () => {
    const { text, pages } = await textOf(await renderQuotePdf(sampleQuoteDocument({ extraLines: 59 })));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain("Wardrobe shutters, panel 59");
  });

  it("is named for its number", () => {
    expect(quotePdfFileName("Q/2026-27/0001")).toBe("Quotation-Q-2026-27-0001.pdf");
    expect(quotePdfFileName("Q/2026-27/0001", 2)).toBe("Quotation-Q-2026-27-0001-v2.pdf");
  });
});
