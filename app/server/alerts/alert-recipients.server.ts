import type { Kysely } from "kysely";
import { deskRoleOf, rolesOf } from "../auth/roles.server";
import type { Database } from "../db/schema.server";

/**
 * Who hears of a new lead: the NOTIFY_EMAIL addresses, and every desk member who keeps alerts on
 * and may open the lead (a staff member only an unassigned one, or their own). The person who
 * entered the lead is not told of it.
 */
export async function leadAlertRecipients(
  trx: Kysely<Database>,
  lead: { assignee_id: string | null },
  options: { notify: readonly string[]; enteredBy?: string },
): Promise<string[]> {
  const members = await trx
    .selectFrom("user")
    .select(["id", "email", "role"])
    .where("leadAlerts", "=", 1)
    .where("role", "is not", null)
    .execute();
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
