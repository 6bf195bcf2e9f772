import { utmFields } from "./attribution";

// The fields of a lead, listed once. The lead schema validates them, and the rest follows from
// these lists and the schema's type: the table's type, the insert, what a form posted without
// JavaScript shows again, the CSV columns and the lead page. docs/how-to/add-a-lead-field.md.

/** What a visitor fills in, in the form's order, each with the most of it shown again after an error. */
export const leadFormFields = { name: 200, phone: 40, email: 254, service: 200, message: 2000 } as const;
export type LeadFormField = keyof typeof leadFormFields;
export const leadFormFieldNames = Object.keys(leadFormFields) as LeadFormField[];

/** Form fields the lead page shows in a list of their own (the others have their own places there). */
export const leadExtraFormFields = leadFormFieldNames.filter(
  (field) => !["name", "phone", "email", "service", "message"].includes(field),
);

/** Where the lead came from, in the order the lead page and the CSV show it. */
export const leadOriginFields = ["area", "source_path", ...utmFields, "referrer"] as const;
export type LeadOriginField = (typeof leadOriginFields)[number];

/**
 * The CSV export's columns: when, who and what first, then how it is being worked (status, where it
 * came from, the next follow-up, why it was lost), the message (the longest) after those.
 */
export const leadCsvColumns = [
  "created_at",
  ...leadFormFieldNames.filter((field) => field !== "message"),
  "status",
  "source",
  "follow_up_at",
  "lost_reason",
  "message",
  ...leadOriginFields,
  "updated_at",
  "id",
] as const;
