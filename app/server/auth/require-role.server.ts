import { isAPIError } from "better-auth/api";
import { data, redirect } from "react-router";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import type { Db } from "../db/connect.server";
import { log } from "../log.server";
import { getRuntime, type Runtime } from "../runtime.server";
import { getConfig } from "../site.server";
import { errorLine } from "./auth-library-log.server";
import { deskRoleOf, type Role, rolesInclude, rolesOf } from "./roles.server";

export type Staff = {
  id: string;
  email: string;
  name: string;
  roles: ReadonlySet<string>;
  /** The highest desk role held, or null for an account without one. */
  role: Role | null;
  /** Whether the account signs in with a second factor (docs/decisions/0023-two-factor.md). */
  twoFactor: boolean;
};

/**
 * The user's roles, read from the database on every request (a revoked role ends access at once).
 * A failed read throws: getStaff answers it as the desk being unavailable, not as no role.
 */
async function rolesFromDb(db: Db, userId: string): Promise<Set<string>> {
  const row = await db.selectFrom("user").select("role").where("id", "=", userId).executeTakeFirst();
  return rolesOf(row?.role);
}

/** Whether the staff member holds `role` (an admin holds every staff right too). */
export const hasRole = (staff: Staff, role: Role) => rolesInclude(staff.roles, role);

/**
 * The signed-in staff member for this request, or null when there is no valid session. When the
 * database cannot say (it is down), `refuse(503)` is thrown: for a page the desk's error page, for
 * the API a JSON error.
 *
 * A session in use is extended (Better Auth moves its end out once `updateAge` has passed) and
 * answers with a fresh session cookie; pass `cookies` to collect those Set-Cookie headers and send
 * them with the page, or the browser would drop the cookie when the first one's Max-Age runs out,
 * in the middle of a working day, however busy the session was.
 */
export async function getStaff(
  request: Request,
  cookies?: Headers,
  { services = getRuntime(), refuse = apiRefusal }: Omit<StaffOptions, "cookies"> = {},
): Promise<Staff | null> {
  const { auth, database } = await services;
  try {
    const result = await auth.api
      .getSession({ headers: request.headers, returnHeaders: true })
      // A session that is not valid (a refusal below 500) is no session; any other failure is
      // the database's, and answered as such below.
      .catch((error: unknown) => {
        if (isAPIError(error) && error.statusCode < 500) return null;
        throw error;
      });
    if (result && cookies) {
      for (const cookie of result.headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
    }
    const session = result?.response;
    if (!session) return null;
    const { user } = session;
    const roles = await rolesFromDb(database.db, user.id);
    const twoFactor = user.twoFactorEnabled === true;
    return { id: user.id, email: user.email, name: user.name, roles, role: deskRoleOf(roles), twoFactor };
  } catch (error) {
    // Not knowing who is asking (the database is down) is not the same as nobody signed in: the
    // member is not sent to sign in again, but told the desk cannot answer just now.
    log("error", "auth_unavailable", { error: errorLine(error) });
    throw refuse(503);
  }
}

/**
 * How a refused request is answered: what is thrown for "not signed in" (401), "not allowed"
 * (403, with `twoFactor` when only turning on two-factor sign-in is missing) and "cannot tell who
 * is asking just now" (503, the database is down).
 */
export type Refusal = (status: 401 | 403 | 503, reason?: "twoFactor") => unknown;

/** For the JSON API: a JSON error, and no lead data. */
const apiRefusal: Refusal = (status, reason) =>
  Response.json(
    {
      error:
        status === 401
          ? adminCopy.signInFirst
          : status === 503
            ? adminCopy.deskUnavailable
            : reason === "twoFactor"
              ? adminCopy.twoFactor.requiredApi
              : adminCopy.accessDeniedText,
    },
    { status, headers: { "Cache-Control": "no-store" } },
  );

/**
 * For a staff page: to the sign-in form when signed out, to the security page when two-factor
 * sign-in must be turned on first (it says why), the page's error boundary when not allowed or
 * when the desk cannot answer.
 */
export const pageRefusal: Refusal = (status, reason) =>
  status === 401
    ? redirect(deskPaths.desk)
    : reason === "twoFactor"
      ? redirect(deskPaths.security)
      : data(null, { status });

/**
 * Whether the account must turn on two-factor sign-in before anything else: with REQUIRE_2FA=admin,
 * an admin who has not. It may then reach only the security page.
 */
export const mustEnrolTwoFactor = (staff: Staff, policy = getConfig().env.REQUIRE_2FA) =>
  policy === "admin" && hasRole(staff, "admin") && !staff.twoFactor;

/** Refuses (403, or to the security page) an account that must turn on two-factor sign-in first. */
export function requireTwoFactorIfRequired(staff: Staff, refuse: Refusal = apiRefusal): void {
  if (mustEnrolTwoFactor(staff)) throw refuse(403, "twoFactor");
}

/** How a refusal is answered, where a renewed session cookie goes, and (for tests) the services. */
type StaffOptions = {
  refuse?: Refusal;
  cookies?: Headers;
  services?: Promise<Pick<Runtime, "auth" | "database">>;
};

/**
 * The desk member a request acts as where visitors are served too (POST /api/leads): null without
 * a session or for an account without a desk role, else the member, refused as every desk request
 * is (REQUIRE_2FA) when it must turn on two-factor sign-in first.
 */
export function actingDeskMember(staff: Staff | null, refuse: Refusal = apiRefusal): DeskStaff | null {
  if (!staff?.role || !hasRole(staff, "staff")) return null;
  requireTwoFactorIfRequired(staff, refuse);
  return { ...staff, role: staff.role };
}

/**
 * The first line of every protected loader and action: the signed-in staff member holding the
 * role, or the refusal thrown (anonymous 401, without the role 403). `staff` admits admins too.
 */
export async function requireRole(
  request: Request,
  role: Role,
  { refuse = apiRefusal, cookies, services }: StaffOptions = {},
): Promise<Staff> {
  const staff = await getStaff(request, cookies, { services, refuse });
  if (!staff) throw refuse(401);
  if (!hasRole(staff, role)) throw refuse(403);
  requireTwoFactorIfRequired(staff, refuse);
  return staff;
}

/** A signed-in desk member: staff or admin, with the role they hold. */
export type DeskStaff = Staff & { role: Role };

/** requireRole for any desk member (staff or admin): the member, with their role, or the refusal thrown. */
export async function requireDesk(request: Request, options: StaffOptions = {}): Promise<DeskStaff> {
  return (await requireRole(request, "staff", options)) as DeskStaff;
}
