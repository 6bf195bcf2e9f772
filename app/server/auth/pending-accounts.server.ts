import type { Db } from "../db/connect.server";
import { isSqlite } from "../db/dialect.server";

// An account nobody has confirmed yet may have been made by anyone, with any address. These two
// writes are the only ways its password and its confirmation change outside the admin CLI, and
// each is one statement that checks the other's work, so neither can slip in between.

type PendingTables = {
  user: { id: string; emailVerified: number | boolean };
  account: { userId: string; providerId: string; password: string | null };
};

const as = (db: Db) => db.withTables<PendingTables>();
const bool = (db: Db, value: boolean) => (isSqlite(db) ? (value ? 1 : 0) : value);

/**
 * A new sign-up for an address whose account is still unconfirmed: the password it brings (its
 * hash) replaces the waiting one. False, and nothing changed, when the account was confirmed in
 * the meantime.
 */
export async function replacePendingPassword(db: Db, userId: string, hash: string): Promise<boolean> {
  const result = await as(db)
    .updateTable("account")
    .set({ password: hash })
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("user")
          .select("user.id")
          .where("user.id", "=", userId)
          .where("user.emailVerified", "=", bool(db, false)),
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Confirms the account, provided its password is still the one (`hash`) that the browser which
 * followed the e-mailed link has just proven it knows. False when it was not, or already confirmed.
 */
export async function confirmWithPassword(db: Db, userId: string, hash: string): Promise<boolean> {
  const result = await as(db)
    .updateTable("user")
    .set({ emailVerified: bool(db, true) })
    .where("id", "=", userId)
    .where("emailVerified", "=", bool(db, false))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("account")
          .select("account.userId")
          .where("account.userId", "=", userId)
          .where("account.providerId", "=", "credential")
          .where("account.password", "=", hash),
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
