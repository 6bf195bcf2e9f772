import { data } from "react-router";
import type { LeadFormOutcome, LeadFormValues } from "~/lib/lead-form";
import { originOf, submitLead } from "./submit-lead.server";

const statusOf = { success: 200, invalid: 400, rate_limited: 429, error: 500 } as const;

/**
 * The action behind a page's enquiry form when it is posted without JavaScript: the page is
 * rendered again with the outcome, keeping the visitor's values unless the lead was stored.
 */
export async function leadFormAction(request: Request, context: unknown) {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  const values: LeadFormValues = {
    name: fields.name,
    phone: fields.phone,
    email: fields.email,
    service: fields.service,
    message: fields.message,
  };
  const result = await submitLead(fields, originOf(request, context), "form");
  const outcome: LeadFormOutcome =
    result.kind === "invalid"
      ? { status: "invalid", errors: result.errors, values }
      : result.kind === "rate_limited" || result.kind === "error"
        ? { status: result.kind, values }
        : { status: "success" };
  return data({ outcome }, { status: statusOf[outcome.status] });
}
