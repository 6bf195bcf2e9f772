import type { LeadFieldErrors } from "./lead-schema";

/** The hidden field a person never sees; bots fill it in. */
export const honeypotField = "company_website";

export type LeadFormValues = Partial<Record<"name" | "phone" | "email" | "service" | "message", string>>;

/** What a page's action answers to a form posted without JavaScript. */
export type LeadFormOutcome =
  | { status: "success" }
  | { status: "invalid"; errors: LeadFieldErrors; values: LeadFormValues }
  | { status: "rate_limited"; values: LeadFormValues }
  | { status: "error"; values: LeadFormValues };
