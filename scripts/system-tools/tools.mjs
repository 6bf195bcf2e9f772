// The programs outside npm that the tests drive, where to look for each, and how a machine can get it.
// `find` only looks (cheap, no side effects: the Playwright config calls it in every worker);
// `ensure.mjs` looks, then installs what it can, then says what to install.
import { execFileSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";
import { delimiter, dirname, join } from "node:path";
import { chromium } from "@playwright/test";

/**
 * @typedef {object} Tool
 * @property {string} env a variable that names the program's path
 * @property {string[]} commands names looked up on PATH
 * @property {string} apt the Debian/Ubuntu package
 * @property {boolean} playwright whether Playwright can download its own copy
 * @property {string} hint what to install, for the line shown when none can be had
 * @property {boolean} [stopService] its Debian package starts a service the tests must not meet
 */

/** @type {Record<string, Tool>} the programs by the name the tests call them */
export const tools = {
  chromium: {
    env: "CHROMIUM_PATH",
    commands: ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"],
    apt: "chromium",
    playwright: true,
    hint: "Chromium (Debian/Ubuntu: apt-get install chromium; elsewhere: npx playwright install chromium, or set CHROMIUM_PATH)",
  },
  // The reverse proxy of deploy/Caddyfile, which the go-live test runs in front of the server.
  caddy: {
    env: "CADDY_PATH",
    commands: ["caddy"],
    apt: "caddy",
    playwright: false,
    stopService: true,
    hint: "Caddy (Debian/Ubuntu: apt-get install caddy, or set CADDY_PATH)",
  },
};

/** Whether the path is a program this process may run. @param {string} path */
export const runnable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const require = createRequire(import.meta.url);

/** Playwright's command line (the one `npx playwright` runs), started with this Node. */
export const playwrightCli = () => join(dirname(require.resolve("playwright-core/package.json")), "cli.js");

/** The path of Playwright's own Chromium when it has been downloaded (`npx playwright install chromium`). */
function playwrightChromium() {
  try {
    const path = chromium.executablePath();
    return path && runnable(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the tool is on this machine, or undefined. A path in the tool's variable is taken as given.
 * @param {string} name
 * @returns {string | undefined}
 */
export function find(name) {
  const tool = tools[name];
  if (!tool) throw new Error(`Unknown tool ${name}`);
  const fromEnv = process.env[tool.env];
  if (fromEnv) return fromEnv;
  const dirs = (process.env.PATH ?? "").split(delimiter).filter(Boolean);
  for (const command of tool.commands)
    for (const dir of dirs) if (runnable(join(dir, command))) return join(dir, command);
  return tool.playwright ? playwrightChromium() : undefined;
}

/** Whether this machine can install Debian/Ubuntu packages itself: root, apt-get, and a Debian-like system. */
export function canUseApt() {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync("apt-get", ["--version"], { stdio: "ignore" });
    const release = execFileSync("cat", ["/etc/os-release"], { encoding: "utf8" });
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release);
  } catch {
    return false;
  }
}
