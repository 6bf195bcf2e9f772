import { z } from "zod";
import { cleanLine, cleanText } from "~/lib/clean-text";
import { quoteSettings } from "~/profiles/quote-settings";
import { paymentScheduleSchema, taxCode, type QuoteSettings } from "~/profiles/quote-settings-schema";
import { defaultPlaceOfSupply, gstStates, isGstStateCode } from "./gst-states";
import { gstinMessages, gstinProblem, normaliseGstin } from "./gstin";
import { parseRupees } from "./money";
import {
  gstRates,
  quoteUnitLabels,
  quoteUnits,
  type PaymentStage,
  type QuoteDocument,
  type QuoteUnit,
} from "./quote-document";
import { lineAmountPaise, normaliseQuantity } from "./quote-figures";

// A quote as written: what the JSON API takes and what the desk's form ends in. One schema, then
// `quoteDraft` fills what was left out from the business's quote settings (a template's sections,
// each line's tax code and rate, the terms, schedule and validity) and works out each line's amount.
// Problems come back by their dotted place: { "sections.0.lines.1.rate": "..." }.

export const quoteLimits = {
  sections: 40,
  lines: 200,
  title: 80,
  description: 200,
  specification: 500,
} as const;

const line = (max: number) =>
  z
    .string({ error: "expected text" })
    .transform(cleanLine)
    .pipe(z.string().max(max, { error: `at most ${max} characters` }));
const block = (max: number) =>
  z
    .string({ error: "expected text" })
    .transform(cleanText)
    .pipe(z.string().max(max, { error: `at most ${max} characters` }));
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

const unitByWord = new Map<string, QuoteUnit>([
  ...quoteUnits.map((unit) => [unit, unit] as const),
  ...quoteUnits.map((unit) => [quoteUnitLabels[unit], unit] as const),
  ["sq.ft", "sqft"],
  ["sq. ft.", "sqft"],
  ["rft", "rft"],
  ["running feet", "rft"],
  ["no", "nos"],
  ["lump-sum", "lumpsum"],
]);

const quantity = z
  .union([z.number(), z.string()], { error: 'expected a quantity, e.g. 42 or "12.5"' })
  .transform((value, ctx) => {
    const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value;
    const normal = normaliseQuantity(text);
    if (normal === null || normal === "0") {
      ctx.issues.push({
        code: "custom",
        input: value,
        message: "expected a quantity above 0 with up to 3 decimals, e.g. 42 or 12.5",
      });
      return z.NEVER;
    }
    return normal;
  });

const rate = z
  .union([z.string(), z.number()], { error: 'expected rupees, e.g. "1450.00"' })
  .transform((value, ctx) => {
    const paise = parseRupees(typeof value === "number" ? value.toFixed(2) : value);
    if (paise === null || (typeof value === "number" && Math.round(value * 100) !== value * 100)) {
      ctx.issues.push({ code: "custom", input: value, message: 'expected rupees, e.g. "1450.00"' });
      return z.NEVER;
    }
    return paise;
  });

const gstRate = z.union(
  gstRates.map((value) => z.literal(value)),
  { error: `expected one of ${gstRates.join(", ")}` },
);

const quoteLineSchema = z.object({
  description: line(quoteLimits.description).pipe(z.string().min(1, { error: "say what the line is" })),
  specification: z.preprocess(blankToUndefined, line(quoteLimits.specification).optional()),
  quantity,
  unit: z.preprocess(
    (value) => (typeof value === "string" ? (unitByWord.get(value.trim().toLowerCase()) ?? value) : value),
    z.enum(quoteUnits, { error: `expected one of ${quoteUnits.join(", ")}` }),
  ),
  rate,
  /** A SAC (services) code; `hsn` for goods; `code` for either. */
  sac: z.preprocess(blankToUndefined, taxCode.optional()),
  hsn: z.preprocess(blankToUndefined, taxCode.optional()),
  code: z.preprocess(blankToUndefined, taxCode.optional()),
  gstRate: gstRate.optional(),
  optional: z.boolean({ error: "expected true or false" }).optional(),
});

