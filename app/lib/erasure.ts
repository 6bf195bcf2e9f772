import { z } from "zod";
import { adminCopy } from "./admin-copy";
import { fillTemplate } from "./links";
import { toIndianE164 } from "./phone";

// Erasing a person: what the desk's confirmation form and the JSON API take.

/** The confirmation page's form: the one button says yes. */
export const eraseConfirmationSchema = z.object({ confirm: z.literal("yes") });

/** DELETE /api/people/:phone: the person's number, in any usual Indian form, as E.164. */
export const personPhoneSchema = z.string().transform((value, ctx) => {
  const e164 = toIndianE164(value);
  if (!e164) ctx.addIssue({ code: "custom", message: "Give an Indian phone number, e.g. +919876543210." });
  return e164 ?? value;
});

/** "1 enquiry", "3 enquiries". */
export const enquiriesCount = (count: number) =>
  count === 1 ? adminCopy.erase.one : fillTemplate(adminCopy.erase.many, { count: String(count) });
