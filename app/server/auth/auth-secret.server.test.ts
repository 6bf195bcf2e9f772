import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { StartupError } from "../start-up-error.server";
import { authSecret } from "./auth-secret.server";

let dir = "";
beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), "auth-secret-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The error `run` throws, so a test can look at its message. */
function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("nothing was thrown");
}

describe("authSecret", () => {
  it("uses AUTH_SECRET when it is set", () => {
    const secret = "x".repeat(40);
    expect(authSecret(secret, join(dir, "auth-secret"))).toBe(secret);
  });

  it("makes a secret of 32+ characters once, readable by the owner only, and reads it back after", () => {
    const file = join(dir, "data", "auth-secret");
    const made = authSecret(undefined, file);
    expect(made.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(made);
    expect(authSecret(undefined, file)).toBe(made);
  });

  it.each([
    ["holds fewer than 32 characters", "tooshort-4f9a\n"],
    ["is empty", ""],
    ["is empty", "  \n"],
  ])("refuses a file that %s, naming the file and never the value", (words, content) => {
    const file = join(dir, "auth-secret");
    writeFileSync(file, content);
    const error = thrown(() => authSecret(undefined, file));
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).toMatch(new RegExp(`^the auth secret file ${file} ${words}: `));
    expect(error.message).not.toMatch(/\n/);
    if (content.trim()) expect(error.message).not.toContain(content.trim());
  });

  it("refuses an AUTH_SECRET of fewer than 32 characters without repeating it", () => {
    const error = thrown(() => authSecret("tooshort-4f9a", join(dir, "auth-secret")));
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).toMatch(/^AUTH_SECRET must be at least 32 characters/);
    expect(error.message).not.toContain("tooshort-4f9a");
  });

  it("names the file when it cannot be read or made", () => {
    writeFileSync(join(dir, "a-file"), "");
    const file = join(dir, "a-file", "auth-secret");
    const error = thrown(() => authSecret(undefined, file));
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).toMatch(new RegExp(`^cannot make the auth secret file ${file} \\(DATA_DIR\\): `));
  });

  it("names the file when it is a folder", () => {
    const error = thrown(() => authSecret(undefined, dir));
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).toMatch(new RegExp(`^cannot read the auth secret file ${dir} \\(DATA_DIR\\): `));
  });
});
