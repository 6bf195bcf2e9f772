import type { Db } from "../db/connect.server";
import { log } from "../log.server";
import { getRuntime } from "../runtime.server";

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

/**
 * The signed-in staff member for this request, or null when there is no valid session.
 *
 * A session in use is extended (Better Auth moves its end out once `updateAge` has passed) and
 * answers with a fresh session cookie; pass `cookies` to collect those Set-Cookie headers and send
 * them with the page, or the browser would drop the cookie when the first one's Max-Age runs out,
 * in the middle of a working day, however busy the session was.
 */
export async function getStaff(request: Request, cookies?: Headers): Promise<Staff | null> {
  const { auth, database } = await getRuntime();
  const result = await auth.api
    .getSession({ headers: request.headers, returnHeaders: true })
    .catch(() => null);
  if (result && cookies) {
    for (const cookie of result.headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
  }
  const session = result?.response;
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
