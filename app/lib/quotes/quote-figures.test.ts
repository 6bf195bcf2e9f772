import { describe, expect, it } from "vitest";
import type { GstRate, QuoteDocument, QuoteLine, TaxKind } from "./quote-document";
import { lineAmountPaise, normaliseQuantity, quoteFigures, spreadInProportion } from "./quote-figures";

let counter = 0;
function line(quantity: string, ratePaise: number, extra: Partial<QuoteLine> = {}): QuoteLine {
  counter += 1;
  return {
    key: `l${counter}`,
    description: "Work",
    specification: "",
    quantity,
    unit: "sqft",
    ratePaise,
    amountPaise: lineAmountPaise(quantity, ratePaise),
    code: "995476",
    gstRate: 18,
    optional: false,
    ...extra,
  };
}

const schedule = [
  { label: "On booking", percent: 10 },
  { label: "At production", percent: 40 },
  { label: "On installation", percent: 50 },
];

function doc(
  lines: QuoteLine[],
  taxKind: TaxKind = "intra",
  discount: QuoteDocument["discount"] = null,
): Pick<QuoteDocument, "sections" | "discount" | "taxKind" | "paymentSchedule"> {
  return { sections: [{ title: "Kitchen", lines }], discount, taxKind, paymentSchedule: schedule };
}

describe("a line's amount", () => {
  it("multiplies decimal quantities exactly, rounding half-up to the paisa", () => {
    expect(lineAmountPaise("42", 145000)).toBe(6090000);
    expect(lineAmountPaise("0.1", 30)).toBe(3); // 0.1 x 0.30 = 0.03 (floating point: 0.030000000000000002)
    expect(lineAmountPaise("1.005", 100)).toBe(101); // 100.5 paise -> 101
    expect(lineAmountPaise("1.004", 100)).toBe(100); // 100.4 paise -> 100
    expect(lineAmountPaise("12.5", 99)).toBe(1238); // 1237.5 -> 1238
    // 9999999.999 x 99999.99 rupees: the product passes 2^53 thousandths of a paisa, still exact.
    expect(lineAmountPaise("9999999.999", 9999999)).toBe(99999989990000);
  });

  it("keeps quantities as written, the shortest way", () => {
    expect(normaliseQuantity("42.500")).toBe("42.5");
    expect(normaliseQuantity("007")).toBe("7");
    expect(normaliseQuantity("1.2345")).toBeNull();
  });
});

