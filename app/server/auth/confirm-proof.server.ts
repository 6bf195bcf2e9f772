import { createHmac, timingSafeEqual } from "node:crypto";

// Following the e-mailed confirmation link proves only that this browser can read the address's
// mail. The link leaves this short-lived cookie, signed with the auth secret and naming the
// account; the account is confirmed when this same browser then signs in with the account's
// password (better-auth.server.ts, docs/decisions/0046-confirming-with-the-password.md).

export const confirmCookieName = "desk_confirm";
/** As long as the link itself lasts. */
const maxAgeSeconds = 60 * 60;

const mac = (secret: string, userId: string, expires: number) =>
  createHmac("sha256", secret).update(`desk-confirm:${userId}:${expires}`).digest("base64url");

// The whole site's path: the desk's sign-in form and Better Auth's own sign-in endpoint both read it.
const cookie = (value: string, maxAge: number, https: boolean) =>
  `${confirmCookieName}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`;

/** The Set-Cookie header the confirmation link answers with: this browser read the account's mail. */
export function confirmProofCookie(secret: string, userId: string, now: Date, https: boolean): string {
  const expires = Math.floor(now.getTime() / 1000) + maxAgeSeconds;
  return cookie(`${userId}.${expires}.${mac(secret, userId, expires)}`, maxAgeSeconds, https);
}

/** The attributes that remove the cookie once it has done its work. */
export const clearedConfirmProof = (https: boolean) =>
  ({ path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure: https }) as const;

/** The account whose link this browser followed, if the cookie is genuine and unexpired; else null. */
export function confirmProofOf(secret: string, value: string | null | undefined, now: Date): string | null {
  if (!value) return null;
  const parts = value.split(".");
  if (parts.length !== 3) return null;
  const [userId, expires, signature] = parts as [string, string, string];
  const at = Number(expires);
  if (!userId || !Number.isInteger(at) || at * 1000 < now.getTime()) return null;
  const expected = mac(secret, userId, at);
  return signature.length === expected.length &&
    timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
    ? userId
    : null;
}
