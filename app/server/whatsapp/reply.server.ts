import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { adminCopy } from "~/lib/admin-copy";
import type { Site } from "~/lib/site";
import type { Database } from "../db/schema.server";
import type { DeskUser } from "../leads/lead-access.server";
import { logActivity } from "../leads/lead-work.server";
import { chatLead, chatWindow } from "./conversation.server";
import { type GraphSettings, type Outgoing, sendMessage } from "./graph-api.server";
import type { Reply } from "./reply-schema.server";
import { recordAccepted } from "./statuses.server";

const copy = adminCopy.whatsapp;

export type ReplyResult =
  | { kind: "sent"; id: string; wamid: string }
  | { kind: "not-found" }
  | { kind: "refused"; code: number | null; reason: string }
  | { kind: "invalid"; errors: Record<string, string> };

/** The approved templates the business profile lists. */
export const templatesOf = (site: Pick<Site, "whatsapp">) => site.whatsapp.templates ?? [];

/** A template's body with its values in place of {{1}}, {{2}}…: what the customer reads. */
export const filledTemplate = (body: string, values: readonly string[]) =>
  body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => values[Number(n) - 1] ?? whole);

/**
 * Sends a desk member's reply to a lead's customer on WhatsApp. A text goes only while the
 * customer's 24-hour window is open: outside it, it is refused here, with the platform's own code
 * (131047), rather than accepted by Meta and never delivered. A template goes at any time. What
 * is sent joins the chat and the lead's timeline, by whom; a first reply stops the response clock
 * like a call.
 */
export async function sendReply(
  db: Kysely<Database>,
  options: { graph: GraphSettings; site: Site; leadId: string; member: DeskUser; now: Date; reply: Reply },
): Promise<ReplyResult> {
  const { member, now, reply } = options;
  const lead = await chatLead(db, options.leadId, member);
  if (!lead) return { kind: "not-found" };
  let outgoing: Outgoing;
  let shown: string;
  if (reply.template === undefined) {
    const window = await chatWindow(db, lead.phone, now);
    if (!window.open) return { kind: "refused", code: 131047, reason: copy.errors.windowClosed };
    outgoing = { type: "text", text: reply.text };
    shown = reply.text;
  } else {
    const template = templatesOf(options.site).find((one) => one.name === reply.template);
    if (!template) return { kind: "invalid", errors: { template: copy.templateNeeded } };
    if (reply.values.length !== template.values.length)
      return { kind: "invalid", errors: { values: copy.valuesNeeded } };
    outgoing = { type: "template", name: template.name, language: template.language, values: reply.values };
    shown = filledTemplate(template.body, reply.values);
  }
  const sent = await sendMessage(options.graph, lead.phone, outgoing);
  if (!sent.ok) return { kind: "refused", code: sent.code, reason: sent.reason };
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("whatsapp_messages")
      .values({
        id,
        wamid: sent.wamid,
        lead_id: lead.id,
        phone: lead.phone,
        direction: "out",
        kind: outgoing.type,
        text: shown,
        detail:
          outgoing.type === "template"
            ? JSON.stringify({ template: outgoing.name, values: outgoing.values })
            : null,
        actor_id: member.id,
        actor_email: member.email,
        sent_at: now.toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
    await recordAccepted(trx, sent.wamid, now);
  });
  // The timeline's entry, by the member: it answers the lead (the response clock) like a call.
  await logActivity(db, { id: lead.id, actor: member, now, kind: "whatsapp", text: shown });
  return { kind: "sent", id, wamid: sent.wamid };
}
