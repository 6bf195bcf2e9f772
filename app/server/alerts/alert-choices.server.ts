import type { AlertChange, AlertChoices } from "~/lib/alert-choices";
import { deskRoleOf, type Role, rolesOf } from "../auth/roles.server";
import type { Db } from "../db/connect.server";

/** A desk member's choices, as the admins' table on the Alerts page lists them. */
export type MemberAlertChoices = AlertChoices & { id: string; email: string; name: string; role: Role };

const asChoices = (row: { leadAlerts: number; morningDigest: number }): AlertChoices => ({
  leadAlerts: Number(row.leadAlerts) === 1,
  morningDigest: Number(row.morningDigest) === 1,
});

/** What the member receives; undefined when there is no such account. */
export async function alertChoicesOf(db: Db, userId: string): Promise<AlertChoices | undefined> {
  const row = await db
    .selectFrom("user")
    .select(["leadAlerts", "morningDigest"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return row ? asChoices(row) : undefined;
}

/** Turns the member's alerts or digest on or off; the choices as they now are. */
export async function changeAlertChoices(
  db: Db,
  userId: string,
  change: AlertChange,
): Promise<AlertChoices | undefined> {
  const set: { leadAlerts?: number; morningDigest?: number } = {};
  if (change.leadAlerts !== undefined) set.leadAlerts = change.leadAlerts ? 1 : 0;
  if (change.morningDigest !== undefined) set.morningDigest = change.morningDigest ? 1 : 0;
  if (Object.keys(set).length > 0) await db.updateTable("user").set(set).where("id", "=", userId).execute();
  return alertChoicesOf(db, userId);
}

/** Every desk member (admins first, then staff; by e-mail) with what they chose to receive. */
export async function deskAlertChoices(db: Db): Promise<MemberAlertChoices[]> {
  const users = await db
    .selectFrom("user")
    .select(["id", "email", "name", "role", "leadAlerts", "morningDigest"])
    .where((eb) => eb.or([eb("role", "like", "%admin%"), eb("role", "like", "%staff%")]))
    .orderBy("email")
    .execute();
  const members = users.flatMap((user) => {
    const role = deskRoleOf(rolesOf(user.role));
    return role ? [{ id: user.id, email: user.email, name: user.name, role, ...asChoices(user) }] : [];
  });
  const rank = (role: Role) => (role === "admin" ? 0 : 1);
  return members.sort((a, b) => rank(a.role) - rank(b.role) || a.email.localeCompare(b.email));
}
