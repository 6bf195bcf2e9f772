import { z } from "zod";
import { siteSettingsCopy } from "~/lib/desk-copy/site-settings";
import { fillTemplate } from "~/lib/links";
import { normaliseGstin } from "~/lib/quotes/gstin";
import { toIndianE164 } from "~/lib/phone";
import { iconNames } from "~/profiles/icon-names";
import { timePattern } from "~/profiles/schema";

// Each section form's data as the desk sends it, read with its own schema: one line a field,
// lists one item a line, phone numbers in any usual Indian writing, a day's hours, a service.

const problems = siteSettingsCopy.problems;

export const field = z.string().trim().catch("");
/** A list typed one item a line: the lines that hold something. */
export const lines = z
  .string()
  .catch("")
  .transform((value) =>
    value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  );
export const checkbox = z
  .unknown()
  .optional()
  .transform((value) => value === "on" || value === "true");
/** A group of fields the form may not have sent at all. */
export const orEmpty = <T extends z.ZodType>(schema: T, empty: unknown) =>
  z.preprocess((value) => value ?? empty, schema);
export const optional = field.transform((value) => value || undefined);

export const phone = field.transform((value, ctx) => {
  const e164 = toIndianE164(value);
  if (e164) return e164;
  ctx.addIssue({ code: "custom", message: problems.phone });
  return z.NEVER;
});
export const optionalPhone = z.union([z.literal("").transform(() => undefined), phone]);

export const decimal = (example: string) =>
  field.transform((value, ctx) => {
    const number = Number(value);
    if (value && /^[-+]?\d+(\.\d+)?$/.test(value) && Number.isFinite(number)) return number;
    ctx.addIssue({ code: "custom", message: fillTemplate(problems.number, { example }) });
    return z.NEVER;
  });

export const time = z.string().trim().catch("");
/** Closing at 00:00 is closing at midnight, after any opening time. */
export const midnight = "00:00";

/** A day's hours: read only when the day is open, and then it closes after it opens (or at midnight). */
export const openingDay = z.object({ open: checkbox, opens: time, closes: time }).check((ctx) => {
  const { open, opens, closes } = ctx.value;
  const issue = (path: string, message: string) =>
    ctx.issues.push({ code: "custom", input: ctx.value, path: [path], message });
  if (!open) return;
  if (!timePattern.test(opens)) issue("opens", problems.time);
  if (!timePattern.test(closes)) issue("closes", problems.time);
  else if (timePattern.test(opens) && closes <= opens && closes !== midnight)
    issue("closes", problems.closesBeforeOpens);
});

/** Every day of the week, and at least one of them open. */
export const openingDays = z
  .array(openingDay)
  .length(7)
  .check((ctx) => {
    if (ctx.value.length === 7 && !ctx.value.some((day) => day.open))
      ctx.issues.push({ code: "custom", input: ctx.value, message: problems.noDayOpen });
  });

export const businessFields = {
  name: field,
  shortName: optional,
  phone,
  whatsapp: z.string().trim().catch("").pipe(optionalPhone),
  email: field,
  /** Empty: not registered under GST (the profile's schema checks one given). */
  gstin: field.transform((value) => normaliseGstin(value) || undefined),
  street: field,
  locality: field,
  city: field,
  region: field,
  postalCode: field,
  lat: decimal("12.9166"),
  lng: decimal("77.6101"),
  serviceRadiusKm: field.transform((value, ctx) => {
    if (!value) return undefined;
    if (/^\d+$/.test(value)) return Number(value);
    ctx.addIssue({ code: "custom", message: problems.wholeNumber });
    return z.NEVER;
  }),
  days: orEmpty(openingDays, []),
};
export const businessForm = z.object(businessFields);
export type BusinessData = z.infer<typeof businessForm>;

/**
 * The business form read field by field when it is not all readable: what could not be converted
 * stays as typed (the profile check then finds what else is wrong), and unreadable hours stay as
 * they are.
 */
export function businessAsTyped(
  data: Record<string, unknown>,
): Omit<BusinessData, "days"> & { days?: BusinessData["days"] } {
  const read: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(businessFields)) {
    const one = schema.safeParse(data[name]);
    const raw = data[name];
    read[name] = one.success
      ? one.data
      : name === "days"
        ? undefined
        : typeof raw === "string"
          ? raw.trim()
          : "";
  }
  return read as Omit<BusinessData, "days"> & { days?: BusinessData["days"] };
}

export const serviceForm = z.object({
  id: field,
  title: field,
  description: field,
  features: lines,
  areas: lines,
  keywords: lines,
  icon: z.enum(iconNames, { error: problems.icon }),
  hidden: checkbox,
});
export const newServiceForm = serviceForm.omit({ id: true, hidden: true }).extend({ icon: field });

export const servicesForm = z.object({
  /** "save", or a move or removal of the service with that id: "down:kitchens". */
  intent: z
    .string()
    .regex(/^(save|(up|down|remove):[a-z0-9-]+)$/)
    .catch("save"),
  services: orEmpty(z.array(serviceForm), []),
  added: orEmpty(newServiceForm, {}),
  enquiryChoices: lines,
});

export const testimonialsForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    name: field,
    location: field,
    text: field,
    date: field,
    source: field,
  }),
  z.object({ intent: z.literal("remove"), testimonial: field }),
]);

export const areasForm = z.object({ areas: lines });

export const textsForm = z.object({
  heroEyebrow: field,
  heroHeading: field,
  heroText: field,
  storyHeading: field,
  storyParagraphs: lines,
  valuesHeading: field,
  values: orEmpty(z.array(z.object({ title: field, description: field })), []),
});

export const privacyForm = z.object({
  heading: field,
  text: field,
  emailLabel: field,
  phoneLabel: field,
  addressLabel: field,
});

/** How the business quotes: every value as typed; the rows of tax by service and of the schedule. */
export const quotesForm = z.object({
  /** "save", or "remove" with the template's id. */
  intent: z.enum(["save", "remove"]).catch("save"),
  template: field,
  validityDays: field,
  taxCode: field,
  taxRate: field,
  serviceTax: orEmpty(z.array(z.object({ service: field, code: field, gstRate: field })), []),
  paymentSchedule: orEmpty(z.array(z.object({ label: field, percent: field })), []),
  terms: lines,
});
export type QuotesData = z.infer<typeof quotesForm>;
