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
  // owner_key (migration 0009) is the owner's id, or "" for an unassigned new lead.
  return (eb: ExpressionBuilder<Database, "leads">) => eb("leads.owner_key", "in", [viewer.id, ""]);
}

// Lead ids are UUIDs: anything else (a typo, or bytes PostgreSQL would refuse) names no lead.
export const isLeadId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** A lead row without the columns the database derives for its own use (search text, list keys). */
export function withoutDerivedColumns<
  T extends { search_text?: unknown; due_rank?: unknown; owner_key?: unknown },
>(row: T): Omit<T, "search_text" | "due_rank" | "owner_key"> {
  const lead: Partial<T> = { ...row };
  delete lead.search_text;
  delete lead.due_rank;
  delete lead.owner_key;
  return lead as Omit<T, "search_text" | "due_rank" | "owner_key">;
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
