import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A browser that has signed in to an account keeps a device cookie naming that account: long-lived,
 * HttpOnly, and signed with the auth secret, so it cannot be made or altered elsewhere. Its value is
 * `<account>.<device>.<signature>`: a keyed hash of the account's address (the address itself is not
 * in it), the device's random id, and an HMAC of both. It grants nothing by itself; sign-ins that
 * carry it are only counted apart from everyone else's (sign-in-limits.server.ts).
 */
export type DeviceCookie = { name: string; maxAgeSeconds: number; secure: boolean };

export const deviceCookie = (https: boolean): DeviceCookie => ({
  // __Host-: only ever set by this site itself, over https, for every path.
  name: https ? "__Host-desk_device" : "desk_device",
  maxAgeSeconds: 180 * 86_400,
  secure: https,
});

export const deviceCookieAttributes = (cookie: DeviceCookie) =>
  ({
    httpOnly: true,
    secure: cookie.secure,
    sameSite: "strict",
    path: "/",
    maxAge: cookie.maxAgeSeconds,
  }) as const;

const mac = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("base64url");

const accountTag = (secret: string, email: string) =>
  mac(secret, `desk-device-account:${email.trim().toLowerCase()}`).slice(0, 22);

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A device cookie's value for an account; a new device id unless `deviceId` is given. */
export function deviceCookieValue(
  secret: string,
  email: string,
  deviceId = randomBytes(16).toString("base64url"),
) {
  const body = `${accountTag(secret, email)}.${deviceId}`;
  return `${body}.${mac(secret, `desk-device:${body}`)}`;
}

/** The device id when `value` is a device cookie this site signed for `email`; null for anything else. */
export function deviceIdFor(secret: string, value: string | null | undefined, email: string): string | null {
  const [tag, deviceId, signature, ...rest] = (value ?? "").split(".");
  if (!tag || !deviceId || !signature || rest.length) return null;
  if (!sameText(signature, mac(secret, `desk-device:${tag}.${deviceId}`))) return null;
  return sameText(tag, accountTag(secret, email)) ? deviceId : null;
}

/** A cookie's value in a Cookie header, or null. */
export function cookieValue(header: string | null, name: string): string | null {
  for (const pair of (header ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}
