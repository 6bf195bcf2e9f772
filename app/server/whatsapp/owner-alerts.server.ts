import { deskPaths } from "~/lib/desk-paths";
import { queueRounds } from "../alerts/queue-rounds.server";
import { formatPhone } from "~/lib/phone";
import type { Db } from "../db/connect.server";
import type { Log } from "../periodic-job.server";
import { type GraphSettings, sendMessage } from "./graph-api.server";
import {
  type AlertOutcome,
  claimDueAlerts,
  claimLimit,
  type QueuedWhatsAppAlert,
  recordOutcomes,
  sendsAtOnce,
} from "./owner-alert-queue.server";
import type { AlertTemplate } from "./owner-alert-settings.server";

/**
 * A template's value as the Cloud API takes it: no line breaks or tabs, no more than four spaces
 * in a row, never empty (each is refused with a 132xxx code).
 */
const templateValue = (text: string) =>
  text
    .replace(/[\n\r\t\u0085\u2028\u2029]+/g, " ")
    .replace(/ {4,}/g, "   ")
    .trim()
    .slice(0, 200) || "-";

/** The alert's values, in the template's order: {{1}} name, {{2}} service, {{3}} phone, {{4}} desk link. */
export function ownerAlertValues(
  publicUrl: string,
  lead: { id: string; name: string; service: string; phone: string },
): string[] {
  return [lead.name, lead.service, formatPhone(lead.phone), `${publicUrl}${deskPaths.lead(lead.id)}`].map(
    templateValue,
  );
}

/**
 * Refusals no retry can mend: the token (190, 0), permissions (10, 200), a bad request (100), a
 * number that is not on WhatsApp or not allowed (131026, 131030), a locked account (131031), a
 * number not registered (133010), the template (132000–132099). Anything else (a 500, a rate
 * limit, no answer) is tried again later.
 */
export function isFinalRefusal(code: number | null): boolean {
  if (code === null || code < 0) return false;
  if (code >= 132000 && code <= 132099) return true;
  return [0, 10, 100, 190, 200, 131026, 131030, 131031, 133010].includes(code);
}

export type OwnerAlertOptions = {
  db: Db;
  graph: GraphSettings;
  template: AlertTemplate;
  /** The site's public address, which the desk link starts with. */
  publicUrl: string;
  log: Log;
  /** How often to look for due alerts (a new lead on any server, a retry, a restart). */
  pollMs?: number;
  clock?: () => Date;
};

/** The last four digits of a number: enough for the log to tell the owner's numbers apart. */
const shortNumber = (e164: string) => `…${e164.slice(-4)}`;

/**
 * Sends the owner's WhatsApp alerts the queue holds, one template message per lead and number,
 * through the Graph API. Servers on one database share the work by claiming rows; a refusal is
 * tried again later, except one that no retry can mend, which stops that alert and is logged.
 */
export function ownerAlertSender(options: OwnerAlertOptions) {
  const { db, log } = options;
  const clock = options.clock ?? (() => new Date());
  const pollMs = options.pollMs ?? 5_000;

  type AlertLead = { id: string; name: string; service: string; phone: string };

  async function sendOne(alert: QueuedWhatsAppAlert, lead: AlertLead): Promise<AlertOutcome> {
    const sent = await sendMessage(options.graph, alert.recipient, {
      type: "template",
      name: options.template.name,
      language: options.template.language,
      values: ownerAlertValues(options.publicUrl, lead),
    });
    if (sent.ok) return { alert, sent: true, wamid: sent.wamid };
    const final = isFinalRefusal(sent.code);
    log(final ? "error" : "warn", final ? "whatsapp_alert_stopped" : "whatsapp_alert_failed", {
      to: shortNumber(alert.recipient),
      template: options.template.name,
      code: sent.code,
      reason: sent.reason,
      attempts: alert.attempts,
    });
    return { alert, sent: false, code: sent.code, reason: sent.reason, final };
  }

  /** Sends a claim's alerts, a few at a time, and records what became of them together. */
  async function sendClaimed(claimed: QueuedWhatsAppAlert[]) {
    const rows = await db
      .selectFrom("leads")
      .select(["id", "name", "service", "phone"])
      .where("id", "in", [...new Set(claimed.map((alert) => alert.lead_id))])
      .execute();
    const leads = new Map(rows.map((row) => [row.id, row]));
    // An alert whose lead was erased meanwhile went with it.
    const queue = claimed.filter((alert) => leads.has(alert.lead_id));
    const outcomes: AlertOutcome[] = [];
    const lane = async () => {
      for (let alert = queue.shift(); alert; alert = queue.shift())
        outcomes.push(await sendOne(alert, leads.get(alert.lead_id)!));
    };
    await Promise.all(Array.from({ length: Math.min(sendsAtOnce, queue.length) }, lane));
    await recordOutcomes(db, outcomes, clock());
    const sent = outcomes.filter((outcome) => outcome.sent).length;
    if (sent > 0) log("info", "whatsapp_alerts_sent", { sent });
  }

  /** One round: the due alerts claimed and sent; a full claim means more may be waiting. */
  async function round() {
    const claimed = await claimDueAlerts(db, clock());
    if (claimed.length > 0) await sendClaimed(claimed);
    return claimed.length >= claimLimit;
  }

  return queueRounds({
    round,
    pollMs,
    onError: (error) => log("error", "whatsapp_alerts_failed", { error: String(error) }),
  });
}

export type OwnerAlertSender = ReturnType<typeof ownerAlertSender>;
