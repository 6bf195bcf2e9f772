import { createHmac } from "node:crypto";

// The codes an authenticator app shows, computed as RFC 6238 says (HMAC-SHA1, 30-second steps,
// 6 digits), from the setup key or otpauth:// address the security page hands out.

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** The bytes of a base32 setup key (spaces and padding ignored, any case). */
export function base32Bytes(key: string): Buffer {
  const clean = key.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The setup key in an otpauth:// address. */
export const keyOf = (uri: string) => new URL(uri).searchParams.get("secret") ?? "";

/** The 6-digit code for `key` at `time` (now by default); `step` moves it on by 30-second steps. */
export function totp(key: string, { time = Date.now(), step = 0 } = {}): string {
  const counter = Math.floor(time / 30_000) + step;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", base32Bytes(key)).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const number = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, "0");
}

/** A 6-digit code that is not the right one now (nor in the 30 seconds either side). */
export function wrongCode(key: string, time = Date.now()): string {
  const near = new Set([-1, 0, 1].map((step) => totp(key, { time, step })));
  for (let n = 0; ; n += 1) {
    const code = String((123_456 + n * 7_919) % 1_000_000).padStart(6, "0");
    if (!near.has(code)) return code;
  }
}
