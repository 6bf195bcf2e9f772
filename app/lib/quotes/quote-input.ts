import { z } from "zod";
import { cleanLine, cleanText } from "~/lib/clean-text";
import { paymentScheduleSchema, taxCode } from "~/profiles/quote-settings-schema";
import { defaultPlaceOfSupply, isGstStateCode } from "./gst-states";
import { gstinMessages, gstinProblem, normaliseGstin } from "./gstin";
import { parseRupees } from "./money";
import { gstRates, quoteUnitLabels, quoteUnits, type QuoteUnit } from "./quote-document";
import { normaliseQuantity } from "./quote-figures";

// A quote as written: what the JSON API takes and what the desk's form ends in. One schema, then
// `quoteDraft` (quote-draft.ts) fills what was left out from the business's quote settings and
// works out each line's amount. Problems come back by their dotted place:
// { "sections.0.lines.1.rate": "..." }.

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

// The desk's quote forms read the settings' defaults from here.
export { quoteSettingsOf } from "./quote-draft";
