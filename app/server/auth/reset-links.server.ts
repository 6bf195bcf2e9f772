import type { Kysely } from "kysely";
import type { Db } from "../db/connect.server";

/** The columns of Better Auth's verification table that voiding reset links reads. */
type VerificationTable = { identifier: string; value: string };

/** Better Auth keeps each reset link as a verification row `reset-password:<token>` holding the user's id. */
const resetLinkPrefix = "reset-password:";

/**
 * Voids every outstanding password reset link of a user. Called whenever the password changes (a
 * link used, the admin CLI), so a link asked for earlier cannot change it again.
 */
export async function voidResetLinks(db: Db, userId: string): Promise<number> {
  const result = await (db as unknown as Kysely<{ verification: VerificationTable }>)
    .deleteFrom("verification")
    .where("identifier", "like", `${resetLinkPrefix}%`)
    .where("value", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
