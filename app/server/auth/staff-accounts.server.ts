import type { Kysely } from "kysely";
import type { Db } from "../db/connect.server";
import { inTransaction } from "../db/group-commit.server";
import { isSqlite } from "../db/dialect.server";
import type { Database } from "../db/schema.server";
import { lockWritesFor } from "../db/write-lock.server";
import { log } from "../log.server";
import { removeAllDevices } from "../push/push-subscriptions.server";
import { deskRoleOf, deskRoles, type Role, roleColumn, rolesOf } from "./roles.server";

// Who may use the desk, as the staff page and `npm run admin` both manage it: the accounts, their
// one desk role (staff or admin, set rather than added) and when they last signed in. The last
// admin can be neither revoked nor made staff, so the desk always has an owner.

export type StaffAccount = {
  id: string;
  email: string;
  name: string;
  /** The desk role held, or null for an account without access. */
  role: Role | null;
  confirmed: boolean;
  /** ISO-8601 UTC, or null when the account never signed in. */
  lastSignInAt: string | null;
};

/** An account named by its e-mail address (the CLI) or its id (the staff page). */
export type AccountKey = { email: string } | { id: string };

/** What a change of access did, or why it was refused. */
export type AccessChange =
  | { ok: true; account: StaffAccount; before: Role | null }
  | { ok: false; reason: "no-account" }
  | { ok: false; reason: "unconfirmed" | "last-admin"; account: StaffAccount };

/** What the desk's roles are serialised under on PostgreSQL (see write-lock.server.ts). */
const deskRolesLock = "desk-roles";

const accountColumns = ["id", "email", "name", "role", "emailVerified", "lastSignInAt"] as const;

type AccountRow = Pick<Database["user"], (typeof accountColumns)[number]>;

const toAccount = (row: AccountRow): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: deskRoleOf(rolesOf(row.role)),
  confirmed: Boolean(row.emailVerified),
  lastSignInAt: row.lastSignInAt,
});

/** Admins first, then staff, then accounts without access; by e-mail within each. */
const rank = (account: StaffAccount) => (account.role === "admin" ? 0 : account.role === "staff" ? 1 : 2);
const byRoleThenEmail = (a: StaffAccount, b: StaffAccount) =>
  rank(a) - rank(b) || a.email.localeCompare(b.email);

/**
 * The accounts holding a desk role; with `withoutAccess`, every confirmed account as well (someone
 * who signed up and is waiting to be let in). Admins first, then staff, then the rest.
 */
export async function listStaffAccounts(
  db: Db,
  { withoutAccess = false }: { withoutAccess?: boolean } = {},
): Promise<StaffAccount[]> {
  const rows = await db
    .selectFrom("user")
    .select(accountColumns)
    .where((eb) =>
      eb.or([
        eb("role", "like", "%admin%"),
        eb("role", "like", "%staff%"),
        // SQLite keeps a boolean as 1 (and its driver binds no booleans).
        ...(withoutAccess ? [eb("emailVerified", "=", isSqlite(db) ? 1 : true)] : []),
      ]),
    )
    .execute();
  return rows
    .map(toAccount)
    .filter((account) => withoutAccess || account.role !== null)
    .sort(byRoleThenEmail);
}

/**
 * Sets the account's desk role to `role` (an admin granted `staff` is staff only). The account must
 * be confirmed: one nobody confirmed may have been made by anyone, with any address.
 */
export const setDeskRole = (db: Db, who: AccountKey, role: Role) => changeAccess(db, who, role);

/** Takes every desk role away from the account and ends its sessions. */
export const revokeDeskAccess = (db: Db, who: AccountKey) => changeAccess(db, who, null);

/**
 * The one way the desk's roles change. The last-admin check and the change are one transaction that
 * writers take in turn (on PostgreSQL by the lock below; on SQLite by BEGIN IMMEDIATE), so two
 * admins revoked at once cannot both go.
 */
function changeAccess(db: Db, who: AccountKey, to: Role | null): Promise<AccessChange> {
  return inTransaction(db, async (trx) => {
    await lockWritesFor(trx, deskRolesLock);
    const row = await trx
      .selectFrom("user")
      .select(accountColumns)
      .where((eb) => ("id" in who ? eb("id", "=", who.id) : eb("email", "=", who.email)))
      .executeTakeFirst();
    if (!row) return { ok: false, reason: "no-account" };
    const account = toAccount(row);
    if (to !== null && !account.confirmed) return { ok: false, reason: "unconfirmed", account };
    const roles = rolesOf(row.role);
    if (roles.has("admin") && to !== "admin" && !(await anotherAdmin(trx, account.id))) {
      return { ok: false, reason: "last-admin", account };
    }
    for (const role of [...deskRoles, "user"]) roles.delete(role);
    if (to) roles.add(to);
    await trx
      .updateTable("user")
      .set({ role: roleColumn(roles) })
      .where("id", "=", account.id)
      .execute();
    if (to === null) {
      await trx
        .withTables<{ session: { userId: string } }>()
        .deleteFrom("session")
        .where("userId", "=", account.id)
        .execute();
      await removeAllDevices(trx, account.id);
    }
    return { ok: true, account: { ...account, role: to }, before: account.role };
  });
}

/** Whether an account other than `id` holds the admin role. */
async function anotherAdmin(trx: Kysely<Database>, id: string): Promise<boolean> {
  const admins = await trx
    .selectFrom("user")
    .select("role")
    .where("role", "like", "%admin%")
    .where("id", "!=", id)
    .execute();
  return admins.some((user) => rolesOf(user.role).has("admin"));
}

/**
 * Notes that the account signed in (a session was made for it). A failure is logged and the sign-in
 * goes on: the time is for the staff page, and no reason to keep anyone out.
 */
export async function recordSignIn(db: Db, userId: string, at: Date): Promise<void> {
  try {
    await db.updateTable("user").set({ lastSignInAt: at.toISOString() }).where("id", "=", userId).execute();
  } catch (error) {
    log("error", "sign_in_not_recorded", {
      userId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
