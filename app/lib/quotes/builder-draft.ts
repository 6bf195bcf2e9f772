import { defaultPlaceOfSupply } from "~/lib/quotes/gst-states";
import { rupees } from "~/lib/quotes/money";
import { mapLines, type QuoteDocument, type QuoteUnit } from "~/lib/quotes/quote-document";
import type { QuoteSettings, QuoteTemplate } from "~/profiles/quote-settings-schema";

// A quote as the desk's builder holds it: every field as typed (strings), in the same shape with
// JavaScript (the page's state) and without it (the form's fields, posted and sent back). Field
// names are the dotted paths of the quote as written (quote-input.ts), so the server's problems
// show by the field they belong to.

export type DraftLine = {
  description: string;
  specification: string;
  quantity: string;
  unit: QuoteUnit;
  rate: string;
  code: string;
  gstRate: string;
  optional: boolean;
};
export type DraftSection = { title: string; lines: DraftLine[] };
export type DraftStage = { label: string; percent: string };
export type DiscountKind = "none" | "amount" | "percent";

export type BuilderDraft = {
  placeOfSupply: string;
  customerGstin: string;
  siteAddress: string;
  validUntil: string;
  service: string;
  sections: DraftSection[];
  discountKind: DiscountKind;
  discountValue: string;
  paymentSchedule: DraftStage[];
  notes: string;
  terms: string;
};

/** What a new line starts with: the tax code and rate of the quote's service, from the settings. */
export type LineDefaults = { code: string; gstRate: string };

export const blankLine = (defaults: LineDefaults): DraftLine => ({
  description: "",
  specification: "",
  quantity: "1",
  unit: "nos",
  rate: "",
  ...defaults,
  optional: false,
});

/** The tax code and rate of a service's work: its own in the settings, else the business's. */
export function lineDefaults(settings: QuoteSettings, service: string | null): LineDefaults {
  const own = settings.serviceTax.find((one) => one.service === service);
  const tax = own ?? settings.tax;
  return { code: tax.code, gstRate: String(tax.gstRate) };
}

/** YYYY-MM-DD, `days` after `from` (a YYYY-MM-DD date). */
export function addDays(from: string, days: number): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A template's sections and lines as the builder holds them, each line with `defaults`' tax. */
export function templateSections(template: QuoteTemplate, defaults: LineDefaults): DraftSection[] {
  return mapLines(template.sections, (line) => ({
    description: line.description,
    specification: line.specification,
    quantity: line.quantity,
    unit: line.unit,
    rate: line.rate,
    ...defaults,
    optional: Boolean(line.optional),
  }));
}

/** A new quote: from a template (its sections and lines) or blank, with the settings' schedule and terms. */
export function newDraft(
  settings: QuoteSettings,
  options: { template: QuoteTemplate | null; service: string | null; today: string; siteAddress?: string },
): BuilderDraft {
  const service = options.template?.service ?? options.service;
  const defaults = lineDefaults(settings, service);
  const sections = options.template
    ? templateSections(options.template, defaults)
    : [{ title: "", lines: [blankLine(defaults)] }];
  return {
    placeOfSupply: defaultPlaceOfSupply,
    customerGstin: "",
    siteAddress: options.siteAddress ?? "",
    validUntil: addDays(options.today, settings.validityDays),
    service: service ?? "",
    sections,
    discountKind: "none",
    discountValue: "",
    paymentSchedule: settings.paymentSchedule.map((stage) => ({
      label: stage.label,
      percent: String(stage.percent),
    })),
    notes: "",
    terms: settings.terms,
  };
}