describe("quote figures", () => {
  it("taxes a Karnataka site with CGST and SGST at half the rate each", () => {
    const figures = quoteFigures(doc([line("42", 145000)]), []);
    expect(figures.taxablePaise).toBe(6090000);
    expect(figures.cgstPaise).toBe(548100);
    expect(figures.sgstPaise).toBe(548100);
    expect(figures.igstPaise).toBe(0);
    expect(figures.totalPaise).toBe(7186200);
    expect(figures.roundOffPaise).toBe(0);
    expect(figures.schedulePaise).toEqual([718620, 2874480, 3593100]);
  });

  it("taxes a site in another state with IGST at the rate", () => {
    const figures = quoteFigures(doc([line("42", 145000)], "inter"), []);
    expect([figures.cgstPaise, figures.sgstPaise, figures.igstPaise]).toEqual([0, 0, 1096200]);
    expect(figures.totalPaise).toBe(7186200);
  });

  it("shows no tax when the business is not registered", () => {
    const figures = quoteFigures(doc([line("42", 145000)], "none"), []);
    expect(figures.breakup).toEqual([]);
    expect(figures.cgstPaise + figures.sgstPaise + figures.igstPaise).toBe(0);
    expect(figures.totalPaise).toBe(6090000);
  });

  it("rounds odd halves of a paisa up, CGST and SGST each the same", () => {
    // 1.01 x 18% / 2 = 0.0909 rupees -> 9 paise each; 0.5 paise halves go up.
    const odd = quoteFigures(doc([line("1", 101)]), []);
    expect(odd.cgstPaise).toBe(9);
    expect(odd.sgstPaise).toBe(9);
    // 25 paise at 18%: 2.25 each half -> 2; at 28%: 3.5 -> 4 each.
    const half = quoteFigures(doc([line("1", 25, { gstRate: 28 })]), []);
    expect(half.cgstPaise).toBe(4);
    expect(half.sgstPaise).toBe(4);
    const inter = quoteFigures(doc([line("1", 25, { gstRate: 28 })], "inter"), []);
    expect(inter.igstPaise).toBe(7);
  });

  it("rounds the total to the rupee with its own round-off line", () => {
    const up = quoteFigures(doc([line("1", 10050, { gstRate: 0 })]), []);
    expect(up.totalPaise).toBe(10100);
    expect(up.roundOffPaise).toBe(50);
    const down = quoteFigures(doc([line("1", 10049, { gstRate: 0 })]), []);
    expect(down.totalPaise).toBe(10000);
    expect(down.roundOffPaise).toBe(-49);
  });

  it("leaves optional lines out unless included", () => {
    const option = line("1", 1450000, { optional: true });
    const d = doc([line("42", 145000), option]);
    expect(quoteFigures(d, []).taxablePaise).toBe(6090000);
    const ticked = quoteFigures(d, [option.key, "no-such-line"]);
    expect(ticked.included).toEqual([option.key]);
    expect(ticked.taxablePaise).toBe(6090000 + 1450000);
  });

  it("spreads a discount over the rates in proportion, adding up exactly", () => {
    const d = doc([line("1", 10000, { gstRate: 18 }), line("1", 20000, { gstRate: 28 })], "intra", {
      kind: "amount",
      paise: 1000,
    });
    const figures = quoteFigures(d, []);
    expect(figures.discountPaise).toBe(1000);
    expect(figures.taxablePaise).toBe(29000);
    expect(figures.breakup.map((row) => [row.gstRate, row.taxablePaise])).toEqual([
      [18, 9667],
      [28, 19333],
    ]);
    expect(figures.breakup.reduce((sum, row) => sum + row.taxablePaise, 0)).toBe(figures.taxablePaise);
  });

  it("takes a percent discount of the included subtotal, half-up", () => {
    const figures = quoteFigures(doc([line("1", 1010)], "intra", { kind: "percent", percent: 5 }), []);
    expect(figures.discountPaise).toBe(51); // 50.5 -> 51
    expect(figures.taxablePaise).toBe(959);
  });

  it("takes a 100% discount to zero, never below", () => {
    const full = quoteFigures(doc([line("42", 145000)], "intra", { kind: "percent", percent: 100 }), []);
    expect(full.taxablePaise).toBe(0);
    expect(full.totalPaise).toBe(0);
    expect(full.schedulePaise).toEqual([0, 0, 0]);
    const tooMuch = quoteFigures(doc([line("1", 100)], "intra", { kind: "amount", paise: 500 }), []);
    expect(tooMuch.discountPaise).toBe(100);
    expect(tooMuch.taxablePaise).toBe(0);
  });

  it("gives the last payment stage what rounding leaves", () => {
    const figures = quoteFigures(
      {
        ...doc([line("1", 100, { gstRate: 0 })]),
        paymentSchedule: [33, 33, 34].map((percent) => ({ label: "x", percent })),
      },
      [],
    );
    expect(figures.totalPaise).toBe(100);
    expect(figures.schedulePaise).toEqual([33, 33, 34]);
    const odd = quoteFigures(
      {
        ...doc([line("1", 700, { gstRate: 0 as GstRate })]),
        paymentSchedule: [33, 33, 34].map((percent) => ({ label: "x", percent })),
      },
      [],
    );
    expect(odd.schedulePaise).toEqual([231, 231, 238]);
  });

  it("adds up an empty quote to zero", () => {
    const figures = quoteFigures(doc([]), []);
    expect(figures.totalPaise).toBe(0);
    expect(figures.breakup).toEqual([]);
  });
});

describe("spreading in proportion", () => {
  it("gives the left-over paise to the largest remainders, earlier first on a tie", () => {
    expect(spreadInProportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(spreadInProportion(100, [1, 2])).toEqual([33, 67]);
    expect(spreadInProportion(0, [5, 5])).toEqual([0, 0]);
  });
});
