import { z } from "zod";
import type { QuoteDocument } from "./quote-document";

// What the customer's page posts (one schema for its forms), and what its script is given to work
// the totals out again when optional lines are ticked.

const text = (max: number) => z.string().trim().max(max).catch("");

export const customerResponseSchema = z.object({
  intent: z.enum(["totals", "approve", "changes"]).catch("totals"),
  include: z
    .array(z.string().regex(/^[a-z0-9-]{1,20}$/i))
    .max(200)
    .catch([]),
  name: text(120),
  confirmed: z.literal("yes").optional().catch(undefined),
  message: text(2000),
});
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

/** What the page's forms send back when something is missing: each field's message, and what was typed. */
export type RespondAnswer = {
  intent: "approve" | "changes";
  errors: Partial<Record<"name" | "confirmed" | "message", string>>;
  values: { name: string; confirmed: boolean; message: string };
};

/** A posted form as the schema reads it: `include` may come several times. */
export function readCustomerResponse(form: FormData): CustomerResponse {
  return customerResponseSchema.parse({
    intent: form.get("intent") ?? undefined,
    include: form.getAll("include"),
    name: form.get("name") ?? "",
    confirmed: form.get("confirmed") ?? undefined,
    message: form.get("message") ?? "",
  });
}

/** Only what the figures need, no words: the script's copy of the quote. */
export type FiguresOnly = Pick<QuoteDocument, "sections" | "discount" | "taxKind" | "paymentSchedule">;

export function figuresOnly(doc: QuoteDocument): FiguresOnly {
  return {
    sections: doc.sections.map((section) => ({
      title: "",
      lines: section.lines.map((line) => ({ ...line, description: "", specification: "" })),
    })),
    discount: doc.discount,
    taxKind: doc.taxKind,
    paymentSchedule: doc.paymentSchedule.map((stage) => ({ label: "", percent: stage.percent })),
  };
}

/** JSON safe inside a <script type="application/json"> element (no "<" to end it early). */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
