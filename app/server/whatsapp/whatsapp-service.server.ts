import type { Db } from "../db/connect.server";
import { groupCommit } from "../db/group-commit.server";
import type { Log } from "../periodic-job.server";
import type { ChatSetting } from "./chat-lead.server";
import { chatWorker, type ChatWorker } from "./chat-worker.server";
import type { GraphSettings } from "./graph-api.server";
import { keepDelivery } from "./inbox.server";
import { ownerAlertSender, type OwnerAlertSender } from "./owner-alerts.server";
import type { AlertTemplate } from "./owner-alert-settings.server";
import { whatsappConfig } from "./whatsapp-config.server";

/** The server's WhatsApp connection: its settings, and the worker of the webhook's deliveries. */
export type WhatsApp = {
  graph: GraphSettings;
  appSecret: string;
  verifyToken: string;
  worker: ChatWorker;
  /**
   * Keeps a signed delivery in the inbox, committed before it resolves; deliveries that arrive
   * together share one commit (group commit), and the worker is nudged.
   */
  keep: (body: string) => Promise<void>;
  /** The sender of new-lead alerts to the owner's WhatsApp; null without NOTIFY_WHATSAPP, and in the scripts. */
  ownerAlerts: OwnerAlertSender | null;
};

/**
 * The WhatsApp connection, when all its settings are given (else null: WhatsApp stays a link on the
 * pages and the webhook answers 404). `work` is false for the command-line scripts, whose runtime
 * works no deliveries and sends no alerts. `alertTemplate` (NOTIFY_WHATSAPP_TEMPLATE) is set when
 * new leads are sent to the owner's WhatsApp too.
 */
export function openWhatsApp(options: {
  db: Db;
  setting: ChatSetting;
  alertsQueued: () => void;
  log: Log;
  work: boolean;
  alertTemplate?: AlertTemplate;
}): WhatsApp | null {
  const config = whatsappConfig();
  if (!config.configured) return null;
  const graph = { apiUrl: config.apiUrl, token: config.token, phoneNumberId: config.phoneNumberId };
  const worker = chatWorker({
    db: options.db,
    setting: options.setting,
    graph,
    log: options.log,
    alertsQueued: options.alertsQueued,
  });
  const ownerAlerts =
    options.work && options.alertTemplate
      ? ownerAlertSender({
          db: options.db,
          graph,
          template: options.alertTemplate,
          publicUrl: options.setting.site.publicUrl,
          log: options.log,
        })
      : null;
  if (options.work) {
    worker.start();
    ownerAlerts?.start();
    options.log("info", "whatsapp_connected", { apiUrl: config.apiUrl, phoneNumberId: config.phoneNumberId });
  }
  const write = groupCommit(options.db);
  const keep = async (body: string) => {
    await write((trx) => keepDelivery(trx, body, new Date()));
    worker.nudge();
  };
  return { graph, appSecret: config.appSecret, verifyToken: config.verifyToken, worker, keep, ownerAlerts };
}
