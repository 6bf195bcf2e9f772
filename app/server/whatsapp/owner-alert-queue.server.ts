import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { isSqlite } from "../db/dialect.server";
import { inTransaction } from "../db/group-commit.server";
import type { Database } from "../db/schema.server";
import type { WhatsAppAlertsTable } from "../db/whatsapp-tables.server";
import { getConfig } from "../site.server";

// The queue of new-lead alerts to the owner's WhatsApp, kept as the mail queue is: rows written in
// the lead's transaction, claimed for a while by one server, retried later each time.

export type QueuedWhatsAppAlert = Selectable<WhatsAppAlertsTable>;

/**
 * How long a server holds the alerts it claimed: longer than sending a claim's worth of them takes,
 * `sendsAtOnce` at a time at the sender's 15-second timeout each, so no other server sends one of
 * them meanwhile.
 */
const claimMs = 3 * 60_000;
export const claimLimit = 50;
export const sendsAtOnce = 8;

/** Retries wait 30 s, then twice as long each time, at most an hour; after two days' tries, no more. */
const maxAttempts = 60;
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/** The owner's numbers that hear of every new lead (NOTIFY_WHATSAPP); none when it is unset. */
const configuredNumbers = (): readonly string[] => getConfig().env.NOTIFY_WHATSAPP ?? [];

/**
 * Queues an alert about each new lead for each of the owner's numbers, in the transaction that
 * stores the leads; with NOTIFY_WHATSAPP unset, nothing.
 */
export async function queueWhatsAppAlerts(
  trx: Kysely<Database>,
  leadIds: readonly string[],
  now: Date,
  numbers: readonly string[] = configuredNumbers(),
): Promise<void> {
  const at = now.toISOString();
  const rows = leadIds.flatMap((leadId) =>
    numbers.map((recipient) => ({
      id: randomUUID(),
      lead_id: leadId,
      recipient,
      created_at: at,
      send_after: at,
    })),
  );
  if (rows.length > 0) await trx.insertInto("whatsapp_alerts").values(rows).execute();
}

/**
 * Takes the alerts due that no other server holds, and holds them for a while. On PostgreSQL,
 * servers that claim at the same moment skip each other's rows; on SQLite the claim is one
 * statement, which the database runs alone.
 */
export async function claimDueAlerts(db: Kysely<Database>, now: Date): Promise<QueuedWhatsAppAlert[]> {
  const at = now.toISOString();
  return db
    .updateTable("whatsapp_alerts")
    .set((eb) => ({
      claimed_until: new Date(now.getTime() + claimMs).toISOString(),
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("whatsapp_alerts")
        .select("id")
        .where("sent_at", "is", null)
        .where("stopped_at", "is", null)
        .where("send_after", "<=", at)
        .where("attempts", "<", maxAttempts)
        .where((inner) => inner.or([inner("claimed_until", "is", null), inner("claimed_until", "<", at)]))
        .orderBy("send_after")
        .orderBy("created_at")
        .limit(claimLimit)
        .$if(!isSqlite(db), (qb) => qb.forUpdate().skipLocked()),
    )
    .returningAll()
    .execute();
}

/** What became of one claimed alert: Meta's id for it, or its refusal (final when no retry can mend it). */
export type AlertOutcome =
  | { alert: QueuedWhatsAppAlert; sent: true; wamid: string }
  | { alert: QueuedWhatsAppAlert; sent: false; code: number | null; reason: string; final: boolean };

/**
 * Records what became of a claim's alerts, in one transaction (one write to the disk for them all).
 * A refusal is tried again later, as an e-mail is, unless final: then the alert stays, stopped,
 * with its reason, for the Alerts page to show.
 */
export async function recordOutcomes(
  db: Kysely<Database>,
  outcomes: readonly AlertOutcome[],
  now: Date,
): Promise<void> {
  if (outcomes.length === 0) return;
  const at = now.toISOString();
  await inTransaction(db, async (trx) => {
    for (const outcome of outcomes) {
      await trx
        .updateTable("whatsapp_alerts")
        .set(
          outcome.sent
            ? { sent_at: at, wamid: outcome.wamid, claimed_until: null, error: null, error_code: null }
            : {
                claimed_until: null,
                send_after: new Date(now.getTime() + retryDelayMs(outcome.alert.attempts)).toISOString(),
                error: outcome.reason.slice(0, 500),
                error_code: outcome.code,
                failed_at: at,
                stopped_at: outcome.final ? at : null,
              },
        )
        .where("id", "=", outcome.alert.id)
        .execute();
    }
  });
}

/**
 * The newest refusal of an alert still unsent, unless an alert was sent after it (the cause is
 * mended): what the Alerts page shows the owner.
 */
export async function lastAlertFailure(
  db: Kysely<Database>,
): Promise<{ at: string; reason: string; code: number | null; stopped: boolean } | null> {
  const failed = await db
    .selectFrom("whatsapp_alerts")
    .select(["failed_at", "stopped_at", "error", "error_code"])
    .where("sent_at", "is", null)
    .where("failed_at", "is not", null)
    .orderBy("failed_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!failed?.failed_at || !failed.error) return null;
  const sent = await db
    .selectFrom("whatsapp_alerts")
    .select("sent_at")
    .where("sent_at", ">", failed.failed_at)
    .limit(1)
    .executeTakeFirst();
  if (sent) return null;
  return {
    at: failed.failed_at,
    reason: failed.error,
    code: failed.error_code,
    stopped: failed.stopped_at !== null,
  };
}
