import { lineAmountPaise, quoteFigures } from "~/lib/quotes/quote-figures";
import type { QuoteDocument, QuoteLine, QuoteSection, TaxKind } from "~/lib/quotes/quote-document";

// A quotation made up for tests and measurements: a Kitchen of 42 sq ft at ₹1,450 (₹71,862.00 with
// 18% GST in Karnataka), then as many more lines as asked for, spread over rooms, one of them optional.

const rooms = ["Master bedroom", "Kids' bedroom", "Living room", "Pooja unit", "Utility"];

function line(
  key: string,
  description: string,
  quantity: string,
  ratePaise: number,
  optional = false,
): QuoteLine {
  return {
    key,
    description,
    specification: "18 mm BWP plywood, 1 mm laminate (matt), soft-close hinges",
    quantity,
    unit: "sqft",
    ratePaise,
    amountPaise: lineAmountPaise(quantity, ratePaise),
    code: "995476",
    gstRate: 18,
    optional,
  };
}

export function sampleQuoteDocument(
  options: { extraLines?: number; taxKind?: TaxKind; optional?: boolean } = {},
): QuoteDocument {
  const taxKind = options.taxKind ?? "intra";
  const sections: QuoteSection[] = [
    { title: "Kitchen", lines: [line("l1", "L-shaped modular kitchen, base and wall units", "42", 145_000)] },
  ];
  let key = 2;
  for (let index = 0; index < (options.extraLines ?? 0); index++) {
    const title = rooms[index % rooms.length]!;
    let section = sections.find((candidate) => candidate.title === title);
    if (!section) sections.push((section = { title, lines: [] }));
    section.lines.push(line(`l${key++}`, `Wardrobe shutters, panel ${index + 1}`, "12.5", 98_000));
  }
  if (options.optional)
    sections[0]!.lines.push(line(`l${key++}`, "Tall pull-out pantry unit", "1", 2_450_000, true));
  const registered = taxKind !== "none";
  if (!registered) for (const section of sections) for (const item of section.lines) item.code = "";
  const doc: Omit<QuoteDocument, "figures"> = {
    title: "Quotation",
    number: "Q/2026-27/0001",
    version: 1,
    date: "2026-11-27",
    validUntil: "2026-12-27",
    business: {
      name: "BTM Carpentry Works",
      gstin: registered ? "29ABCDE1234F1Z5" : null,
      address: ["12, 16th Main, BTM Layout 2nd Stage", "Bengaluru, Karnataka 560076"],
      phone: "+91 98765 43210",
      email: "hello@example.in",
    },
    customer: {
      name: "Asha Rao",
      phone: "+919812345678",
      email: null,
      gstin: null,
      siteAddress: "Flat 402, Lake View Apartments, HSR Layout, Bengaluru",
    },
    placeOfSupply: taxKind === "inter" ? "33" : "29",
    placeOfSupplyName: taxKind === "inter" ? "Tamil Nadu" : "Karnataka",
    taxKind,
    service: null,
    sections,
    discount: null,
    paymentSchedule: [
      { label: "On booking", percent: 10 },
      { label: "At production", percent: 40 },
      { label: "On installation", percent: 50 },
    ],
    notes: "Measurements to be confirmed at the site visit.",
    terms:
      "Prices include delivery and installation within 15 km.\nElectrical and plumbing work is not included.",
  };
  return { ...doc, figures: quoteFigures(doc, []) };
}
