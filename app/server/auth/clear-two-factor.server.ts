import type { Db } from "../db/connect.server";
import { inTransaction } from "../db/group-commit.server";
import { isSqlite } from "../db/dialect.server";

/** The columns of Better Auth's two-factor tables that clearing it touches. */
type TwoFactorTables = {
  user: { id: string; email: string; twoFactorEnabled: number | boolean | null };
  twoFactor: { userId: string };
  session: { userId: string };
};

/**
 * Turns two-factor sign-in off for someone who lost both their phone and their recovery codes (the
 * admin CLI): the authenticator key and recovery codes are deleted, and every session ends, so
 * whoever holds one signs in again with the password alone. Null when the address has no account;
 * `hadTwoFactor` false (and nothing changed) when it never used two-factor sign-in.
 */
export async function clearTwoFactor(
  db: Db,
  email: string,
): Promise<{ userId: string; hadTwoFactor: boolean } | null> {
  return inTransaction(db, async (trx) => {
    const tables = trx.withTables<TwoFactorTables>();
    const user = await tables
      .selectFrom("user")
      .select(["id", "twoFactorEnabled"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (!user) return null;
    const { numDeletedRows } = await tables
      .deleteFrom("twoFactor")
      .where("userId", "=", user.id)
      .executeTakeFirst();
    const hadTwoFactor = Boolean(user.twoFactorEnabled) || numDeletedRows > 0n;
    if (!hadTwoFactor) return { userId: user.id, hadTwoFactor };
    // SQLite keeps a boolean as 1 or 0 (and its driver binds no booleans).
    await tables
      .updateTable("user")
      .set({ twoFactorEnabled: isSqlite(db) ? 0 : false })
      .where("id", "=", user.id)
      .execute();
    await tables.deleteFrom("session").where("userId", "=", user.id).execute();
    return { userId: user.id, hadTwoFactor };
  });
}
