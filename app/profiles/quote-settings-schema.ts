import { z } from "zod";
import { gstRates, quoteUnits } from "~/lib/quotes/quote-document";

// How the business quotes: the tax code and rate of each service's work, the terms, validity and
// payment schedule a new quote starts with, and templates (a service's usual sections, lines and
// rates) a quote starts from in a tap. Admins edit it with the other settings.
const text = z.string().trim().min(1);
const serviceId = z
  .string()
  .regex(/^[a-z0-9-]+$/, { error: "expected lower-case letters, digits and hyphens" });
/** Rupees with up to two decimals, as written: "1450", "1450.00". */
const rupees = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'expected rupees, e.g. "1450.00"' });
/** A decimal quantity with up to three decimals. */
const quantity = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,3})?$/, { error: 'expected a quantity, e.g. "42" or "12.5"' });
/** A SAC (services, 6 digits starting 99) or HSN (goods, 4 to 8 digits) code. */
export const taxCode = z
  .string()
  .regex(/^\d{4,8}$/, { error: "expected a SAC or HSN code of 4 to 8 digits" });
const gstRate = z.union(
  gstRates.map((rate) => z.literal(rate)),
  {
    error: `expected one of ${gstRates.join(", ")}`,
  },
);

export const quoteTaxSchema = z.object({ code: taxCode, gstRate });

export const paymentScheduleSchema = z
  .array(z.object({ label: text, percent: z.number().int().min(1).max(100) }))
  .min(1)
  .max(6)
  .refine((stages) => stages.reduce((sum, stage) => sum + stage.percent, 0) === 100, {
    error: "the stages must add up to 100%",
  });

export const quoteTemplateSchema = z.object({
  id: serviceId,
  /** The service it is for. */
  service: serviceId,
  title: text,
  sections: z
    .array(
      z.object({
        title: text,
        lines: z
          .array(
            z.object({
              description: text,
              specification: z.string().trim().default(""),
              quantity,
              unit: z.enum(quoteUnits),
              rate: rupees,
              optional: z.boolean().optional(),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

export const quoteSettingsSchema = z.object({
  /** A quote is valid this many days from its date. */
  validityDays: z.number().int().min(1).max(365),
  /** The tax code and rate a line gets when its service has none of its own below. */
  tax: quoteTaxSchema,
  /** Per service id: its own code and rate. */
  serviceTax: z.array(quoteTaxSchema.extend({ service: serviceId })),
  paymentSchedule: paymentScheduleSchema,
  terms: text,
  templates: z.array(quoteTemplateSchema),
});

export type QuoteSettings = z.infer<typeof quoteSettingsSchema>;
export type QuoteTemplate = z.infer<typeof quoteTemplateSchema>;