/** A stored version, to change it (an unsent draft). */
export function draftFromDocument(doc: QuoteDocument): BuilderDraft {
  const discount = doc.discount;
  return {
    placeOfSupply: doc.placeOfSupply,
    customerGstin: doc.customer.gstin ?? "",
    siteAddress: doc.customer.siteAddress,
    validUntil: doc.validUntil,
    service: doc.service ?? "",
    sections: mapLines(doc.sections, (line) => ({
      description: line.description,
      specification: line.specification,
      quantity: line.quantity,
      unit: line.unit,
      rate: rupees(line.ratePaise),
      code: line.code,
      gstRate: String(line.gstRate),
      optional: line.optional,
    })),
    discountKind: discount?.kind ?? "none",
    discountValue: !discount
      ? ""
      : discount.kind === "amount"
        ? rupees(discount.paise)
        : String(discount.percent),
    paymentSchedule: doc.paymentSchedule.map((stage) => ({
      label: stage.label,
      percent: String(stage.percent),
    })),
    notes: doc.notes,
    terms: doc.terms,
  };
}

/**
 * A change to the sections a row button asks for, by its `intent`: "add-line:0", "remove-line:0:2",
 * "add-section", "remove-section:1". The quote's builder and a template's editor both use it.
 */
export function applySectionsIntent(
  current: DraftSection[],
  intent: string,
  defaults: LineDefaults,
): DraftSection[] {
  const [verb, a, b] = intent.split(":");
  const s = Number(a);
  const l = Number(b);
  const sections = current.map((section) => ({ ...section, lines: [...section.lines] }));
  if (verb === "add-section") sections.push({ title: "", lines: [blankLine(defaults)] });
  else if (verb === "remove-section" && sections[s]) sections.splice(s, 1);
  else if (verb === "add-line" && sections[s]) sections[s].lines.push(blankLine(defaults));
  else if (verb === "remove-line" && sections[s]?.lines[l]) sections[s].lines.splice(l, 1);
  return sections;
}

/** A change the builder's buttons ask for, by its `intent`: a row of the sections, or a stage. */
export function applyIntent(draft: BuilderDraft, intent: string, defaults: LineDefaults): BuilderDraft {
  const [verb, a] = intent.split(":");
  if (verb === "add-stage")
    return { ...draft, paymentSchedule: [...draft.paymentSchedule, { label: "", percent: "" }] };
  if (verb === "remove-stage")
    return { ...draft, paymentSchedule: draft.paymentSchedule.filter((_, i) => i !== Number(a)) };
  return { ...draft, sections: applySectionsIntent(draft.sections, intent, defaults) };
}

/** The draft as the quote's input (quote-input.ts checks it): numbers where numbers are asked for. */
export function draftToInput(draft: BuilderDraft): Record<string, unknown> {
  const discount =
    draft.discountKind === "amount" && draft.discountValue.trim()
      ? { amount: draft.discountValue.trim() }
      : draft.discountKind === "percent" && draft.discountValue.trim()
        ? { percent: Number(draft.discountValue) }
        : undefined;
  return {
    placeOfSupply: draft.placeOfSupply,
    ...(draft.customerGstin.trim() ? { customerGstin: draft.customerGstin.trim() } : {}),
    siteAddress: draft.siteAddress,
    ...(draft.service ? { service: draft.service } : {}),
    ...(draft.validUntil ? { validUntil: draft.validUntil } : {}),
    sections: mapLines(draft.sections, (line) => ({
      description: line.description,
      specification: line.specification,
      quantity: line.quantity.trim(),
      unit: line.unit,
      rate: line.rate.trim(),
      ...(line.code.trim() ? { code: line.code.trim() } : {}),
      gstRate: Number(line.gstRate),
      optional: line.optional,
    })),
    ...(discount ? { discount } : {}),
    paymentSchedule: draft.paymentSchedule.map((stage) => ({
      label: stage.label,
      percent: Number(stage.percent),
    })),
    notes: draft.notes,
    terms: draft.terms,
  };
}

/** A problem's place in the quote as written, as the builder's field that shows it. */
export function fieldOfProblem(path: string): string {
  if (path === "discount" || path.startsWith("discount.")) return "discountValue";
  return path;
}
