import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Whether `header` (X-Hub-Signature-256: "sha256=<hex>") is the HMAC-SHA256 of the raw body under
 * the app secret, compared in constant time. The body must be the bytes as received: parsing and
 * re-encoding JSON changes them (escapes, spacing) and the signature no longer matches.
 */
export function validSignature(body: Uint8Array, header: string | null, appSecret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? "");
  if (!match) return false;
  const expected = createHmac("sha256", appSecret).update(body).digest();
  const given = Buffer.from(match[1]!, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The header a POST signed with `appSecret` carries (the stand-in, the tests and the bench sign with it). */
export function signatureOf(body: string | Uint8Array, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
}
