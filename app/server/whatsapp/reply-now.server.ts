import type { DeskUser } from "../leads/lead-access.server";
import { getRuntime } from "../runtime.server";
import { getConfig } from "../site.server";
import { chatLead } from "./conversation.server";
import { type ReplyResult, sendReply } from "./reply.server";
import type { Reply } from "./reply-schema.server";

/** A desk member's reply, through the JSON API or the desk's form alike, at the desk's "now". */
export async function sendReplyNow(
  leadId: string,
  member: DeskUser,
  reply: Reply,
): Promise<ReplyResult | { kind: "off" }> {
  const { database, whatsapp, now } = await getRuntime();
  // A lead the member may not see is not there, whether or not this server is connected.
  if (!whatsapp)
    return (await chatLead(database.db, leadId, member)) ? { kind: "off" } : { kind: "not-found" };
  return sendReply(database.db, {
    graph: whatsapp.graph,
    site: getConfig().site,
    leadId,
    member: { id: member.id, email: member.email, role: member.role },
    now: now(),
    reply,
  });
}
