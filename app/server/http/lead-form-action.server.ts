import { data } from "react-router";
import { leadFormFieldNames, leadFormFields } from "~/lib/lead-fields";
import type { LeadFormOutcome, LeadFormValues } from "~/lib/lead-form-config";
import { requireSameOrigin } from "./same-origin.server";
import { getConfig } from "../site.server";
import { clientOf, submitLead } from "./lead-submission.server";

const statusOf = { success: 200, invalid: 400, rate_limited: 429, error: 500 } as const;

/**
 * The action behind a page's enquiry form when it is posted without JavaScript: the page is
 * rendered again with the outcome, keeping the visitor's values unless the lead was stored.
 */
export async function leadFormAction(request: Request, context: unknown, fixed: { area?: string } = {}) {
  requireSameOrigin(request, getConfig().site.publicUrl);
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  if (fixed.area) fields.area = fixed.area;
  // What is shown again is what the fields could hold; anything longer was never typed by a person.
  const values: LeadFormValues = Object.fromEntries(
    leadFormFieldNames.map((field) => [field, fields[field]?.slice(0, leadFormFields[field])]),
  );
  const result = await submitLead(fields, clientOf(request, context), "form");
  const outcome: LeadFormOutcome =
    result.kind === "invalid"
      ? { status: "invalid", errors: result.errors, values }
      : result.kind === "rate_limited" || result.kind === "error"
        ? { status: result.kind, values }
        : { status: "success" };
  const retryAfter =
    result.kind === "rate_limited"
      ? { "Retry-After": String(Math.ceil(result.retryAfterMs / 1000)) }
      : undefined;
  return data({ outcome }, { status: statusOf[outcome.status], headers: retryAfter });
}
