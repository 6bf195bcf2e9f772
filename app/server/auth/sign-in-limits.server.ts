import { createHash } from "node:crypto";
import type { Db } from "../db/connect.server";
import { hitRateLimit, type RateLimit } from "../rate-limit.server";

// How sign-ins to one account are counted, besides Better Auth's own limit per client address
// (docs/decisions/0016-sign-in-lockout.md). A browser that has signed in to the account before
// (it carries the account's device cookie) is counted on its own; everyone else together.

const minutes = (n: number) => n * 60_000;

/** Sign-ins to an account from browsers it has never signed in from, all of them together. */
export const anonymousLimit: RateLimit = { max: 10, windowMs: minutes(15) };

/** Failed sign-ins from one browser that has: a success starts its count afresh. */
export const deviceLimit: RateLimit = { max: 10, windowMs: minutes(15) };

export const hashed = (text: string) =>
  createHash("sha256").update(text.trim().toLowerCase()).digest("base64url").slice(0, 22);

/** The counter a sign-in to `email` is counted on: its device's, or the account's shared one. */
export const signInCounter = (email: string, deviceId: string | null) =>
  deviceId
    ? { key: `signin-device:${hashed(deviceId)}`, limit: deviceLimit }
    : { key: `signin-account:${hashed(email)}`, limit: anonymousLimit };

export type SignInCounter = ReturnType<typeof signInCounter>;

/** Counts one attempt; false when its counter is over the limit and the attempt must be refused. */
export async function admitSignIn(db: Db, counter: SignInCounter, now: Date): Promise<boolean> {
  return (await hitRateLimit(db, counter.key, counter.limit, now)).allowed;
}

/** After a device signs in: the wrong passwords typed on it before no longer count. */
export async function forgetDeviceFailures(db: Db, deviceId: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", signInCounter("", deviceId).key).execute();
}
