// What a quotation is, as stored (quote_versions.document, JSON) and as every reader shows it: the
// desk, the customer's page, the PDF and the JSON API. Money is integer paise; a quantity is a
// decimal string ("42", "12.5"). The figures are computed once, on the server, when a version is
// saved (quote-figures.ts, one rounding rule), and stored with it; readers never add up amounts
// themselves, except the customer's page, which runs the same function when optional lines are
// ticked.

export const quoteStatuses = ["draft", "sent", "approved", "changes", "withdrawn"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** Units a line is measured in; `quoteUnitLabels` gives the words shown. */
export const quoteUnits = ["sqft", "rft", "nos", "lumpsum"] as const;
export type QuoteUnit = (typeof quoteUnits)[number];

/** Sections with their titles kept and each line made anew: a template, a draft, a stored quote, the API's input. */
export function mapLines<L, M>(
  sections: readonly { title: string; lines: readonly L[] }[],
  line: (one: L) => M,
): { title: string; lines: M[] }[] {
  return sections.map((section) => ({ title: section.title, lines: section.lines.map(line) }));
}
export const quoteUnitLabels: Record<QuoteUnit, string> = {
  sqft: "sq ft",
  rft: "running ft",
  nos: "nos",
  lumpsum: "lump sum",
};

/** GST rates a line may carry, in percent. */
export const gstRates = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof gstRates)[number];

/**
 * How tax applies: "intra" (place of supply in the business's GSTIN state: CGST + SGST at half the
 * rate each), "inter" (another state: IGST), "none" (the business has no GSTIN: no tax shown).
 */
export type TaxKind = "intra" | "inter" | "none";

export interface QuoteLine {
  /** Stable within the quote ("l1", "l2"...): what a customer's ticks name. */
  key: string;
  description: string;
  /** Material, grade, finish, hardware. */
  specification: string;
  /** A decimal string, up to 3 places. */
  quantity: string;
  unit: QuoteUnit;
  ratePaise: number;
  /** round-half-up(quantity x rate), in paise. */
  amountPaise: number;
  /** SAC (services) or HSN (goods) code; "" when the business is not registered. */
  code: string;
  gstRate: GstRate;
  /** A line the customer may tick; not in the totals unless included. */
  optional: boolean;
}

export interface QuoteSection {
  title: string;
  lines: QuoteLine[];
}

export interface PaymentStage {
  /** "On booking", "At production", "On installation". */
  label: string;
  /** Whole percent; the stages add up to 100. */
  percent: number;
}

/** The tax on one rate's taxable value. */
export interface TaxBreakup {
  gstRate: GstRate;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** The figures of a quote for one choice of optional lines. */
export interface QuoteFigures {
  /** The keys of the optional lines included. */
  included: string[];
  /** Sum of the included lines' amounts. */
  subtotalPaise: number;
  discountPaise: number;
  /** subtotal - discount */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  breakup: TaxBreakup[];
  /** To the nearest rupee, its own line (may be negative). */
  roundOffPaise: number;
  totalPaise: number;
  /** Each payment stage's amount of the total; the last takes what rounding leaves. */
  schedulePaise: number[];
}

export interface QuoteParty {
  name: string;
  /** E.164 */
  phone: string;
  email: string | null;
  /** The customer's GSTIN, checked (format and check character); null when not given. */
  gstin: string | null;
  /** The site's address, as written. */
  siteAddress: string;
}

/** The business as it was when the version was saved (a later change of settings does not alter it). */
export interface QuoteBusiness {
  name: string;
  /** Null: not registered under GST; the document says so and shows no tax. */
  gstin: string | null;
  /** Lines of the address, and contact. */
  address: string[];
  phone: string;
  email: string;
}

export interface QuoteDocument {
  /** Always "Quotation" (never "Tax Invoice"). */
  title: "Quotation";
  number: string;
  version: number;
  /** YYYY-MM-DD in India's time. */
  date: string;
  validUntil: string;
  business: QuoteBusiness;
  customer: QuoteParty;
  /** GST state code of the site ("29"), and the state's name. */
  placeOfSupply: string;
  placeOfSupplyName: string;
  taxKind: TaxKind;
  /** The service the quote is for (a profile service id), when one. */
  service: string | null;
  sections: QuoteSection[];
  /** A discount as written: an amount in paise, or a percent of the subtotal; null: none. */
  discount: { kind: "amount"; paise: number } | { kind: "percent"; percent: number } | null;
  paymentSchedule: PaymentStage[];
  notes: string;
  terms: string;
  /** The figures with no optional line included. */
  figures: QuoteFigures;
}
