import type { Kysely } from "kysely";
import type { ChatMessage, ChatWindow } from "~/lib/whatsapp-chat";
import type { Database } from "../db/schema.server";
import { type DeskUser, isLeadId, visibleTo } from "../leads/lead-access.server";
import { plainReason } from "./graph-api.server";

/** How long after a customer's last message a business may write freely (the service window). */
export const windowMs = 24 * 3_600_000;

/** The lead, when the member may see it: its id, phone and name. */
export function chatLead(db: Kysely<Database>, id: string, member: DeskUser) {
  if (!isLeadId(id)) return Promise.resolve(undefined);
  const visible = visibleTo(member);
  return db
    .selectFrom("leads")
    .select(["leads.id", "leads.phone", "leads.name", "leads.service"])
    .where("leads.id", "=", id)
    .$if(visible !== undefined, (qb) => qb.where(visible!))
    .executeTakeFirst();
}

/** The window of the customer at `phone`: from their last message, on any of their leads. */
export async function chatWindow(db: Kysely<Database>, phone: string, now: Date): Promise<ChatWindow> {
  const last = await db
    .selectFrom("whatsapp_messages")
    .select("sent_at")
    .where("phone", "=", phone)
    .where("direction", "=", "in")
    .orderBy("sent_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!last) return { open: false, closesAt: null };
  const closes = Date.parse(last.sent_at) + windowMs;
  return { open: closes > now.getTime(), closesAt: new Date(closes).toISOString() };
}

/** The chat of a lead, oldest first, each reply with the furthest it got. */
export async function chatMessages(db: Kysely<Database>, leadId: string): Promise<ChatMessage[]> {
  const [rows, photos] = await Promise.all([
    db
      .selectFrom("whatsapp_messages as m")
      .leftJoin("whatsapp_statuses as s", "s.wamid", "m.wamid")
      .select([
        "m.id",
        "m.direction",
        "m.kind",
        "m.text",
        "m.detail",
        "m.actor_email",
        "m.sent_at",
        "s.status",
        "s.error",
        "s.error_code",
      ])
      .where("m.lead_id", "=", leadId)
      .orderBy("m.sent_at")
      .orderBy("m.created_at")
      .execute(),
    db.selectFrom("whatsapp_media").select("media_id").where("lead_id", "=", leadId).execute(),
  ]);
  const fetched = new Set(photos.map((photo) => photo.media_id));
  return rows.map((row) => {
    const detail = row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null;
    const mediaId = typeof detail?.mediaId === "string" ? detail.mediaId : undefined;
    return {
      id: row.id,
      direction: row.direction,
      kind: row.kind,
      text: row.text,
      detail,
      sentBy: row.actor_email,
      sentAt: row.sent_at,
      status: row.direction === "out" ? (row.status ?? "sent") : null,
      error: row.status === "failed" ? plainReason(row.error_code, row.error ?? "") : null,
      hasPhoto: mediaId !== undefined && fetched.has(mediaId),
    };
  });
}
