import type { Db } from "../db/connect.server";
import { type DeskUser, isLeadId, visibleTo, withoutDerivedColumns } from "./lead-access.server";

/** Enough of a timeline for any lead a person works; older entries beyond it are not shown. */
const timelineLimit = 500;

/**
 * A lead as its page and GET /api/leads/:id show it: the lead with its owner's e-mail, its
 * timeline (newest first) and the person's other enquiries (same phone) that the viewer may see.
 * Null when there is no such lead, or the viewer may not see it.
 */
export async function getLead(db: Db, id: string, viewer: DeskUser) {
  if (!isLeadId(id)) return null;
  const visible = visibleTo(viewer);
  const found = await db
    .selectFrom("leads")
    .leftJoin("user", "user.id", "leads.assignee_id")
    .selectAll("leads")
    .select("user.email as assignee_email")
    .where("leads.id", "=", id)
    .$if(visible !== undefined, (qb) => qb.where(visible!))
    .executeTakeFirst();
  if (!found) return null;
  const lead = withoutDerivedColumns(found);
  const [activities, related] = await Promise.all([
    db
      .selectFrom("lead_activities")
      .selectAll()
      .where("lead_id", "=", id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(timelineLimit)
      .execute(),
    db
      .selectFrom("leads")
      .select(["leads.id", "leads.service", "leads.status", "leads.created_at"])
      .where("leads.phone", "=", lead.phone)
      .where("leads.id", "<>", id)
      .$if(visible !== undefined, (qb) => qb.where(visible!))
      .orderBy("leads.created_at", "desc")
      .limit(50)
      .execute(),
  ]);
  return { lead, activities, related };
}

export type LeadRecord = NonNullable<Awaited<ReturnType<typeof getLead>>>;

/** A lead as GET /api/leads/:id answers it. */
export function leadApiView({ lead, activities, related }: LeadRecord) {
  return {
    lead,
    activities: activities.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      text: entry.text,
      actor: entry.actor_email,
      at: entry.created_at,
      ...(entry.deleted_at ? { deletedAt: entry.deleted_at, deletedBy: entry.deleted_by } : {}),
    })),
    followUpAt: lead.follow_up_at,
    firstResponseAt: lead.first_response_at,
    assigneeId: lead.assignee_id,
    lostReason: lead.lost_reason,
    source: lead.source,
    relatedLeadIds: related.map((other) => other.id),
  };
}
