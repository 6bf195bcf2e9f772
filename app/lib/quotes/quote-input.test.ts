import { describe, expect, it } from "vitest";
import { carpentryQuotes } from "~/profiles/quote-settings";
import { quoteDraft } from "./quote-draft";
import { parseQuoteInput, type QuoteInput } from "./quote-input";
import { kitchenQuote } from "../../../tests/support/quote-examples";

const example: QuoteInput = kitchenQuote;

function draft(body: unknown, registered = true) {
  const parsed = parseQuoteInput(body);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return quoteDraft(parsed.input, carpentryQuotes, { registered, today: "2026-11-27" });
}

describe("a quote as written", () => {
  it("takes the API's example as it is", () => {
    const result = draft(example);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const [line] = result.draft.sections[0]!.lines;
    expect(line).toMatchObject({
      key: "l1",
      quantity: "42",
      unit: "sqft",
      ratePaise: 145000,
      amountPaise: 6090000,
      code: "995476",
      gstRate: 18,
      optional: false,
    });
    expect(result.draft.placeOfSupplyName).toBe("Karnataka");
    expect(result.draft.validUntil).toBe("2026-12-27");
    expect(result.draft.paymentSchedule.map((stage) => stage.percent)).toEqual([10, 40, 50]);
    expect(result.draft.terms).toContain("Measurements are taken again on site");
  });

  it("takes quantities as numbers or decimal strings, and the unit's words", () => {
    const result = draft({
      sections: [
        {
          title: "Wardrobe",
          lines: [
            { description: "Shutters", quantity: "12.5", unit: "sq ft", rate: "99.99" },
            { description: "Handles", quantity: 4, unit: "nos", rate: 250, hsn: "8302", gstRate: 28 },
          ],
        },
      ],
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const [shutters, handles] = result.draft.sections[0]!.lines;
    expect(shutters).toMatchObject({ quantity: "12.5", unit: "sqft", amountPaise: 124988, code: "995476" });
    expect(handles).toMatchObject({ key: "l2", code: "8302", gstRate: 28, amountPaise: 100000 });
    expect(result.draft.placeOfSupply).toBe("29");
  });

  it("says each problem by its place", () => {
    const parsed = parseQuoteInput({
      placeOfSupply: "99",
      customerGstin: "29ABCDE1234F1ZX",
      sections: [
        {
          title: "",
          lines: [
            { description: "Fine", quantity: 1, unit: "nos", rate: "10.00" },
            { description: "Bad", quantity: "1.2345", unit: "acre", rate: "10.001", gstRate: 15 },
          ],
        },
      ],
      discount: { percent: 150 },
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual([
      "customerGstin",
      "discount.percent",
      "placeOfSupply",
      "sections.0.lines.1.gstRate",
      "sections.0.lines.1.quantity",
      "sections.0.lines.1.rate",
      "sections.0.lines.1.unit",
      "sections.0.title",
    ]);
    expect(parsed.errors.customerGstin).toMatch(/last character/);
  });

  it("checks the customer's GSTIN and keeps it upper-cased", () => {
    expect(parseQuoteInput({ ...example, customerGstin: "27AAPFU0939F1ZW" })).toMatchObject({ ok: false });
    expect(parseQuoteInput({ ...example, customerGstin: "" })).toMatchObject({ ok: true });
    const valid = parseQuoteInput({ ...example, customerGstin: "27aapfu0939f1zv" });
    expect(valid.ok && valid.input.customerGstin).toBe("27AAPFU0939F1ZV");
  });

  it("starts from a template, its service's tax and its optional lines", () => {
    const result = draft({ template: "l-shaped-kitchen" });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.draft.service).toBe("modular-kitchen-fitting");
    const lines = result.draft.sections.flatMap((section) => section.lines);
    expect(lines.map((line) => line.key)).toEqual(["l1", "l2", "l3", "l4"]);
    expect(lines[3]).toMatchObject({ description: "Corner carousel", optional: true, ratePaise: 1450000 });
    expect(draft({ template: "no-such" })).toMatchObject({
      ok: false,
      errors: { template: expect.any(String) as string },
    });
  });

  it("gives lines no tax code when the business is not registered", () => {
    const result = draft(example, false);
    expect(result.ok && result.draft.sections[0]!.lines[0]!.code).toBe("");
  });

  it("refuses an empty or all-zero quote, a discount above the lines, a date gone by", () => {
    expect(draft({ sections: [] })).toMatchObject({
      ok: false,
      errors: { sections: expect.any(String) as string },
    });
    expect(
      draft({
        sections: [{ title: "K", lines: [{ description: "Free", quantity: 1, unit: "nos", rate: "0" }] }],
      }),
    ).toMatchObject({ ok: false, errors: { sections: expect.any(String) as string } });
    expect(draft({ ...example, discount: { amount: "60900.01" } })).toMatchObject({
      ok: false,
      errors: { "discount.amount": expect.any(String) as string },
    });
    expect(draft({ ...example, validUntil: "2026-11-26" })).toMatchObject({
      ok: false,
      errors: { validUntil: expect.any(String) as string },
    });
    const many = Array.from({ length: 201 }, () => ({
      description: "x",
      quantity: 1,
      unit: "nos",
      rate: "1",
    }));
    const parsed = parseQuoteInput({
      sections: [
        { title: "A", lines: many.slice(0, 101) },
        { title: "B", lines: many.slice(101) },
      ],
    });
    expect(parsed).toMatchObject({ ok: false, errors: { sections: expect.stringMatching(/200/) as string } });
  });
});
