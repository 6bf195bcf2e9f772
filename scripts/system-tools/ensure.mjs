#!/usr/bin/env node
// Makes sure the programs the tests drive are on this machine:
// `node scripts/system-tools/ensure.mjs chromium --optional caddy`.
// Looks first (CHROMIUM_PATH, then PATH, then Playwright's own download); then tries Playwright's download
// (where the machine can reach it), then, as root on Debian or Ubuntu, apt-get. With none possible it prints
// one line saying what to install and exits 1; for a program named after --optional, the line says which
// tests are skipped instead, and the run goes on.
import { execFileSync } from "node:child_process";
import { canUseApt, find, playwrightCli, runnable, tools } from "./tools.mjs";

const args = process.argv.slice(2);
const optionalFrom = args.includes("--optional") ? args.indexOf("--optional") : args.length;
const names = args.filter((arg) => arg !== "--optional");
const optional = new Set(args.slice(optionalFrom + 1));
const unknown = names.filter((name) => !(name in tools));
if (names.length === 0 || unknown.length > 0) {
  console.error(
    `Usage: ensure.mjs ${Object.keys(tools).join("|")} ... (unknown: ${unknown.join(", ") || "none given"})`,
  );
  process.exit(2);
}

/**
 * Runs an install step; false when it fails (offline, no rights) or takes too long. Its output is kept back and
 * only its error line shown, so a machine that can get nothing ends with one line saying what to install.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 */
function attempt(label, command, args) {
  console.log(`${label}: ${[command, ...args].join(" ")}`);
  try {
    execFileSync(command, args, { stdio: "pipe", timeout: 10 * 60_000 });
    return true;
  } catch (caught) {
    const error = /** @type {{ stderr?: Buffer, stdout?: Buffer }} */ (caught);
    const output = `${error.stderr?.toString() ?? ""}${error.stdout?.toString() ?? ""}`
      .split("\n")
      .map((line) => line.trim());
    const reason = output.find((line) => /^(E:|Error\b)/.test(line)) ?? output.find(Boolean);
    console.log(`  did not succeed${reason ? `: ${reason}` : ""}`);
    return false;
  }
}

let aptUpdated = false;
let missing = 0;
for (const [name, tool] of Object.entries(tools).filter(([name]) => names.includes(name))) {
  let path = find(name);
  if (!path && tool.playwright) {
    attempt(`No ${name} found; trying Playwright's own`, process.execPath, [
      playwrightCli(),
      "install",
      "chromium",
    ]);
    path = find(name);
  }
  if (!path && tool.apt && canUseApt()) {
    if (!aptUpdated) aptUpdated = attempt("Updating the package lists", "apt-get", ["update", "-qq"]);
    attempt(`No ${name} found; installing Debian's package`, "apt-get", ["install", "-y", "-qq", tool.apt]);
    path = find(name);
    // Debian's caddy package starts a Caddy of its own on port 80; the tests run their own.
    if (path && tool.stopService && runnable("/bin/systemctl"))
      attempt(`Stopping the ${name} service the package started`, "systemctl", ["disable", "--now", name]);
  }
  if (path && !runnable(path)) {
    console.error(
      `Cannot run the tests that need ${name}: ${tool.env} names ${path}, which is not a program here.`,
    );
    missing += 1;
  } else if (path) {
    console.log(`Tests use ${name} at ${path}`);
  } else if (optional.has(name)) {
    console.log(`Skipping the tests that need ${name}: install ${tool.hint}.`);
  } else {
    console.error(`Cannot run the tests that need ${name}: install ${tool.hint}.`);
    missing += 1;
  }
}
process.exit(missing > 0 ? 1 : 0);
