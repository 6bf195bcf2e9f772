import { data, redirect } from "react-router";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import type { Db } from "../db/connect.server";
import { log } from "../log.server";
import { getRuntime } from "../runtime.server";
import { type Role, rolesOf } from "./roles.server";

export type Staff = { id: string; email: string; name: string; roles: ReadonlySet<string> };

/**
 * The user's roles, read from the database on every request (a revoked role ends access at once);
 * a failed read is logged and counts as no role.
 */
async function rolesFromDb(db: Db, userId: string): Promise<Set<string>> {
  try {
    const row = await db.selectFrom("user").select("role").where("id", "=", userId).executeTakeFirst();
    return rolesOf(row?.role);
  } catch (error) {
    log("error", "role_check_failed", {
      userId,
      error: error instanceof Error ? error.message : String(error),
    });
    return new Set();
  }
}

export const hasRole = (staff: Staff, role: Role) => staff.roles.has(role);

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
    roles: await rolesFromDb(database.db, user.id),
  };
}

/** How a refused request is answered: what is thrown for "not signed in" (401) and "not allowed" (403). */
type Refusal = (status: 401 | 403) => unknown;

/** For the JSON API: a JSON error, and no lead data. */
const apiRefusal: Refusal = (status) =>
  Response.json(
    { error: status === 401 ? adminCopy.signInFirst : adminCopy.accessDeniedText },
    { status, headers: { "Cache-Control": "no-store" } },
  );

/** For a staff page: to the sign-in form when signed out, the page's error boundary when not allowed. */
export const pageRefusal: Refusal = (status) =>
  status === 401 ? redirect(deskPaths.desk) : data(null, { status: 403 });

/**
 * The first line of every protected loader and action: the signed-in staff member holding the
 * role, or the refusal thrown (anonymous 401, without the role 403).
 */
export async function requireRole(
  request: Request,
  role: Role,
  { refuse = apiRefusal, cookies }: { refuse?: Refusal; cookies?: Headers } = {},
): Promise<Staff> {
  const staff = await getStaff(request, cookies);
  if (!staff) throw refuse(401);
  if (!hasRole(staff, role)) throw refuse(403);
  return staff;
}
