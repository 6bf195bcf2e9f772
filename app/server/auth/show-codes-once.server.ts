import { createHmac, timingSafeEqual } from "node:crypto";
import { deskPaths } from "~/lib/desk-paths";
import { cookieValue } from "./device-cookie.server";

// New recovery codes are shown once, on the security page that the form's answer sends the
// browser to. The codes stay on the server; this short-lived cookie, signed with the auth secret
// and naming the account, only tells that page to show them this one time (it clears the cookie).

const name = "desk_show_codes";
const maxAgeSeconds = 120;

const mac = (secret: string, userId: string, expires: number) =>
  createHmac("sha256", secret).update(`desk-show-codes:${userId}:${expires}`).digest("base64url");

// The desk's path, not the page's: the page's data requests (/admin/security.data) need it too.
const cookie = (value: string, maxAge: number, https: boolean) =>
  `${name}=${value}; Path=${deskPaths.desk}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${https ? "; Secure" : ""}`;

/** The Set-Cookie header that has the security page show the account's recovery codes once. */
export function showCodesOnce(secret: string, userId: string, now: Date, https: boolean): string {
  const expires = Math.floor(now.getTime() / 1000) + maxAgeSeconds;
  return cookie(`${expires}.${mac(secret, userId, expires)}`, maxAgeSeconds, https);
}

/**
 * Whether this request carries a valid, unexpired cookie to show `userId`'s codes, and the
 * Set-Cookie header that clears it (when it carries one at all, valid or not).
 */
export function codesToShow(
  request: Request,
  secret: string,
  userId: string,
  now: Date,
  https: boolean,
): { show: boolean; clear?: string } {
  const value = cookieValue(request.headers.get("cookie"), name);
  if (value === null) return { show: false };
  const clear = cookie("", 0, https);
  const [expires, signature, ...rest] = value.split(".");
  const at = Number(expires);
  if (!signature || rest.length || !Number.isInteger(at) || at * 1000 < now.getTime()) {
    return { show: false, clear };
  }
  const expected = mac(secret, userId, at);
  const show =
    signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
  return { show, clear };
}
