/** The roles the desk knows. Better Auth keeps a user's roles as one comma-separated string. */
export type Role = "admin";

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