const sectionSchema = z.object({
  title: line(quoteLimits.title).pipe(z.string().min(1, { error: "name the section, e.g. Kitchen" })),
  lines: z
    .array(quoteLineSchema, { error: "expected a list of lines" })
    .min(1, { error: "a section needs at least one line" })
    .max(quoteLimits.lines, { error: `at most ${quoteLimits.lines} lines` }),
});

const discountSchema = z.union(
  [
    z.object({ amount: rate }).strict(),
    z
      .object({
        percent: z
          .number({ error: "expected a percent, e.g. 5" })
          .min(0, { error: "expected 0 to 100" })
          .max(100, { error: "expected 0 to 100" })
          .refine((value) => Number.isInteger(value * 100), { error: "at most 2 decimals" }),
      })
      .strict(),
  ],
  { error: 'expected { "amount": "500.00" } or { "percent": 5 }' },
);

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "expected a date, e.g. 2026-12-31" })
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: "no such date",
  });

export const quoteInputSchema = z
  .object({
    placeOfSupply: z
      .preprocess(
        (value) => (typeof value === "number" ? String(value).padStart(2, "0") : blankToUndefined(value)),
        z.string().optional(),
      )
      .refine((value) => value === undefined || isGstStateCode(value), {
        error: "expected a GST state code, e.g. 29 for Karnataka",
      })
      .transform((value) => value ?? defaultPlaceOfSupply),
    customerGstin: z.preprocess(
      blankToUndefined,
      z
        .string({ error: "expected text" })
        .transform(normaliseGstin)
        .check((ctx) => {
          const problem = gstinProblem(ctx.value);
          if (problem) ctx.issues.push({ code: "custom", input: ctx.value, message: gstinMessages[problem] });
        })
        .optional(),
    ),
    siteAddress: z.preprocess(blankToUndefined, block(300).optional()),
    service: z.preprocess(blankToUndefined, z.string().max(80).optional()),
    validUntil: z.preprocess(blankToUndefined, isoDate.optional()),
    sections: z
      .array(sectionSchema, { error: "expected a list of sections" })
      .max(quoteLimits.sections, { error: `at most ${quoteLimits.sections} sections` })
      .optional(),
    discount: z.preprocess(blankToUndefined, discountSchema.optional()),
    paymentSchedule: paymentScheduleSchema.optional(),
    notes: z.preprocess(blankToUndefined, block(2000).optional()),
    terms: z.preprocess(blankToUndefined, block(4000).optional()),
    /** A template id of the quote settings: the quote starts from its sections. */
    template: z.preprocess(blankToUndefined, z.string().max(80).optional()),
  })
  .check((ctx) => {
    const lines = (ctx.value.sections ?? []).reduce((sum, section) => sum + section.lines.length, 0);
    if (lines > quoteLimits.lines)
      ctx.issues.push({
        code: "custom",
        input: ctx.value.sections,
        path: ["sections"],
        message: `at most ${quoteLimits.lines} lines in all`,
      });
  });

export type QuoteInput = z.input<typeof quoteInputSchema>;
export type CheckedQuoteInput = z.output<typeof quoteInputSchema>;

export type FieldErrors = Record<string, string>;

/** Zod's issues as `{ "sections.0.lines.1.rate": message }`, the first message for each place. */
export function dottedErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues)
    errors[issue.path.length ? issue.path.map(String).join(".") : "form"] ??= issue.message;
  return errors;
}

/** The quote as written, checked, or its problems by place. */
export function parseQuoteInput(
  body: unknown,
): { ok: true; input: CheckedQuoteInput } | { ok: false; errors: FieldErrors } {
  const parsed = quoteInputSchema.safeParse(body);
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: dottedErrors(parsed.error.issues) };
}

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
      : (template?.sections.map((section) => ({
          title: section.title,
          lines: section.lines.map((l) => ({
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
          })),
        })) ?? []);
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
