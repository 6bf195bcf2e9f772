import { sql } from "kysely";
import type { Db } from "../../app/server/db/connect.server";
import type { DeskUser } from "../../app/server/leads/lead-access.server";

/** An account as the tests need it: its id and e-mail, and its role column as Better Auth keeps it. */
export type TestAccount = { id: string; email: string; role: string };

/**
 * Inserts accounts straight into Better Auth's user table (the columns of migration 0002), many
 * rows to a statement, so a lead may be assigned to them.
 */
export async function insertAccounts(db: Db, accounts: readonly TestAccount[]): Promise<void> {
  const stamp = "2026-01-01T00:00:00.000Z";
  for (let start = 0; start < accounts.length; start += 100) {
    const rows = accounts
      .slice(start, start + 100)
      .map(
        (account) =>
          sql`(${account.id}, ${account.email.split("@")[0]}, ${account.email}, ${0}, ${account.role}, ${stamp}, ${stamp})`,
      );
    await sql`insert into "user" (id, name, email, "emailVerified", role, "createdAt", "updatedAt")
      values ${sql.join(rows)}`.execute(db);
  }
}

/** A signed-in desk member for the account (its role must be "staff" or "admin"). */
export const deskUser = (account: TestAccount): DeskUser => ({
  id: account.id,
  email: account.email,
  role: account.role === "admin" ? "admin" : "staff",
});
