import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import type { WhatsAppStatusesTable } from "../db/whatsapp-tables.server";
import type { StatusUpdate } from "./webhook-payload.server";

type Status = WhatsAppStatusesTable["status"];

/** How far a message got: a status only ever moves forward ("delivered" never back to "sent"). */
const ranks: Record<Status, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

const isStatus = (value: string): value is Status => Object.hasOwn(ranks, value);

/**
 * Records a status update of a sent message, unless the message already got as far or further. It is
 * kept by the message's WhatsApp id alone, so an update that comes before the send is stored (Meta
 * may answer the webhook first) is there when the send is.
 */
export async function recordStatus(trx: Kysely<Database>, update: StatusUpdate, now: Date): Promise<void> {
  if (!isStatus(update.status)) return;
  const rank = ranks[update.status];
  const failure = update.errors?.[0];
  const row = {
    wamid: update.id,
    status: update.status,
    rank,
    error_code: failure?.code ?? null,
    error: failure ? (failure.error_data?.details ?? failure.message ?? failure.title ?? null) : null,
    updated_at: now.toISOString(),
  };
  await trx
    .insertInto("whatsapp_statuses")
    .values(row)
    .onConflict((oc) =>
      oc
        .column("wamid")
        .doUpdateSet({
          status: row.status,
          rank: row.rank,
          error_code: row.error_code,
          error: row.error,
          updated_at: row.updated_at,
        })
        .where("whatsapp_statuses.rank", "<", rank),
    )
    .execute();
}

/** The status a message starts with once the platform accepts it. */
export async function recordAccepted(trx: Kysely<Database>, wamid: string, now: Date): Promise<void> {
  await recordStatus(
    trx,
    { id: wamid, status: "sent", timestamp: String(Math.floor(now.getTime() / 1000)) },
    now,
  );
}
