// `npm run backup -- now | list | restore latest|ID --to FILE` (see docs/how-to/backups-and-mail.md):
// the off-site backups by hand. Exit code 0 done, 2 a wrong command line, 1 a failure.
import { ensureBuild } from "./ensure-build.js";

ensureBuild();
/** @type {{ runBackupCli: (argv: string[]) => Promise<number> }} */
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the build output has no types
const server = await import(new URL("../build/server/cli.js", import.meta.url).href);
try {
  process.exitCode = await server.runBackupCli(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
