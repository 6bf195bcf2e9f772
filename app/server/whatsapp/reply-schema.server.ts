import { z } from "zod";
import { adminCopy } from "~/lib/admin-copy";
import { cleanText } from "~/lib/clean-text";

const copy = adminCopy.whatsapp;

/** WhatsApp's own limit for a text message, and for one value of a template. */
export const replyLimits = { text: 4096, value: 1024 } as const;

/**
 * The one schema of a reply from the desk, by its form or POST /api/leads/:id/whatsapp: a text
 * `{text}`, or an approved template `{template, values}` (its name, and its values in order).
 */
export const replySchema = z.union([
  z.object({
    text: z.preprocess(
      (v) => (typeof v === "string" ? cleanText(v) : v),
      z.string({ error: copy.textNeeded }).min(1, copy.textNeeded).max(replyLimits.text, copy.textTooLong),
    ),
    template: z.undefined().optional(),
  }),
  z.object({
    template: z.string({ error: copy.templateNeeded }).min(1, copy.templateNeeded).max(512),
    values: z
      .array(
        z.preprocess(
          (v) => (typeof v === "string" ? v.trim() : v),
          z.string().min(1, copy.valuesNeeded).max(replyLimits.value),
        ),
      )
      .max(10)
      .default([]),
  }),
]);

export type Reply = z.output<typeof replySchema>;
