import type { Kysely } from "kysely";
import { deskRoleOf, rolesOf } from "../auth/roles.server";
import type { Database } from "../db/schema.server";

/** A desk member who keeps new-lead alerts on. */
export type AlertMember = { id: string; email: string; role: string | null };

/** The desk members who keep new-lead alerts on: read once for a whole batch of new leads. */
export function alertMembers(trx: Kysely<Database>): Promise<AlertMember[]> {
  return trx
    .selectFrom("user")
    .select(["id", "email", "role"])
    .where("leadAlerts", "=", 1)
    .where("role", "is not", null)
    .execute();
}

/**
 * Who hears of a new lead: the NOTIFY_EMAIL addresses, and every desk member who keeps alerts on
 * and may open the lead (a staff member only an unassigned one, or their own). The person who
 * entered the lead is not told of it.
 */
export function alertRecipients(
  members: readonly AlertMember[],
  lead: { assignee_id: string | null },
  options: { notify: readonly string[]; enteredBy?: string },
): string[] {
  const readers = members
    .filter((member) => {
      const role = deskRoleOf(rolesOf(member.role));
      return role === "admin" || (role === "staff" && (lead.assignee_id ?? member.id) === member.id);
    })
    .map((member) => member.email);
  const seen = new Set<string>();
  const except = options.enteredBy?.toLowerCase();
  return [...options.notify, ...readers].filter((address) => {
    const key = address.toLowerCase();
    if (key === except || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
