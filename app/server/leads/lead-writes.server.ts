import type { Kysely } from "kysely";
import { alertMembers, alertRecipients } from "../alerts/alert-recipients.server";
import { queueLeadAlerts } from "../alerts/mail-queue.server";
import { queueNewLeadPushes } from "../push/push-alerts.server";
import { groupCommit, type WriteRunner } from "../db/group-commit.server";
import type { Database } from "../db/schema.server";
import type { getConfig } from "../site.server";
import { indexNewLeads } from "./search-index.server";

/** What a lead write that stored a new lead tells its batch: whom its alert may go to. */
export type NewLead = {
  kind: "created";
  id: string;
  assignee_id: string | null;
  /** The desk member who entered it, who is not alerted about their own entry. */
  enteredBy?: string;
};

const isNewLead = (value: unknown): value is NewLead =>
  typeof value === "object" && value !== null && (value as NewLead).kind === "created";

/**
 * The lead writes of a server: group commit, and once per batch, in the batch's transaction, the
 * SQLite search index brought up to date and the new-lead alerts queued for every lead the batch
 * stored (the NOTIFY_EMAIL addresses in `notify`, and the desk members who keep alerts on, by
 * e-mail and on each device they turned on).
 * Without `alerts` no alert is queued.
 */
export function leadWrites(db: Kysely<Database>, alerts?: { notify: readonly string[] }): WriteRunner {
  return groupCommit(db, {
    beforeCommit: async (trx, values) => {
      await indexNewLeads(trx);
      const leads = values.filter(isNewLead);
      if (!alerts || leads.length === 0) return;
      const members = await alertMembers(trx);
      const queued = leads.map((lead) => ({
        leadId: lead.id,
        recipients: alertRecipients(members, lead, { notify: alerts.notify, enteredBy: lead.enteredBy }),
      }));
      await queueLeadAlerts(trx, queued, new Date());
      await queueNewLeadPushes(trx, leads, new Date(), members);
    },
  });
}

/** The server's lead writes: their alerts go to NOTIFY_EMAIL, by default the business's own address. */
export const serverLeadWrites = (db: Kysely<Database>, config: ReturnType<typeof getConfig>) =>
  leadWrites(db, { notify: notifyAddresses(config) });

/** The addresses that hear of every new lead: NOTIFY_EMAIL, by default the business's own address. */
export const notifyAddresses = ({ env, site }: ReturnType<typeof getConfig>): readonly string[] =>
  env.NOTIFY_EMAIL ?? [site.business.email];
