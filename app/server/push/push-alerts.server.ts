import type { Kysely } from "kysely";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { type AlertMember, alertMembers, alertRecipients } from "../alerts/alert-recipients.server";
import type { Database } from "../db/schema.server";
import { type PushMessage, shortened } from "./push-message";
import { queuePush } from "./push-queue.server";

const copy = adminCopy.push;

/**
 * The desk members a lead's push goes to: the same members its e-mail alert goes to (alerts on,
 * and allowed to open the lead), but not the NOTIFY_EMAIL addresses, which have no device.
 */
export function pushRecipients(
  members: readonly AlertMember[],
  lead: { assignee_id: string | null },
  enteredBy?: string,
): string[] {
  const addresses = new Set(
    alertRecipients(members, lead, { notify: [], enteredBy }).map((a) => a.toLowerCase()),
  );
  return members.filter((member) => addresses.has(member.email.toLowerCase())).map((member) => member.id);
}

/** The tag of every notification about one lead, so a newer one replaces the older on the phone. */
export const leadTag = (leadId: string) => `lead-${leadId}`;

/** Queues "New enquiry" with "name · service · area" for each new lead, in the transaction that stores them. */
export async function queueNewLeadPushes(
  trx: Kysely<Database>,
  leads: readonly { id: string; assignee_id: string | null; enteredBy?: string }[],
  now: Date,
  /** The members who keep alerts on, when the caller has read them already. */
  known?: readonly AlertMember[],
): Promise<void> {
  if (leads.length === 0) return;
  const members = known ?? (await alertMembers(trx));
  if (members.length === 0) return;
  const rows = await trx
    .selectFrom("leads")
    .select(["id", "name", "service", "area"])
    .where(
      "id",
      "in",
      leads.map((lead) => lead.id),
    )
    .execute();
  const stored = new Map(rows.map((row) => [row.id, row]));
  for (const lead of leads) {
    const row = stored.get(lead.id);
    if (!row) continue;
    const body = [row.name, row.service, row.area].filter(Boolean).join(" · ");
    await queuePush(
      trx,
      pushRecipients(members, lead, lead.enteredBy),
      {
        title: copy.notification.newLead,
        body: shortened(body, 200),
        url: deskPaths.lead(lead.id),
        tag: leadTag(lead.id),
      },
      { now, leadId: lead.id },
    );
  }
}

/** Queues a notification about a lead (a quote approved, a message received) for whoever its alerts reach. */
export async function queueLeadPush(
  trx: Kysely<Database>,
  lead: { id: string; assignee_id: string | null },
  message: Omit<PushMessage, "url" | "tag"> & Partial<Pick<PushMessage, "url" | "tag">>,
  now: Date,
): Promise<void> {
  const members = await alertMembers(trx);
  await queuePush(
    trx,
    pushRecipients(members, lead),
    {
      title: shortened(message.title, 120),
      body: shortened(message.body, 300),
      url: message.url ?? deskPaths.lead(lead.id),
      tag: message.tag ?? leadTag(lead.id),
    },
    { now, leadId: lead.id },
  );
}

/** "Quote approved" on the phones of whoever the lead's alerts reach, opening the lead. */
export const queueQuoteApprovedPush = (
  trx: Kysely<Database>,
  lead: { id: string; assignee_id: string | null },
  text: string,
  now: Date,
) => queueLeadPush(trx, lead, { title: copy.notification.quoteApproved, body: text }, now);
