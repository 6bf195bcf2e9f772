import type { Site } from "~/lib/site";
import type { ChatView } from "~/lib/whatsapp-chat";
import type { Db } from "../db/connect.server";
import type { DeskUser } from "../leads/lead-access.server";
import { chatLead, chatMessages, chatWindow } from "./conversation.server";
import { templatesOf } from "./reply.server";
import type { WhatsApp } from "./whatsapp-service.server";

/** The chat of a lead the member may see; undefined when they may not (or there is no such lead). */
export async function chatView(
  db: Db,
  options: { whatsapp: WhatsApp | null; site: Site; leadId: string; member: DeskUser; now: Date },
): Promise<ChatView | undefined> {
  const lead = await chatLead(db, options.leadId, options.member);
  if (!lead) return undefined;
  const [messages, window] = await Promise.all([
    chatMessages(db, lead.id),
    chatWindow(db, lead.phone, options.now),
  ]);
  const templates = templatesOf(options.site).map(({ name, label, body, values }) => ({
    name,
    label,
    body,
    values,
  }));
  return { connected: options.whatsapp !== null, messages, window, templates };
}
