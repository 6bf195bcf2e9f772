import type { Db } from "./db/connect.server";
import { log } from "./log.server";
import { getServices } from "./services.server";

export type Staff = { id: string; email: string; name: string; isAdmin: boolean };

/** Whether the user holds the role; a failed check is logged and counts as "no". */
export async function hasRole(db: Db, userId: string, role: string): Promise<boolean> {
  try {
    const row = await db.selectFrom("user").select("role").where("id", "=", userId).executeTakeFirst();
    return (row?.role ?? "")
      .split(",")
      .map((r) => r.trim())
      .includes(role);
  } catch (error) {
    log("error", "role_check_failed", {
      userId,
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}

/** The signed-in staff member for this request, or null when there is no valid session. */
export async function getStaff(request: Request): Promise<Staff | null> {
  const { auth, database } = await getServices();
  const session = await auth.api.getSession({ headers: request.headers }).catch(() => null);
  if (!session) return null;
  const { user } = session;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    isAdmin: await hasRole(database.db, user.id, "admin"),
  };
}

const denied = (status: 401 | 403, error: string) =>
  Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });

/**
 * The first line of every lead read or write: anonymous callers get 401, signed-in staff without
 * the admin role 403, and neither gets any lead data.
 */
export async function requireAdmin(request: Request): Promise<Staff> {
  const staff = await getStaff(request);
  if (!staff) throw denied(401, "Sign in first.");
  if (!staff.isAdmin) throw denied(403, "You don't have permission to access this dashboard.");
  return staff;
}
