import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/**
 * AUTH_SECRET signs session cookies. When it is not set, a random one is made once and kept in the
 * data folder, so the quick start needs no setup and sessions survive restarts.
 */
export function authSecret(configured: string | undefined, file: string): string {
  if (configured) return configured;
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}
