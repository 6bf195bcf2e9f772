import type { LeadFormField } from "./lead-fields";
import type { LeadFieldErrors } from "./lead-schema";

/** The hidden field a person never sees; bots fill it in. */
export const honeypotField = "company_website";

export type LeadFormValues = Partial<Record<LeadFormField, string>>;

/** What a page's action answers to a form posted without JavaScript. */
export type LeadFormOutcome =
  | { status: "success" }
  | { status: "invalid"; errors: LeadFieldErrors; values: LeadFormValues }
  | { status: "rate_limited"; values: LeadFormValues }
  | { status: "error"; values: LeadFormValues };

/** What the enquiry form's script (app/client/lead-form.ts) needs to know, carried on the form. */
export type LeadFormConfig = {
  /** The choices the schema accepts: the profile's services and its landing pages' areas. */
  services: readonly string[];
  areas: readonly string[];
  labels: { submit: string; submitting: string };
  notices: Record<"success" | "failure" | "rateLimited", { title: string; text: string }>;
};

/**
 * What the form carries in its markup: the services are its select's own choices, which the script
 * reads there rather than from a second copy in the first round trip.
 */
export type CarriedLeadFormConfig = Omit<LeadFormConfig, "services">;
