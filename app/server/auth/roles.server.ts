/**
 * The roles the desk knows: `staff` work the leads assigned to them and the unassigned new ones;
 * `admin` (the owner) does everything a staff member does, and more. Better Auth keeps a user's
 * roles as one comma-separated string.
 */
export const deskRoles = ["staff", "admin"] as const;
export type Role = (typeof deskRoles)[number];

export const isDeskRole = (value: unknown): value is Role =>
  typeof value === "string" && (deskRoles as readonly string[]).includes(value);

/** The roles in Better Auth's role column. */
export function rolesOf(value: string | null | undefined): Set<string> {
  return new Set(
    (value ?? "")
      .split(",")
      .map((role) => role.trim())
      .filter(Boolean),
  );
}

/** The column's value for a set of roles; an account with none is a plain "user". */
export const roleColumn = (roles: Set<string>) => [...roles].join(",") || "user";

/** The highest desk role among the roles, or null for an account without one. */
export function deskRoleOf(roles: ReadonlySet<string>): Role | null {
  if (roles.has("admin")) return "admin";
  if (roles.has("staff")) return "staff";
  return null;
}

/** Whether the roles include `role`: an admin holds every staff right too. */
export const rolesInclude = (roles: ReadonlySet<string>, role: Role) =>
  roles.has(role) || (role === "staff" && roles.has("admin"));
