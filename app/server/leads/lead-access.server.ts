import { type ExpressionBuilder, sql } from "kysely";
import type { Role } from "../auth/roles.server";
import type { Database } from "../db/schema.server";

/** Who is working the desk: the signed-in member and their desk role. */
export type DeskUser = { id: string; email: string; role: Role };

/**
 * The leads a desk member may see, as a condition on the leads table, or undefined for all of them.
 * An admin sees every lead; a staff member the leads assigned to them and the unassigned new ones.
 */
export function visibleTo(viewer: DeskUser) {
  if (viewer.role === "admin") return undefined;
  return (eb: ExpressionBuilder<Database, "leads">) =>
    eb.or([
      eb("leads.assignee_id", "=", viewer.id),
      eb.and([eb("leads.assignee_id", "is", null), eb("leads.status", "=", "new")]),
    ]);
}

// Lead ids are UUIDs: anything else (a typo, or bytes PostgreSQL would refuse) names no lead.
export const isLeadId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** A lead row without its search column, which is the database's own business. */
export function withoutSearchText<T extends { search_text?: unknown }>(row: T): Omit<T, "search_text"> {
  const lead: Partial<T> = { ...row };
  delete lead.search_text;
  return lead as Omit<T, "search_text">;
}

/** Whether someone with the lead's phone number enquired before it: a returning customer. */
export const isReturning = (eb: ExpressionBuilder<Database, "leads">) =>
  eb.exists(
    eb
      .selectFrom("leads as earlier")
      .select(sql.lit(1).as("one"))
      .whereRef("earlier.phone", "=", "leads.phone")
      .whereRef("earlier.created_at", "<", "leads.created_at"),
  );
