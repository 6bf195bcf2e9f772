import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Db } from "../db/connect.server";

/** The columns of Better Auth's verification table that voiding reset links reads. */
type VerificationTable = { identifier: string; value: string };

/** Better Auth names each reset link's verification row `reset-password:<token>`; the row holds the user's id. */
export const resetLinkPrefix = "reset-password:";
/** How the rows are stored: `reset-password-sha256:<hash>`. Both forms start with this. */
const storedPrefix = "reset-password";

/**
 * What the verification table stores for a reset link: a SHA-256 of the whole identifier, never
 * the token itself, so a copy of the database (a backup, a leaked dump) holds nothing that resets
 * a password. Better Auth hashes what a link brings the same way to find it; the token is 24
 * random letters and digits, so an unsalted hash cannot be guessed back.
 *
 * Links sent before hashing were stored as they were, and Better Auth still looks a token up as
 * it is when its hash finds nothing: those links keep working, once, until their hour is up. The
 * hashed rows therefore carry a prefix of their own, so that what the table holds, tried as a
 * token, never finds a row.
 */
export const hashedResetIdentifier = (identifier: string): Promise<string> =>
  Promise.resolve(`${storedPrefix}-sha256:${createHash("sha256").update(identifier).digest("base64url")}`);

/**
 * Voids every outstanding password reset link of a user. Called whenever the password changes (a
 * link used, the admin CLI), so a link asked for earlier cannot change it again.
 */
export async function voidResetLinks(db: Db, userId: string): Promise<number> {
  const result = await (db as unknown as Kysely<{ verification: VerificationTable }>)
    .deleteFrom("verification")
    .where("identifier", "like", `${storedPrefix}%`)
    .where("value", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
