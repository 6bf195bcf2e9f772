import { hash, randomBytes } from "node:crypto";
import type { Db } from "../db/connect.server";

// Visitors are told apart within one day, and never across days, without a cookie: a hash of the
// address, the user agent and a secret salt made for the day. Once the day is over its salt is
// deleted, and with it any way to link a hash to an address.

/**
 * The salt of `day`: made by whichever server needs it first and read back by the others, so every
 * server on one database gives the same visitor the same hash.
 */
export async function saltFor(db: Db, day: string): Promise<string> {
  await db
    .insertInto("visitor_salts")
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const row = await db
    .selectFrom("visitor_salts")
    .select("salt")
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

/** Deletes the salts of the days before `today`: their visitors can no longer be told apart. */
export async function deletePastSalts(db: Db, today: string): Promise<number> {
  const result = await db.deleteFrom("visitor_salts").where("day", "<", today).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** One visitor of one day; neither the address nor the user agent can be read back from it. */
export const visitorHash = (salt: string, address: string, userAgent: string) =>
  hash("sha256", `${salt}\n${address}\n${userAgent}`, "base64url").slice(0, 22);
