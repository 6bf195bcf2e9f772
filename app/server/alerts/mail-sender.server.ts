import type { Site } from "~/lib/site";
import { queueRounds } from "./queue-rounds.server";
import type { Db } from "../db/connect.server";
import { isReturning } from "../leads/lead-access.server";
import type { Mailer } from "../mail.server";
import type { Log } from "../periodic-job.server";
import { type AlertLead, leadAlertMail } from "./lead-alert-mail.server";
import {
  claimDue,
  type MailImage,
  markFailed,
  markSent,
  type QueuedMail,
  writtenBody,
} from "./mail-queue.server";

export type SenderOptions = {
  db: Db;
  mailer: Mailer;
  site: Site;
  /** The NOTIFY_EMAIL addresses: their alerts say why they come and who can change that. */
  notify?: readonly string[];
  log: Log;
  /** After a new lead, how long to wait for others to share its e-mail. */
  batchMs?: number;
  /** How often to look for messages that are due (after a restart, a retry, another server's lead). */
  pollMs?: number;
  /** The real time, which decides when a retry is due (tests move it on). */
  clock?: () => Date;
};

const claimLimit = 200;

/**
 * Sends what the mail queue holds, after the commit that queued it: new-lead alerts (several
 * leads for one recipient in one e-mail) and written messages. A message that fails waits and is
 * tried again; one that a stopped server held is taken up by the next after its claim runs out.
 */
export function mailSender(options: SenderOptions) {
  const { db, log } = options;
  const batchMs = options.batchMs ?? 2_000;
  const pollMs = options.pollMs ?? 15_000;
  const clock = options.clock ?? (() => new Date());
  const listed = new Set(options.notify?.map((address) => address.toLowerCase()));

  async function send(
    mails: QueuedMail[],
    to: string,
    message: { subject: string; text: string; html: string; images?: readonly MailImage[] },
  ) {
    try {
      await options.mailer({ to, ...message });
    } catch (error) {
      await markFailed(db, mails, clock(), String(error));
      // No subject: a new lead's names the visitor.
      log("warn", "mail_failed", {
        to,
        kind: mails[0]!.kind,
        attempts: mails[0]!.attempts,
        error: String(error),
      });
      return;
    }
    const at = clock();
    await markSent(
      db,
      mails.map((mail) => mail.id),
      at,
    );
    const waited = Math.max(...mails.map((mail) => at.getTime() - Date.parse(mail.created_at)));
    log("info", "mail_delivered", { kind: mails[0]!.kind, messages: mails.length, waitedMs: waited });
  }

  async function sendAlerts(alerts: QueuedMail[]) {
    const ids = [...new Set(alerts.map((mail) => mail.lead_id!))];
    const rows = await db
      .selectFrom("leads")
      .select([
        "leads.id",
        "leads.name",
        "leads.phone",
        "leads.service",
        "leads.message",
        "leads.source",
        "leads.source_path",
        "leads.area",
        "leads.created_at",
      ])
      .select((eb) => isReturning(eb).as("returning"))
      .where("leads.id", "in", ids)
      .orderBy("leads.created_at")
      .execute();
    const leads = new Map<string, AlertLead>(
      rows.map((row) => [row.id, { ...row, returning: Boolean(row.returning) }]),
    );
    const byRecipient = new Map<string, QueuedMail[]>();
    for (const mail of alerts) {
      const key = mail.recipient.toLowerCase();
      byRecipient.set(key, [...(byRecipient.get(key) ?? []), mail]);
    }
    for (const mails of byRecipient.values()) {
      const about = mails.flatMap((mail) => leads.get(mail.lead_id!) ?? []);
      about.sort((a, b) => a.created_at.localeCompare(b.created_at));
      if (about.length === 0) continue;
      const recipient = mails[0]!.recipient;
      const reason = listed.has(recipient.toLowerCase()) ? "listed" : "member";
      await send(mails, recipient, leadAlertMail(options.site, about, reason));
    }
  }

  /** One round: the due messages claimed and sent; a full claim means more may be waiting. */
  async function round() {
    const claimed = await claimDue(db, clock(), claimLimit);
    const alerts = claimed.filter((mail) => mail.kind === "lead" && mail.lead_id !== null);
    if (alerts.length > 0) await sendAlerts(alerts);
    for (const mail of claimed.filter((mail) => mail.kind !== "lead")) {
      await send([mail], mail.recipient, { subject: mail.subject ?? "", ...writtenBody(mail) });
    }
    return claimed.length >= claimLimit;
  }

  return queueRounds({
    round,
    pollMs,
    batchMs,
    onError: (error) => log("error", "mail_queue_failed", { error: String(error) }),
  });
}

export type MailSender = ReturnType<typeof mailSender>;
