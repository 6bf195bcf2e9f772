import { z } from "zod";
import { utmFields } from "./attribution";
import { cleanLine as cleanOneLine, cleanText } from "./clean-text";
import type { LeadStatus } from "./lead-status";
import { landingAreas } from "./pages";
import { toIndianE164 } from "./phone";
import type { PageSite } from "./site";

// The one schema for a lead, used by the form in the browser, the route action and the JSON API.
// It is built per profile because the service choices (and the areas of landing pages) differ.

const clean = (value: unknown) => (typeof value === "string" ? cleanText(value) : value);
const cleanLine = (value: unknown) => (typeof value === "string" ? cleanOneLine(value) : value);
const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

export const leadMessages = {
  name: "Please enter your name.",
  nameTooLong: "Please keep your name under 100 characters.",
  phone: "Please enter a valid Indian phone number, e.g. +91 98765 43210.",
  email: "Please enter a valid e-mail address, or leave it empty.",
  service: "Please choose a service from the list.",
  message: "Please keep your message under 2000 characters.",
} as const;

// Attribution must never cost a lead: an over-long or odd value is cut or dropped, not refused.
const optionalText = (max: number) =>
  z.preprocess((v) => {
    const text = cleanLine(v);
    return typeof text === "string" && text !== "" ? text.slice(0, max) : null;
  }, z.string().nullable());

export function leadSchema(choices: { services: readonly string[]; areas?: readonly string[] }) {
  const services = new Set(choices.services);
  const areas = new Set(choices.areas ?? []);
  return z.object({
    name: z.preprocess(
      cleanLine,
      z.string({ error: leadMessages.name }).min(1, leadMessages.name).max(100, leadMessages.nameTooLong),
    ),
    phone: z.preprocess(cleanLine, z.string({ error: leadMessages.phone })).transform((value, ctx) => {
      const e164 = toIndianE164(value);
      if (!e164) ctx.addIssue({ code: "custom", message: leadMessages.phone });
      return e164 ?? value;
    }),
    email: z
      .preprocess(
        (v) => emptyToUndefined(cleanLine(v)),
        z.email({ error: leadMessages.email }).max(254, leadMessages.email).optional(),
      )
      .transform((v) => v?.toLowerCase() ?? null),
    service: z.preprocess(
      cleanLine,
      z.string({ error: leadMessages.service }).refine((v) => services.has(v), leadMessages.service),
    ),
    message: z
      .preprocess((v) => emptyToUndefined(clean(v)), z.string().max(2000, leadMessages.message).optional())
      .transform((v) => v ?? null),
    area: z
      .preprocess(
        (v) => emptyToUndefined(cleanLine(v)),
        z
          .string()
          .refine((v) => areas.has(v), "Unknown area.")
          .optional(),
      )
      .transform((v) => v ?? null),
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
export function leadSchemaFor(site: Pick<PageSite, "leadForm" | "landing">) {
  return leadSchema({ services: site.leadForm.services, areas: landingAreas(site) });
}

export type LeadInput = z.output<ReturnType<typeof leadSchema>>;

/** A stored lead: what arrived (the message with the area added), and what the desk keeps. */
export type Lead = LeadInput & { id: string; status: LeadStatus; created_at: string; updated_at: string };
export type LeadFieldErrors = Partial<Record<string, string>>;

/** The first message for each bad field, keyed by field name. */
export function fieldErrors(error: z.ZodError): LeadFieldErrors {
  const errors: LeadFieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
