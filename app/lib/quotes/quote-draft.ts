import { quoteSettings } from "~/profiles/quote-settings";
import type { QuoteSettings } from "~/profiles/quote-settings-schema";
import { gstStates } from "./gst-states";
import { parseRupees } from "./money";
import { mapLines, type PaymentStage, type QuoteDocument } from "./quote-document";
import { lineAmountPaise, normaliseQuantity } from "./quote-figures";
import type { CheckedQuoteInput, FieldErrors } from "./quote-input";

// From a quote as written (checked by quote-input's schema) to the part of its document it decides:
// what was left out filled from the business's quote settings (a template's sections, each line's
// tax code and rate, the terms, schedule and validity), each line's amount worked out, and what
// still cannot make a quote (no line, every line at ₹0, a discount too big, a date passed).

/** The business's quote settings, or the standard ones for a profile stored without them. */
export const quoteSettingsOf = (profile: { quotes?: QuoteSettings }): QuoteSettings =>
  profile.quotes ?? quoteSettings([]);

/** The part of a document the quote as written decides, its lines' amounts worked out. */
export type QuoteDraft = Pick<
  QuoteDocument,
  | "placeOfSupply"
  | "placeOfSupplyName"
  | "service"
  | "sections"
  | "discount"
  | "paymentSchedule"
  | "notes"
  | "terms"
> & { validUntil: string; customerGstin: string | null; siteAddress: string };

/** YYYY-MM-DD plus days. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The quote as written with the settings' defaults filled in: a template's sections when none were
 * written, each line's tax code and rate (its own, else its service's, else the business's), the
 * schedule, terms and validity. `registered`: the business has a GSTIN (else lines carry no code).
 * `today` is the quote's date (YYYY-MM-DD in India's time).
 */
export function quoteDraft(
  input: CheckedQuoteInput,
  settings: QuoteSettings,
  { registered, today }: { registered: boolean; today: string },
): { ok: true; draft: QuoteDraft } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const template = input.template ? settings.templates.find((t) => t.id === input.template) : undefined;
  if (input.template && !template) errors.template = "No such template in the quote settings.";
  const service = input.service ?? template?.service ?? null;
  const tax = settings.serviceTax.find((entry) => entry.service === service) ?? settings.tax;

  const written =
    input.sections && input.sections.length > 0
      ? input.sections
      : template
        ? mapLines(template.sections, (l) => ({
            description: l.description,
            specification: l.specification,
            quantity: normaliseQuantity(l.quantity) ?? "1",
            unit: l.unit,
            rate: parseRupees(l.rate) ?? 0,
            sac: undefined,
            hsn: undefined,
            code: undefined,
            gstRate: undefined,
            optional: l.optional,
          }))
        : [];
  if (written.length === 0)
    errors.sections = "A quote needs at least one section with a line, or a template.";

  let key = 0;
  const sections = written.map((section) => ({
    title: section.title,
    lines: section.lines.map((l) => {
      key += 1;
      return {
        key: `l${key}`,
        description: l.description,
        specification: l.specification ?? "",
        quantity: l.quantity,
        unit: l.unit,
        ratePaise: l.rate,
        amountPaise: lineAmountPaise(l.quantity, l.rate),
        code: registered ? (l.sac ?? l.hsn ?? l.code ?? tax.code) : "",
        gstRate: l.gstRate ?? tax.gstRate,
        optional: l.optional ?? false,
      };
    }),
  }));

  const all = sections.flatMap((section) => section.lines);
  if (written.length > 0 && all.every((l) => l.amountPaise === 0))
    errors.sections = "Every line is at ₹0.00: give at least one line a rate.";
  const fixed = all.filter((l) => !l.optional).reduce((sum, l) => sum + l.amountPaise, 0);
  const discount: QuoteDocument["discount"] = input.discount
    ? "amount" in input.discount
      ? { kind: "amount", paise: input.discount.amount }
      : { kind: "percent", percent: input.discount.percent }
    : null;
  if (discount?.kind === "amount" && discount.paise > fixed)
    errors["discount.amount"] = "The discount is more than the lines it is taken from.";

  const validUntil = input.validUntil ?? addDays(today, settings.validityDays);
  if (validUntil < today) errors.validUntil = "The quote would be out of date already: pick a later date.";

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const schedule: PaymentStage[] = input.paymentSchedule ?? settings.paymentSchedule;
  return {
    ok: true,
    draft: {
      placeOfSupply: input.placeOfSupply,
      placeOfSupplyName: gstStates[input.placeOfSupply],
      service,
      sections,
      discount: discount?.kind === "amount" && discount.paise === 0 ? null : discount,
      paymentSchedule: schedule.map((stage) => ({ label: stage.label, percent: stage.percent })),
      notes: input.notes ?? "",
      terms: input.terms ?? settings.terms,
      validUntil,
      customerGstin: input.customerGstin ?? null,
      siteAddress: input.siteAddress ?? "",
    },
  };
}
