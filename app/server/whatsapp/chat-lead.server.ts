import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { adminCopy } from "~/lib/admin-copy";
import { pushCopy } from "~/lib/desk-copy/push";
import { fillTemplate } from "~/lib/links";
import { finalStatuses } from "~/lib/lead-work";
import { areaForPath } from "~/lib/pages";
import type { Site } from "~/lib/site";
import { alertMembers, alertRecipients } from "../alerts/alert-recipients.server";
import { queueLeadAlerts } from "../alerts/mail-queue.server";
import type { Database } from "../db/schema.server";
import { lockWritesFor } from "../db/write-lock.server";
import { indexNewLeads } from "../leads/search-index.server";
import { queueLeadPush, queueNewLeadPushes } from "../push/push-alerts.server";
import { pageOfGreeting } from "./greeting-page.server";
import type { MessageContent } from "./message-content.server";
import type { AdReferral } from "./webhook-payload.server";

/** What a chat needs from the server to become a lead: its site (pages, services) and alert addresses. */
export type ChatSetting = { site: Site; notify: readonly string[] };

const bounded = (text: string | undefined, max: number) => (text ? text.slice(0, max) : null);

/**
 * The lead a customer's message belongs to, in the transaction that stores it: the newest open lead
 * from their number, else a new one (source WhatsApp, their profile name, the message, the page
 * whose greeting they sent, an ad's campaign), whose alerts are queued like any new lead's. An
 * earlier, finished lead from the number makes the new one a returning customer's, as for the form.
 */
export async function leadForChat(
  trx: Kysely<Database>,
  setting: ChatSetting,
  chat: {
    phone: string;
    profileName: string | null;
    content: MessageContent;
    referral: AdReferral | undefined;
    at: string;
  },
): Promise<{ id: string; created: boolean }> {
  // Two deliveries from one number, on two servers, make one lead between them.
  await lockWritesFor(trx, `whatsapp:${chat.phone}`);
  const open = await trx
    .selectFrom("leads")
    .select(["id", "name", "assignee_id"])
    .where("phone", "=", chat.phone)
    .where("status", "not in", [...finalStatuses])
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (open) {
    await trx.updateTable("leads").set({ updated_at: chat.at }).where("id", "=", open.id).execute();
    // The message on the phones of whoever the lead's alerts reach: its owner, or everyone's while unassigned.
    const title = fillTemplate(pushCopy.notification.whatsapp, { name: open.name });
    await queueLeadPush(trx, open, { title, body: chat.content.text }, new Date(chat.at));
    return { id: open.id, created: false };
  }
  const id = randomUUID();
  const page = chat.content.kind === "text" ? pageOfGreeting(setting.site, chat.content.text) : undefined;
  const ad = chat.referral;
  await trx
    .insertInto("leads")
    .values({
      id,
      name: (chat.profileName?.trim() || chat.phone).slice(0, 100),
      phone: chat.phone,
      email: null,
      service: page?.service ?? adminCopy.whatsapp.chatService,
      message: chat.content.text || null,
      area: page ? (areaForPath(setting.site, page.path)?.name ?? null) : null,
      source: "whatsapp",
      source_path: page?.path ?? null,
      // A click-to-WhatsApp ad: where it ran, its headline, and Meta's click id.
      referrer: bounded(ad?.source_url, 500),
      utm_source: ad ? "meta" : null,
      utm_medium: ad ? "click-to-whatsapp" : null,
      utm_campaign: bounded(ad?.headline, 200),
      utm_term: null,
      utm_content: bounded(ad?.ctwa_clid, 200),
      created_at: chat.at,
      updated_at: chat.at,
    })
    .execute();
  await indexNewLeads(trx);
  const members = await alertMembers(trx);
  const recipients = alertRecipients(members, { assignee_id: null }, { notify: setting.notify });
  await queueLeadAlerts(trx, [{ leadId: id, recipients }], new Date(chat.at));
  await queueNewLeadPushes(trx, [{ id, assignee_id: null }], new Date(chat.at), members);
  return { id, created: true };
}
