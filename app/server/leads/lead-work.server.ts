import { randomUUID } from "node:crypto";
import type { Transaction, Updateable } from "kysely";
import { contactKinds, isFinalStatus, type LeadChange, type LoggedKind, workMessages } from "~/lib/lead-work";
import type { LeadStatus } from "~/lib/lead-status";
import { rolesInclude, rolesOf } from "../auth/roles.server";
import type { Db } from "../db/connect.server";
import type { Database } from "../db/schema.server";
import { type DeskUser, isLeadId, visibleTo, withoutDerivedColumns } from "./lead-access.server";

type Entry = { kind: Database["lead_activities"]["kind"]; text: string };
type Work = { id: string; actor: DeskUser; now: Date };

/** Two years either way: a follow-up further off is a typing mistake. */
const followUpReachMs = 2 * 365 * 24 * 3_600_000;

const none = "unassigned";

/**
 * Adds entries to a lead's timeline, by the actor, in the order given: each a millisecond after the
 * one before, so the timeline (ordered by time) shows them in the order they happened.
 */
async function record(trx: Transaction<Database>, work: Work, entries: Entry[]) {
  if (entries.length === 0) return;
  await trx
    .insertInto("lead_activities")
    .values(
      entries.map((entry, index) => ({
        id: randomUUID(),
        lead_id: work.id,
        kind: entry.kind,
        text: entry.text,
        actor_id: work.actor.id,
        actor_email: work.actor.email,
        created_at: new Date(work.now.getTime() + index).toISOString(),
      })),
    )
    .execute();
}

/** The lead, if the actor may work it, read inside the transaction that changes it. */
function workableLead(trx: Transaction<Database>, work: Work) {
  const visible = visibleTo(work.actor);
  return trx
    .selectFrom("leads")
    .leftJoin("user", "user.id", "leads.assignee_id")
    .select([
      "leads.id",
      "leads.status",
      "leads.follow_up_at",
      "leads.assignee_id",
      "leads.lost_reason",
      "leads.first_response_at",
      "user.email as assignee_email",
    ])
    .where("leads.id", "=", work.id)
    .$if(visible !== undefined, (qb) => qb.where(visible!))
    .executeTakeFirst();
}

