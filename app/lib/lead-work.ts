import { z } from "zod";
import { cleanLine, cleanText } from "./clean-text";
import { parseIstDateTime } from "./ist-time";
import { leadStatuses } from "./lead-status";

// What staff do with a lead after it arrives: the entries of its timeline, where it came from,
// its next follow-up, its owner and, when lost, why. One schema per way in: an activity, a change.

/** Entries staff write themselves. */
export const loggedKinds = ["note", "call", "whatsapp", "email", "visit"] as const;
/** Entries the desk writes when something happens to the lead. */
export const recordedKinds = ["status", "assignment", "repeat", "quote", "chat"] as const;
export const activityKinds = [...loggedKinds, ...recordedKinds] as const;
export type ActivityKind = (typeof activityKinds)[number];
export type LoggedKind = (typeof loggedKinds)[number];

/** Logged kinds that are a contact with the customer (a note is not). */
export const contactKinds: readonly ActivityKind[] = ["call", "whatsapp", "email", "visit"];

/** Where a lead came from: the website, or an enquiry staff took some other way. */
export const leadSources = ["web", "phone", "whatsapp", "walk-in", "referral", "other"] as const;
export type LeadSource = (typeof leadSources)[number];
/** The sources staff choose from when they add an enquiry themselves. */
export const staffSources = leadSources.filter((source) => source !== "web");

export const isLeadSource = (value: unknown): value is LeadSource =>
  typeof value === "string" && (leadSources as readonly string[]).includes(value);

/** Statuses after which nothing is left to follow up. */
export const finalStatuses = ["converted", "closed"] as const;
export const isFinalStatus = (status: string) => (finalStatuses as readonly string[]).includes(status);

export const activityLimits = { text: 2000, lostReason: 300 } as const;

export const workMessages = {
  kind: `must be one of ${loggedKinds.join(", ")}`,
  text: "Write what happened.",
  textTooLong: `Keep it under ${activityLimits.text} characters.`,
  followUpAt: "must be a date and time (ISO 8601), or null",
  followUpRange: "must be within two years from now",
  followUpClosed: "A converted or closed lead has nothing to follow up.",
  assigneeId: "must be a staff member's id, or null",
  lostReason: "Say why the lead was lost.",
  lostReasonStatus: "A reason is kept only for a lead closed as lost.",
  nothing: "Send at least one of status, followUpAt, assigneeId, lostReason.",
  markContacted: "must be true or false",
} as const;

/**
 * The one schema for an entry staff log: the desk's log forms and POST /api/leads/:id/activities.
 * `markContacted` also moves a lead that is still new to contacted, in the same step (a form's
 * checkbox sends "on").
 */
export const activitySchema = z.object({
  kind: z.enum(loggedKinds, { error: workMessages.kind }),
  text: z.preprocess(
    (v) => (typeof v === "string" ? cleanText(v) : v),
    z
      .string({ error: workMessages.text })
      .min(1, workMessages.text)
      .max(activityLimits.text, workMessages.textTooLong),
  ),
  markContacted: z.preprocess(
    (v) => (v === "on" ? true : v),
    z.boolean({ error: workMessages.markContacted }).optional(),
  ),
});

const optionalLine = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? cleanLine(v).slice(0, max) || null : v),
    z.string({ error: message }).nullable().optional(),
  );

/**
 * The one schema for a change to a lead: the desk's forms and PATCH /api/leads/:id. Every key is
 * optional; `null` clears a follow-up or an owner. A follow-up is an ISO 8601 date-time (IST when
 * it names no zone, as a datetime-local field sends it). An empty form field means "clear".
 */
export const leadChangeSchema = z
  .object({
    status: z.enum(leadStatuses, { error: `must be one of ${leadStatuses.join(", ")}` }).optional(),
    followUpAt: z
      .preprocess(
        (v) => (v === "" ? null : v),
        z.string({ error: workMessages.followUpAt }).nullable().optional(),
      )
      .transform((v, ctx) => {
        if (v === null || v === undefined) return v;
        const at = parseIstDateTime(v);
        if (!at) {
          ctx.addIssue({ code: "custom", message: workMessages.followUpAt });
          return z.NEVER;
        }
        return at;
      }),
    assigneeId: z.preprocess(
      (v) => (v === "" ? null : v),
      z.string({ error: workMessages.assigneeId }).max(100).nullable().optional(),
    ),
    lostReason: optionalLine(activityLimits.lostReason, workMessages.lostReason),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: workMessages.nothing,
    path: ["form"],
  });

export type LeadChange = Partial<z.output<typeof leadChangeSchema>>;

/** A lost reason as the desk's form sends it: one of the profile's reasons, and/or words of one's own. */
export function lostReasonFrom(choice: unknown, detail: unknown): string | undefined {
  const parts = [choice, detail]
    .map((part) => (typeof part === "string" ? cleanLine(part) : ""))
    .filter(Boolean);
  return parts.length ? parts.join(": ").slice(0, activityLimits.lostReason) : undefined;
}
