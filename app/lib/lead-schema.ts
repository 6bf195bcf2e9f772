import { z } from "zod/mini";
import { utmFields } from "./attribution";
import { cleanLine as cleanOneLine, cleanText } from "./clean-text";
import type { LeadStatus } from "./lead-status";
import { landingAreas } from "./pages";
import { toPlausibleE164 } from "./phone-check";
import type { PageSite } from "./site";

// The one schema for a lead, used by the form in the browser, the route action and the JSON API.
// It is built per profile because the service choices (and the areas of landing pages) differ.
// Zod's small build ("zod/mini", a few KB in the browser against 23 KB for "zod"): the browser
// loads it when the visitor first focuses the form. The phone is read by `readPhone`: the
// browser's light check by default; the server passes its own, with the full phone metadata
// (app/server/leads/phone.server.ts, docs/decisions/0031-international-numbers.md).

const clean = (value: unknown) => (typeof value === "string" ? cleanText(value) : value);
const cleanLine = (value: unknown) => (typeof value === "string" ? cleanOneLine(value) : value);
const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
/** Zod's preprocess: `prepare` first, then `schema` on what it gives. */
const preprocess = <T extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(prepare), schema);

export const leadMessages = {
  name: "Please enter your name.",
  nameTooLong: "Please keep your name under 100 characters.",
  phone:
    "Please enter a valid phone number, e.g. +91 98765 43210 (outside India, start with + and the country code).",
  email: "Please enter a valid e-mail address, or leave it empty.",
  service: "Please choose a service from the list.",
  message: "Please keep your message under 2000 characters.",
} as const;

// Attribution must never cost a lead: an over-long or odd value is cut or dropped, not refused.
const optionalText = (max: number) =>
  preprocess((v) => {
    const text = cleanLine(v);
    return typeof text === "string" && text !== "" ? text.slice(0, max) : null;
  }, z.nullable(z.string()));

/** Reads a phone number as typed into E.164, or null when it is not a valid number. */
export type PhoneReader = (input: string) => string | null;

export function leadSchema(choices: {
  services: readonly string[];
  areas?: readonly string[];
  readPhone?: PhoneReader;
}) {
  const services = new Set(choices.services);
  const areas = new Set(choices.areas ?? []);
  const readPhone = choices.readPhone ?? toPlausibleE164;
  return z.object({
    name: preprocess(
      cleanLine,
      z
        .string({ error: leadMessages.name })
        .check(z.minLength(1, leadMessages.name), z.maxLength(100, leadMessages.nameTooLong)),
    ),
    phone: z.pipe(
      preprocess(cleanLine, z.string({ error: leadMessages.phone })),
      z.transform((value: string, ctx) => {
        const e164 = readPhone(value);
        if (!e164) ctx.issues.push({ code: "custom", message: leadMessages.phone, input: value });
        return e164 ?? value;
      }),
    ),
    email: z.pipe(
      preprocess(
        (v) => emptyToUndefined(cleanLine(v)),
        z.optional(z.email({ error: leadMessages.email }).check(z.maxLength(254, leadMessages.email))),
      ),
      z.transform((v: string | undefined) => v?.toLowerCase() ?? null),
    ),
    service: preprocess(
      cleanLine,
      z.string({ error: leadMessages.service }).check(z.refine((v) => services.has(v), leadMessages.service)),
    ),
    message: z.pipe(
      preprocess(
        (v) => emptyToUndefined(clean(v)),
        z.optional(z.string().check(z.maxLength(2000, leadMessages.message))),
      ),
      z.transform((v: string | undefined) => v ?? null),
    ),
    area: z.pipe(
      preprocess(
        (v) => emptyToUndefined(cleanLine(v)),
        z.optional(z.string().check(z.refine((v) => areas.has(v), "Unknown area."))),
      ),
      z.transform((v: string | undefined) => v ?? null),
    ),
    // First-touch attribution, carried by hidden fields; bounded, never required.
    source_path: optionalText(300),
    referrer: optionalText(500),
    ...(Object.fromEntries(utmFields.map((field) => [field, optionalText(200)])) as Record<
      (typeof utmFields)[number],
      ReturnType<typeof optionalText>
    >),
  });
}

/** The lead schema of a site: its service choices and the areas that have a landing page. */
export function leadSchemaFor(site: Pick<PageSite, "leadForm" | "landing">, readPhone?: PhoneReader) {
  return leadSchema({ services: site.leadForm.services, areas: landingAreas(site), readPhone });
}

export type LeadInput = z.output<ReturnType<typeof leadSchema>>;

/** A stored lead: what arrived (the message with the area added), and what the desk keeps. */
export type Lead = LeadInput & { id: string; status: LeadStatus; created_at: string; updated_at: string };
export type LeadFieldErrors = Partial<Record<string, string>>;

/** The first message for each bad field, keyed by field name. */
export function fieldErrors(error: z.core.$ZodError): LeadFieldErrors {
  const errors: LeadFieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
