import type { Db } from "../db/connect.server";
import { deskRoleOf, type Role, rolesOf } from "./roles.server";

export type DeskMember = { id: string; email: string; name: string; role: Role };

/** The accounts holding a desk role (staff or admin), by e-mail: who a lead may be assigned to. */
export async function deskMembers(db: Db): Promise<DeskMember[]> {
  const users = await db
    .selectFrom("user")
    .select(["id", "email", "name", "role"])
    .where((eb) => eb.or([eb("role", "like", "%admin%"), eb("role", "like", "%staff%")]))
    .orderBy("email")
    .execute();
  return users.flatMap((user) => {
    const role = deskRoleOf(rolesOf(user.role));
    return role ? [{ id: user.id, email: user.email, name: user.name, role }] : [];
  });
}
