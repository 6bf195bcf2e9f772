import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const ensure = join(import.meta.dirname, "ensure.mjs");
const debianLike = (() => {
  try {
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(readFileSync("/etc/os-release", "utf8"));
  } catch {
    return false;
  }
})();

// A machine with no Chromium: PATH holds only Node, cat and what a test adds; Playwright's download is pointed
// at a closed port so it fails at once wherever the test runs.
describe("finding a browser for the tests", () => {
  let bin: string;
  beforeEach(() => {
    bin = mkdtempSync(join(tmpdir(), "system-tools-"));
    symlinkSync(process.execPath, join(bin, "node"));
    symlinkSync(execFileSync("sh", ["-c", "command -v cat"], { encoding: "utf8" }).trim(), join(bin, "cat"));
  });
  afterEach(() => rmSync(bin, { recursive: true, force: true }));

  const run = (env: Record<string, string> = {}, args = ["chromium"]) =>
    spawnSync(process.execPath, [ensure, ...args], {
      encoding: "utf8",
      env: {
        PATH: bin,
        HOME: bin,
        PLAYWRIGHT_BROWSERS_PATH: join(bin, "browsers"),
        PLAYWRIGHT_DOWNLOAD_HOST: "http://127.0.0.1:9",
        ...env,
      },
    });

  it("says in one line what to install when it can get none", () => {
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        /^Cannot run the tests that need chromium: install Chromium \(Debian\/Ubuntu: apt-get install chromium/,
      ),
    ]);
  });

  it("goes on without an optional program it cannot get, saying in one line which tests it skips", () => {
    const result = run({}, ["--optional", "caddy"]);
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(
      "Skipping the tests that need caddy: install Caddy (Debian/Ubuntu: apt-get install caddy, or set CADDY_PATH).",
    );
  });

  it("takes the browser CHROMIUM_PATH names, and refuses one that is not a program", () => {
    writeFileSync(join(bin, "my-chrome"), "#!/bin/sh\n");
    chmodSync(join(bin, "my-chrome"), 0o755);
    expect(run({ CHROMIUM_PATH: join(bin, "my-chrome") }).stdout).toContain(
      `Tests use chromium at ${bin}/my-chrome`,
    );
    const missing = run({ CHROMIUM_PATH: join(bin, "nothing-here") });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain(`CHROMIUM_PATH names ${bin}/nothing-here, which is not a program here`);
  });

  it.skipIf(process.getuid?.() !== 0 || !debianLike)(
    "installs Debian's package as root when nothing else works",
    () => {
      // A stand-in apt-get records what it was asked and "installs" a chromium program into PATH.
      writeFileSync(
        join(bin, "apt-get"),
        `#!${process.execPath}\nconst fs = require("node:fs");\nfs.appendFileSync(${JSON.stringify(join(bin, "apt.log"))}, process.argv.slice(2).join(" ") + "\\n");\nif (process.argv[2] === "install") { fs.writeFileSync(${JSON.stringify(join(bin, "chromium"))}, "#!/bin/sh\\n"); fs.chmodSync(${JSON.stringify(join(bin, "chromium"))}, 0o755); }\n`,
      );
      chmodSync(join(bin, "apt-get"), 0o755);
      const result = run();
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(`Tests use chromium at ${bin}/chromium`);
      expect(readFileSync(join(bin, "apt.log"), "utf8")).toBe(
        "--version\nupdate -qq\ninstall -y -qq chromium\n",
      );
    },
  );
});
