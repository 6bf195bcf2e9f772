import { defaultPlaceOfSupply } from "~/lib/quotes/gst-states";
import { type QuoteUnit, quoteUnits } from "~/lib/quotes/quote-document";
import type { BuilderDraft, DraftLine, DraftSection, DraftStage } from "./builder-draft";

// The builder's fields as posted, read back as typed: a quote's whole form, or only its sections and
// lines (a template's editor posts those too). Nothing typed is dropped; the schemas check it later.

/** A field's value as posted, or "" when it was not sent. */
export const textOf = (form: FormData, name: string) => {
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

/** The sections and their lines as posted (`sections.0.lines.1.rate`). */
export function sectionsFromForm(form: FormData): DraftSection[] {
  const sections: DraftSection[] = [];
  for (let s = 0; s < countOf(form, "sections."); s++) {
    const at = `sections.${s}.`;
    const lines: DraftLine[] = [];
    for (let l = 0; l < countOf(form, `${at}lines.`); l++) {
      const line = `${at}lines.${l}.`;
      const unit = textOf(form, `${line}unit`);
      lines.push({
        description: textOf(form, `${line}description`),
        specification: textOf(form, `${line}specification`),
        quantity: textOf(form, `${line}quantity`),
        unit: isUnit(unit) ? unit : "nos",
        rate: textOf(form, `${line}rate`),
        code: textOf(form, `${line}code`),
        gstRate: textOf(form, `${line}gstRate`),
        optional: form.get(`${line}optional`) === "on",
      });
    }
    sections.push({ title: textOf(form, `${at}title`), lines });
  }
  return sections;
}

/** The stages of a payment schedule as posted (`paymentSchedule.2.percent`). */
export function stagesFromForm(form: FormData): DraftStage[] {
  const stages: DraftStage[] = [];
  for (let i = 0; i < countOf(form, "paymentSchedule."); i++)
    stages.push({
      label: textOf(form, `paymentSchedule.${i}.label`),
      percent: textOf(form, `paymentSchedule.${i}.percent`),
    });
  return stages;
}

/** The builder's fields as posted, read back into a draft (nothing typed is dropped). */
export function draftFromForm(form: FormData): BuilderDraft {
  const kind = textOf(form, "discountKind");
  return {
    placeOfSupply: textOf(form, "placeOfSupply") || defaultPlaceOfSupply,
    customerGstin: textOf(form, "customerGstin"),
    siteAddress: textOf(form, "siteAddress"),
    validUntil: textOf(form, "validUntil"),
    service: textOf(form, "service"),
    sections: sectionsFromForm(form),
    discountKind: kind === "amount" || kind === "percent" ? kind : "none",
    discountValue: textOf(form, "discountValue"),
    paymentSchedule: stagesFromForm(form),
    notes: textOf(form, "notes"),
    terms: textOf(form, "terms"),
  };
}
