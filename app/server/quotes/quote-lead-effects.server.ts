import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { quoteMessages as copy } from "~/lib/desk-copy/quote-messages";
import { deskPaths } from "~/lib/desk-paths";
import type { Site } from "~/lib/site";
import { alertMembers, alertRecipients } from "../alerts/alert-recipients.server";
import { escapeHtml, htmlMessage } from "../alerts/mail-html.server";
import { queueWrittenMail } from "../alerts/mail-queue.server";
import type { Database } from "../db/schema.server";
import type { DeskUser } from "../leads/lead-access.server";

// What a quote does to its lead: entries on the lead's timeline (by the desk member, or by nobody
// when the customer did it), the move of a new lead to contacted and of an approved one to
// converted, and an e-mail to the lead's owner when the customer opens, approves or answers.

type Entry = { kind: "quote" | "status" | "assignment"; text: string };

/** Adds entries to the lead's timeline in the order given, each a millisecond after the one before. */
export async function recordOnLead(
  trx: Kysely<Database>,
  leadId: string,
  actor: Pick<DeskUser, "id" | "email"> | null,
  now: Date,
  entries: readonly Entry[],
) {
  if (entries.length === 0) return;
  await trx
    .insertInto("lead_activities")
    .values(
      entries.map((entry, index) => ({
        id: randomUUID(),
        lead_id: leadId,
        kind: entry.kind,
        text: entry.text,
        actor_id: actor?.id ?? null,
        actor_email: actor?.email ?? null,
        created_at: new Date(now.getTime() + index).toISOString(),
      })),
    )
    .execute();
}

/** The lead a quote is for, read inside the transaction that changes it. */
export function readLead(trx: Kysely<Database>, leadId: string) {
  return trx
    .selectFrom("leads")
    .select(["id", "name", "phone", "email", "status", "assignee_id", "first_response_at", "follow_up_at"])
    .where("id", "=", leadId)
    .executeTakeFirst();
}

type LeadRow = NonNullable<Awaited<ReturnType<typeof readLead>>>;

/**
 * Moves the lead on: a new lead to contacted when a quote is sent, any open lead to converted when
 * its customer approves. Answers the lead (first response) if nothing did before; converting ends
 * its follow-up. The status entry is recorded before the quote's own.
 */
export async function moveLead(
  trx: Kysely<Database>,
  lead: LeadRow,
  to: "contacted" | "converted",
  actor: Pick<DeskUser, "id" | "email"> | null,
  now: Date,
): Promise<Entry[]> {
  const moves = to === "contacted" ? lead.status === "new" : lead.status !== "converted";
  const at = now.toISOString();
  const takes = actor !== null && "role" in actor && actor.role === "staff" && lead.assignee_id === null;
  if (!moves && !takes && lead.first_response_at !== null) return [];
  await trx
    .updateTable("leads")
    .set({
      updated_at: at,
      ...(moves ? { status: to } : {}),
      ...(lead.first_response_at === null && (moves || to === "contacted") ? { first_response_at: at } : {}),
      ...(moves && to === "converted" ? { follow_up_at: null, lost_reason: null } : {}),
      ...(takes ? { assignee_id: actor.id } : {}),
    })
    .where("id", "=", lead.id)
    .execute();
  return [
    ...(takes ? [{ kind: "assignment" as const, text: `unassigned → ${actor.email}` }] : []),
    ...(moves ? [{ kind: "status" as const, text: `${lead.status} → ${to}` }] : []),
  ];
}

/**
 * Queues an e-mail about the lead's quote to whoever a new lead of the same assignment alerts: the
 * `notify` addresses (by default the business's own) and the desk members who keep alerts on and
 * may open the lead, so a member who turned alerts off hears nothing. The message links the lead
 * on the desk, which is how erasing the person finds it.
 */
export async function alertOwner(
  trx: Kysely<Database>,
  args: {
    site: Site;
    now: Date;
    lead: { id: string; assignee_id: string | null };
    subject: string;
    lines: readonly string[];
    notify?: readonly string[];
  },
) {
  const { site, lead } = args;
  const recipients = alertRecipients(await alertMembers(trx), lead, {
    notify: args.notify ?? [site.business.email],
  });
  const link = `${site.publicUrl}${deskPaths.lead(lead.id)}`;
  const text = [...args.lines, `${copy.alert.open}: ${link}`, "", copy.alert.footer].join("\n");
  const html = htmlMessage(
    args.subject,
    `${args.lines.map((line) => `<p style="margin:0 0 8px;white-space:pre-wrap">${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;border-radius:8px;background:#7a4a22;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(copy.alert.open)}</a></p>`,
    copy.alert.footer,
  );
  await queueWrittenMail(
    trx,
    recipients.map((recipient) => ({ recipient, subject: args.subject, text, html })),
    args.now,
    "quote",
  );
}