/** The e-mail of a desk member, or undefined when the id names no account with a desk role. */
async function memberEmail(trx: Transaction<Database>, userId: string) {
  const user = await trx
    .selectFrom("user")
    .select(["email", "role"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return user && rolesInclude(rolesOf(user.role), "staff") ? user.email : undefined;
}

/**
 * A staff member who works an unassigned lead takes it: otherwise, once it is no longer new, it
 * would drop out of everyone's list but the admins'.
 */
function takes(actor: DeskUser, lead: { assignee_id: string | null }) {
  return actor.role === "staff" && lead.assignee_id === null;
}

export type WorkResult<T> =
  { kind: "done"; value: T } | { kind: "not-found" } | { kind: "invalid"; errors: Record<string, string> };

/**
 * Logs a note, call, WhatsApp chat, e-mail or visit on a lead; with `markContacted`, a lead that is
 * still new is moved to contacted in the same step.
 */
export async function logActivity(
  db: Db,
  work: Work & { kind: LoggedKind; text: string; markContacted?: boolean },
): Promise<WorkResult<{ id: string; status: LeadStatus }>> {
  if (!isLeadId(work.id)) return { kind: "not-found" };
  return db.transaction().execute(async (trx) => {
    const lead = await workableLead(trx, work);
    if (!lead) return { kind: "not-found" } as const;
    const at = work.now.toISOString();
    const id = randomUUID();
    const contact = contactKinds.includes(work.kind);
    // Only a contact moves the lead on: a note says nothing about having reached the person.
    const moves = contact && work.markContacted === true && lead.status === "new";
    await trx
      .updateTable("leads")
      .set({
        updated_at: at,
        ...(contact ? { last_contact_at: at } : {}),
        ...((contact || moves) && lead.first_response_at === null ? { first_response_at: at } : {}),
        ...(takes(work.actor, lead) ? { assignee_id: work.actor.id } : {}),
        ...(moves ? { status: "contacted" as const } : {}),
      })
      .where("id", "=", work.id)
      .execute();
    // What the desk records first (the owner taking it, the move to contacted), then the entry
    // itself, a moment later: the newest line of the timeline is what the person wrote.
    const recorded: Entry[] = [
      ...(takes(work.actor, lead)
        ? [{ kind: "assignment" as const, text: `${none} → ${work.actor.email}` }]
        : []),
      ...(moves ? [{ kind: "status" as const, text: `${lead.status} → contacted` }] : []),
    ];
    await record(trx, work, recorded);
    await trx
      .insertInto("lead_activities")
      .values({
        id,
        lead_id: work.id,
        kind: work.kind,
        text: work.text,
        actor_id: work.actor.id,
        actor_email: work.actor.email,
        created_at: new Date(work.now.getTime() + recorded.length).toISOString(),
      })
      .execute();
    return { kind: "done", value: { id, status: moves ? "contacted" : lead.status } } as const;
  });
}

/**
 * Changes a lead's status, follow-up, owner or lost reason, each change that matters recorded in
 * its timeline. Converting or closing a lead ends its follow-up; a reason is kept only on a lead
 * closed as lost.
 */
export async function changeLead(db: Db, work: Work & { change: LeadChange }) {
  if (!isLeadId(work.id)) return { kind: "not-found" } as const;
  const { change, now } = work;
  return db.transaction().execute(async (trx) => {
    const lead = await workableLead(trx, work);
    if (!lead) return { kind: "not-found" } as const;
    const errors: Record<string, string> = {};
    const status = change.status ?? lead.status;
    const final = isFinalStatus(status);
    const set: Updateable<Database["leads"]> = {};
    const entries: Entry[] = [];

    let assignee =
      change.assigneeId === undefined && takes(work.actor, lead) ? work.actor.id : change.assigneeId;
    if (assignee !== undefined && assignee !== lead.assignee_id) {
      const email = assignee === null ? none : await memberEmail(trx, assignee);
      if (!email) errors.assigneeId = workMessages.assigneeId;
      else {
        set.assignee_id = assignee;
        entries.push({ kind: "assignment", text: `${lead.assignee_email ?? none} → ${email}` });
      }
    } else assignee = undefined;

    if (final) {
      if (change.followUpAt) errors.followUpAt = workMessages.followUpClosed;
      if (lead.follow_up_at !== null) set.follow_up_at = null;
    } else if (change.followUpAt !== undefined) {
      const at = change.followUpAt;
      if (at && Math.abs(at.getTime() - now.getTime()) > followUpReachMs)
        errors.followUpAt = workMessages.followUpRange;
      else set.follow_up_at = at ? at.toISOString() : null;
    }

    if (change.lostReason !== undefined && change.lostReason !== null && status !== "closed")
      errors.lostReason = workMessages.lostReasonStatus;
    const reason =
      status === "closed" ? (change.lostReason === undefined ? lead.lost_reason : change.lostReason) : null;
    if (reason !== lead.lost_reason) set.lost_reason = reason;

    if (status !== lead.status || set.lost_reason !== undefined) {
      set.status = status;
      // Moving a lead on from "new" answers it, if nothing did before.
      if (lead.status === "new" && lead.first_response_at === null) set.first_response_at = now.toISOString();
      const move = status === lead.status ? status : `${lead.status} → ${status}`;
      entries.push({ kind: "status", text: reason ? `${move} · ${reason}` : move });
    }

    if (Object.keys(errors).length > 0) return { kind: "invalid", errors } as const;
    const updated = await trx
      .updateTable("leads")
      .set({ ...set, updated_at: now.toISOString() })
      .where("id", "=", work.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await record(trx, work, entries);
    return { kind: "done", value: withoutDerivedColumns(updated) } as const;
  });
}

/**
 * An admin removes an entry a person wrote (status, owner and repeat entries are the desk's own
 * record and stay): its words go, and who removed it and when stay in its place.
 */
export async function removeActivity(db: Db, work: Work & { activityId: string }): Promise<boolean> {
  if (work.actor.role !== "admin" || !isLeadId(work.id) || !isLeadId(work.activityId)) return false;
  const result = await db
    .updateTable("lead_activities")
    .set({ text: "", deleted_at: work.now.toISOString(), deleted_by: work.actor.email })
    .where("id", "=", work.activityId)
    .where("lead_id", "=", work.id)
    .where("deleted_at", "is", null)
    .where("kind", "in", ["note", "call", "whatsapp", "email", "visit"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
