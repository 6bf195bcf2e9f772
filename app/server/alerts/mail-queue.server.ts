import { randomUUID } from "node:crypto";
import { type Kysely, type Selectable, sql } from "kysely";
import { isSqlite } from "../db/dialect.server";
import type { Database, MailQueueTable } from "../db/schema.server";
import { queueWhatsAppAlerts } from "../whatsapp/owner-alert-queue.server";

export type QueuedMail = Selectable<MailQueueTable>;

/** How long a server holds a message it took to send before another server may take it. */
const claimMs = 2 * 60_000;
/** Retries wait 30 s, then twice as long each time, at most an hour; after two days' tries, no more. */
const firstRetryMs = 30_000;
const longestRetryMs = 3_600_000;
export const maxAttempts = 60;

export function retryDelayMs(attempts: number): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), longestRetryMs);
}

/**
 * Queues an alert about each new lead for each of its recipients, in one statement, in the
 * transaction that stores the leads; and to the owner's WhatsApp, when NOTIFY_WHATSAPP is set.
 */
export async function queueLeadAlerts(
  trx: Kysely<Database>,
  alerts: readonly { leadId: string; recipients: readonly string[] }[],
  now: Date,
) {
  const at = now.toISOString();
  const rows = alerts.flatMap(({ leadId, recipients }) =>
    recipients.map((recipient) => ({
      id: randomUUID(),
      kind: "lead" as const,
      recipient,
      lead_id: leadId,
      created_at: at,
      send_after: at,
    })),
  );
  if (rows.length > 0) await trx.insertInto("mail_queue").values(rows).execute();
  await queueWhatsAppAlerts(
    trx,
    alerts.map((alert) => alert.leadId),
    now,
  );
}

/** An image a written message's HTML shows by its content id (`<img src="cid:…">`). */
export type MailImage = { filename: string; cid: string; contentType: "image/png"; base64: string };

/** A written message to queue as it is (the digest, the weekly report). */
export type WrittenMail = {
  recipient: string;
  subject: string;
  text: string;
  html: string;
  images?: readonly MailImage[];
};

export async function queueWrittenMail(
  trx: Kysely<Database>,
  mails: readonly WrittenMail[],
  now: Date,
  kind: "digest" | "report" | "backup" | "quote" = "digest",
) {
  if (mails.length === 0) return;
  const at = now.toISOString();
  await trx
    .insertInto("mail_queue")
    .values(
      mails.map((mail) => ({
        id: randomUUID(),
        kind,
        recipient: mail.recipient,
        subject: mail.subject,
        body: JSON.stringify({
          text: mail.text,
          html: mail.html,
          ...(mail.images?.length ? { images: mail.images } : {}),
        }),
        created_at: at,
        send_after: at,
      })),
    )
    .execute();
}

/** The text and HTML of a written message, and the images its HTML shows. */
export function writtenBody(mail: QueuedMail): { text: string; html: string; images?: MailImage[] } {
  return JSON.parse(mail.body ?? "{}") as { text: string; html: string; images?: MailImage[] };
}

/**
 * Takes the messages due to be sent that no other server holds, and holds them for a while. On
 * PostgreSQL, servers that claim at the same moment skip each other's rows; on SQLite the claim
 * is one statement, which the database runs alone.
 */
export async function claimDue(db: Kysely<Database>, now: Date, limit = 200): Promise<QueuedMail[]> {
  const at = now.toISOString();
  return db
    .updateTable("mail_queue")
    .set((eb) => ({
      claimed_until: new Date(now.getTime() + claimMs).toISOString(),
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("mail_queue")
        .select("id")
        .where("sent_at", "is", null)
        .where("send_after", "<=", at)
        .where("attempts", "<", maxAttempts)
        .where((inner) => inner.or([inner("claimed_until", "is", null), inner("claimed_until", "<", at)]))
        .orderBy("send_after")
        .orderBy("created_at")
        .limit(limit)
        .$if(!isSqlite(db), (qb) => qb.forUpdate().skipLocked()),
    )
    .returningAll()
    .execute();
}

export async function markSent(db: Kysely<Database>, ids: readonly string[], now: Date) {
  if (ids.length === 0) return;
  await db
    .updateTable("mail_queue")
    .set({ sent_at: now.toISOString(), claimed_until: null, error: null })
    .where("id", "in", ids)
    .execute();
}

/** A message that could not be sent waits longer after each failed try. */
export async function markFailed(
  db: Kysely<Database>,
  mails: readonly QueuedMail[],
  now: Date,
  error: string,
) {
  for (const mail of mails) {
    await db
      .updateTable("mail_queue")
      .set({
        claimed_until: null,
        send_after: new Date(now.getTime() + retryDelayMs(mail.attempts)).toISOString(),
        error: error.slice(0, 500),
      })
      .where("id", "=", mail.id)
      .execute();
  }
}

/** How many words one statement looks for: SQLite bounds how deep an expression goes. */
const namingBatch = 100;

/**
 * Deletes every written message, queued or sent, whose subject or text holds one of these words:
 * a lead's id (its desk link) or a phone number (E.164, as a call link has it). Erasing a person
 * reaches the digests and reports that listed them; new-lead alerts hold no text and go with
 * their lead.
 */
export async function deleteMailNaming(trx: Kysely<Database>, words: readonly string[]): Promise<void> {
  const distinct = [...new Set(words)];
  for (let i = 0; i < distinct.length; i += namingBatch) {
    const batch = distinct.slice(i, i + namingBatch);
    await trx
      .deleteFrom("mail_queue")
      .where("kind", "!=", "lead")
      .where((eb) =>
        eb.or(
          batch.flatMap((word) => {
            const pattern = `%${word.replace(/[\\%_]/g, "\\$&")}%`;
            return [
              eb("body", "like", sql<string>`${pattern} escape '\\'`),
              eb("subject", "like", sql<string>`${pattern} escape '\\'`),
            ];
          }),
        ),
      )
      .execute();
  }
}
