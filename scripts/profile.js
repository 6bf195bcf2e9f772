// `npm run profile -- init --from carpentry|interiors [--format json|yaml]` | `check FILE` | `export` | `import FILE` (see README).
// Exit code 0 done, 1 the file cannot be used, 2 a wrong command line.
import { Buffer } from "node:buffer";
import { closeSync, fstatSync, ftruncateSync, openSync, readSync, writeSync } from "node:fs";
import { ensureBuild } from "./ensure-build.js";

/**
 * `npm run` writes its banner ("> workshop-site@0.1.0 profile" and the command) to stdout before
 * the script starts, so `npm run profile -- init … > my-business.json` would begin the file with
 * it and the file would not be JSON. When stdout is a file holding nothing but that banner, it is
 * emptied first, and the output written from the file's start; true then. A file with anything else
 * in it (`>>` onto a file) is left as it is. (Where the file cannot be read back, `npm run --silent
 * profile …` leaves the banner out.)
 */
function dropNpmBanner() {
  try {
    const stat = fstatSync(1);
    if (!stat.isFile() || stat.size === 0 || stat.size > 4096) return false;
    const buffer = Buffer.alloc(stat.size);
    const fd = openSync("/dev/fd/1", "r");
    try {
      readSync(fd, buffer, 0, stat.size, 0);
    } finally {
      closeSync(fd);
    }
    const lines = buffer
      .toString("utf8")
      .split("\n")
      .filter((line) => line !== "");
    if (lines.length === 0 || !lines.every((line) => line.startsWith("> "))) return false;
    ftruncateSync(1, 0);
    return true;
  } catch {
    return false;
  }
}

/** Writes to stdout from the start of the file (its offset is still past the banner that was dropped). */
function fromFileStart() {
  let position = 0;
  return (/** @type {string} */ text) => {
    position += writeSync(1, text, position);
  };
}

ensureBuild();
/** @type {{ runProfileCli: (argv: string[], output?: { out: (text: string) => void, err: (text: string) => void }) => number | Promise<number>, closeRuntime: () => Promise<void> }} */
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the build output has no types
const server = await import(new URL("../build/server/cli.js", import.meta.url).href);
try {
  const dropped = process.env.npm_lifecycle_event === "profile" && dropNpmBanner();
  const output = dropped
    ? { out: fromFileStart(), err: (/** @type {string} */ text) => process.stderr.write(text) }
    : undefined;
  process.exitCode = await server.runProfileCli(process.argv.slice(2), output);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await server.closeRuntime();
}
