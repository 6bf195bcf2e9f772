// `npm run report -- --now [--dry-run]` (see README): last week's report, written and sent to the admins at once.
// Exit code 0 done, 2 a wrong command line, 1 a failure.
import { ensureBuild } from "./ensure-build.js";

ensureBuild();
/** @type {{ runReportCli: (argv: string[]) => Promise<number>, closeRuntime: () => Promise<void> }} */
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the build output has no types
const server = await import(new URL("../build/server/cli.js", import.meta.url).href);
try {
  process.exitCode = await server.runReportCli(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await server.closeRuntime();
}
