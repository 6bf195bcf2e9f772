import type { Kysely } from "kysely";
import { formatPhone } from "~/lib/phone";
import type { Database } from "../db/schema.server";
import type { Env } from "../env.server";
import { lastAlertFailure } from "./owner-alert-queue.server";

/** What the Alerts page shows an admin of the owner's WhatsApp alerts: the numbers, the template, the last failure. */
export type OwnerAlertsView = {
  numbers: string[];
  template: string;
  failure: { at: string; reason: string; stopped: boolean } | null;
};

/** The owner's WhatsApp alerts as the Alerts page shows them; null when NOTIFY_WHATSAPP is unset. */
export async function ownerAlertsView(
  db: Kysely<Database>,
  env: Pick<Env, "NOTIFY_WHATSAPP" | "NOTIFY_WHATSAPP_TEMPLATE">,
): Promise<OwnerAlertsView | null> {
  const template = env.NOTIFY_WHATSAPP_TEMPLATE;
  if (!env.NOTIFY_WHATSAPP || !template) return null;
  const failure = await lastAlertFailure(db);
  return {
    numbers: env.NOTIFY_WHATSAPP.map(formatPhone),
    template: `${template.name} (${template.language})`,
    failure: failure && { at: failure.at, reason: failure.reason, stopped: failure.stopped },
  };
}
