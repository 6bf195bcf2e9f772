import { defaultPlaceOfSupply } from "~/lib/quotes/gst-states";
import { gstinState } from "~/lib/quotes/gstin";
import { parseRupees, rupees } from "~/lib/quotes/money";
import {
  type GstRate,
  gstRates,
  type QuoteDocument,
  type QuoteLine,
  type QuoteUnit,
  quoteUnits,
  type TaxKind,
} from "~/lib/quotes/quote-document";
import { lineAmountPaise, quoteFigures } from "~/lib/quotes/quote-figures";
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

/** A new quote: from a template (its sections and lines) or blank, with the settings' schedule and terms. */
export function newDraft(
  settings: QuoteSettings,
  options: { template: QuoteTemplate | null; service: string | null; today: string; siteAddress?: string },
): BuilderDraft {
  const service = options.template?.service ?? options.service;
  const defaults = lineDefaults(settings, service);
  const sections: DraftSection[] = options.template
    ? options.template.sections.map((section) => ({
        title: section.title,
        lines: section.lines.map((line) => ({
          description: line.description,
          specification: line.specification,
          quantity: line.quantity,
          unit: line.unit,
          rate: line.rate,
          ...defaults,
          optional: Boolean(line.optional),
        })),
      }))
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
    sections: doc.sections.map((section) => ({
      title: section.title,
      lines: section.lines.map((line) => ({
        description: line.description,
        specification: line.specification,
        quantity: line.quantity,
        unit: line.unit,
        rate: rupees(line.ratePaise),
        code: line.code,
        gstRate: String(line.gstRate),
        optional: line.optional,
      })),
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

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** How many items a list of the form holds: one past the highest index named. */
function countOf(form: FormData, prefix: string): number {
  let count = 0;
  const pattern = new RegExp(`^${prefix.replace(/\./g, "\\.")}(\\d+)\\.`);
  for (const name of form.keys()) {
    const match = name.match(pattern);
    if (match) count = Math.max(count, Number(match[1]) + 1);
  }
  return count;
}

const isUnit = (value: string): value is QuoteUnit => (quoteUnits as readonly string[]).includes(value);

/** The builder's fields as posted, read back into a draft (nothing typed is dropped). */
export function draftFromForm(form: FormData): BuilderDraft {
  const sections: DraftSection[] = [];
  for (let s = 0; s < countOf(form, "sections."); s++) {
    const at = `sections.${s}.`;
    const lines: DraftLine[] = [];
    for (let l = 0; l < countOf(form, `${at}lines.`); l++) {
      const line = `${at}lines.${l}.`;
      const unit = text(form, `${line}unit`);
      lines.push({
        description: text(form, `${line}description`),
        specification: text(form, `${line}specification`),
        quantity: text(form, `${line}quantity`),
        unit: isUnit(unit) ? unit : "nos",
        rate: text(form, `${line}rate`),
        code: text(form, `${line}code`),
        gstRate: text(form, `${line}gstRate`),
        optional: form.get(`${line}optional`) === "on",
      });
    }
    sections.push({ title: text(form, `${at}title`), lines });
  }
  const stages: DraftStage[] = [];
  for (let i = 0; i < countOf(form, "paymentSchedule."); i++)
    stages.push({
      label: text(form, `paymentSchedule.${i}.label`),
      percent: text(form, `paymentSchedule.${i}.percent`),
    });
  const kind = text(form, "discountKind");
  return {
    placeOfSupply: text(form, "placeOfSupply") || defaultPlaceOfSupply,
    customerGstin: text(form, "customerGstin"),
    siteAddress: text(form, "siteAddress"),
    validUntil: text(form, "validUntil"),
    service: text(form, "service"),
    sections,
    discountKind: kind === "amount" || kind === "percent" ? kind : "none",
    discountValue: text(form, "discountValue"),
    paymentSchedule: stages,
    notes: text(form, "notes"),
    terms: text(form, "terms"),
  };
}

/** A change the builder's buttons ask for, by its `intent`: "add-line:0", "remove-line:0:2", "add-section", "remove-section:1". */
export function applyIntent(draft: BuilderDraft, intent: string, defaults: LineDefaults): BuilderDraft {
  const [verb, a, b] = intent.split(":");
  const s = Number(a);
  const l = Number(b);
  const sections = draft.sections.map((section) => ({ ...section, lines: [...section.lines] }));
  if (verb === "add-section") sections.push({ title: "", lines: [blankLine(defaults)] });
  else if (verb === "remove-section" && sections[s]) sections.splice(s, 1);
  else if (verb === "add-line" && sections[s]) sections[s].lines.push(blankLine(defaults));
  else if (verb === "remove-line" && sections[s]?.lines[l]) sections[s].lines.splice(l, 1);
  else if (verb === "add-stage")
    return { ...draft, paymentSchedule: [...draft.paymentSchedule, { label: "", percent: "" }] };
  else if (verb === "remove-stage")
    return { ...draft, paymentSchedule: draft.paymentSchedule.filter((_, i) => i !== s) };
  return { ...draft, sections };
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
    sections: draft.sections.map((section) => ({
      title: section.title,
      lines: section.lines.map((line) => ({
        description: line.description,
        specification: line.specification,
        quantity: line.quantity.trim(),
        unit: line.unit,
        rate: line.rate.trim(),
        ...(line.code.trim() ? { code: line.code.trim() } : {}),
        gstRate: Number(line.gstRate),
        optional: line.optional,
      })),
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

/** How tax applies to a draft: the business's GSTIN state against the site's. */
export function taxKindOf(businessGstin: string | null, placeOfSupply: string): TaxKind {
  if (!businessGstin) return "none";
  return gstinState(businessGstin) === placeOfSupply ? "intra" : "inter";
}

const isGstRate = (value: number): value is GstRate => (gstRates as readonly number[]).includes(value);

/**
 * The figures of the draft as typed, with the same function the server stores a version's figures
 * with; a line whose quantity or rate cannot be read counts as nothing until it can.
 */
export function draftFigures(draft: BuilderDraft, businessGstin: string | null) {
  let n = 0;
  const sections = draft.sections.map((section) => ({
    title: section.title,
    lines: section.lines.map((line): QuoteLine => {
      n++;
      const ratePaise = parseRupees(line.rate.trim()) ?? 0;
      const quantity = /^\d{1,7}(\.\d{1,3})?$/.test(line.quantity.trim()) ? line.quantity.trim() : "0";
      const rate = Number(line.gstRate);
      return {
        key: `l${n}`,
        description: line.description,
        specification: line.specification,
        quantity,
        unit: line.unit,
        ratePaise,
        amountPaise: lineAmountPaise(quantity, ratePaise),
        code: line.code,
        gstRate: isGstRate(rate) ? rate : 0,
        optional: line.optional,
      };
    }),
  }));
  const value = draft.discountValue.trim();
  const discount =
    draft.discountKind === "amount" && parseRupees(value) !== null
      ? { kind: "amount" as const, paise: parseRupees(value)! }
      : draft.discountKind === "percent" && /^\d+(\.\d+)?$/.test(value) && Number(value) <= 100
        ? { kind: "percent" as const, percent: Number(value) }
        : null;
  const stages = draft.paymentSchedule.map((stage) => ({
    label: stage.label,
    percent: Number(stage.percent) || 0,
  }));
  return {
    sections,
    figures: quoteFigures(
      {
        sections,
        discount,
        taxKind: taxKindOf(businessGstin, draft.placeOfSupply),
        paymentSchedule: stages,
      },
      [],
    ),
  };
}
