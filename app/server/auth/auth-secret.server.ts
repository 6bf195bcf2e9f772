import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { reasonOf, StartupError } from "../start-up-error.server";

const minLength = 32;
const remedy = "delete it to have a new one made (every staff member is then signed out), or set AUTH_SECRET";

/**
 * AUTH_SECRET signs session cookies. When it is not set, a random one is made once and kept in the
 * data folder, so the quick start needs no setup and sessions survive restarts. A secret of fewer
 * than 32 characters, from either place, stops the server (a StartupError that never shows it).
 */
export function authSecret(configured: string | undefined, file: string): string {
  if (configured !== undefined) {
    if (configured.length < minLength)
      throw new StartupError(
        `AUTH_SECRET must be at least ${minLength} characters (e.g. openssl rand -base64 32)`,
      );
    return configured;
  }
  const path = resolve(file);
  const kept = readSecret(path);
  if (kept === undefined) return makeSecret(path);
  if (kept === "") throw new StartupError(`the auth secret file ${path} is empty: ${remedy}`);
  if (kept.length < minLength)
    throw new StartupError(
      `the auth secret file ${path} holds fewer than ${minLength} characters: ${remedy}`,
    );
  return kept;
}

/** The file's secret, or undefined when there is no file yet. */
function readSecret(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8").trim();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "ENOENT" || code === "ENOTDIR") return undefined;
    throw new StartupError(`cannot read the auth secret file ${path} (DATA_DIR): ${reasonOf(error)}`);
  }
}

/** Makes the file whole or not at all: written aside, then renamed into place. */
function makeSecret(path: string): string {
  const secret = randomBytes(32).toString("base64url");
  const aside = `${path}.${process.pid}.tmp`;
  let written = false;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(aside, `${secret}\n`, { mode: 0o600 });
    written = true;
    renameSync(aside, path);
  } catch (error) {
    if (written) rmSync(aside, { force: true });
    throw new StartupError(`cannot make the auth secret file ${path} (DATA_DIR): ${reasonOf(error)}`);
  }
  return secret;
}
