import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { dropDelivery, type Delivery } from "./inbox.server";
import { type ChatSetting, leadForChat } from "./chat-lead.server";
import { messageContent } from "./message-content.server";
import { recordStatus } from "./statuses.server";
import { readDelivery } from "./webhook-payload.server";

/** What one delivery did: messages stored (a retry's are not), leads made, photos to fetch. */
export type Processed = {
  stored: number;
  repeats: number;
  newLeads: number;
  statuses: number;
  photos: { mediaId: string; leadId: string }[];
};

const fromSeconds = (timestamp: string) => new Date(Number(timestamp) * 1000).toISOString();

type Setting = ChatSetting & { phoneNumberId: string };

/**
 * Works deliveries through, all in one transaction (one commit for the lot, which is what a write
 * costs on SQLite): each message stored once by its WhatsApp id (the unique index decides, whatever
 * Meta retries, on however many servers), joined to its lead; each status recorded; then each
 * delivery goes. A body that is not a WhatsApp delivery goes too. If any fails, none is done.
 */
export function processDeliveries(
  db: Kysely<Database>,
  setting: Setting,
  deliveries: readonly Delivery[],
  now: Date,
): Promise<Processed> {
  return db.transaction().execute(async (trx) => {
    const done: Processed = { stored: 0, repeats: 0, newLeads: 0, statuses: 0, photos: [] };
    for (const delivery of deliveries) await workDelivery(trx, setting, delivery, now, done);
    return done;
  });
}

/** Works one delivery through, in its own transaction. */
export const processDelivery = (db: Kysely<Database>, setting: Setting, delivery: Delivery, now: Date) =>
  processDeliveries(db, setting, [delivery], now);

async function workDelivery(
  trx: Kysely<Database>,
  setting: Setting,
  delivery: Delivery,
  now: Date,
  done: Processed,
): Promise<void> {
  let json: unknown;
  try {
    json = JSON.parse(delivery.body);
  } catch {
    json = undefined;
  }
  const read = readDelivery(json, setting.phoneNumberId);
  for (const message of read?.messages ?? []) {
    const phone = `+${message.from}`;
    const content = messageContent(message);
    const id = randomUUID();
    const sentAt = fromSeconds(message.timestamp);
    const inserted = await trx
      .insertInto("whatsapp_messages")
      .values({
        id,
        wamid: message.id,
        phone,
        direction: "in",
        kind: content.kind,
        text: content.text,
        detail: content.detail ? JSON.stringify(content.detail) : null,
        sent_at: sentAt,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column("wamid").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      done.repeats += 1;
      continue;
    }
    const lead = await leadForChat(trx, setting, {
      phone,
      profileName: message.profileName,
      content,
      referral: message.referral,
      at: now.toISOString(),
    });
    await trx.updateTable("whatsapp_messages").set({ lead_id: lead.id }).where("id", "=", id).execute();
    // A new lead holds the first message as its own; a later one joins the open lead's timeline.
    if (!lead.created)
      await trx
        .insertInto("lead_activities")
        .values({
          id: randomUUID(),
          lead_id: lead.id,
          kind: "chat",
          text: content.text,
          actor_id: null,
          actor_email: null,
          created_at: now.toISOString(),
        })
        .execute();
    done.stored += 1;
    if (lead.created) done.newLeads += 1;
    const mediaId = content.kind === "image" ? content.detail?.mediaId : undefined;
    if (typeof mediaId === "string") done.photos.push({ mediaId, leadId: lead.id });
  }
  for (const status of read?.statuses ?? []) {
    await recordStatus(trx, status, now);
    done.statuses += 1;
  }
  await dropDelivery(trx, delivery.id);
}
