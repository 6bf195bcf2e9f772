// `npm run admin -- create --email E [--password P] [--role staff|admin]` | `grant --email E --role R` |
// `list` | `revoke --email E` | `clear-two-factor --email E` (see README). Exit code 0 done, 1 refused, 2 a wrong command line.
import { ensureBuild } from "./ensure-build.js";

ensureBuild();
/** @type {{ runAdminCli: (argv: string[]) => Promise<number>, closeRuntime: () => Promise<void> }} */
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the build output has no types
const server = await import(new URL("../build/server/cli.js", import.meta.url).href);
try {
  process.exitCode = await server.runAdminCli(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await server.closeRuntime();
}
