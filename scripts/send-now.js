// `npm run digest -- --now [--dry-run]` and `npm run report -- --now [--dry-run]` (see README):
// today's morning digest, or last week's report to the admins, written and sent at once.
// Exit code 0 done, 2 a wrong command line, 1 a failure.
import { ensureBuild } from "./ensure-build.js";

ensureBuild();
/**
 * @type {{
 *   sendNowCommands: Record<string, unknown>,
 *   runSendNowCli: (command: unknown, argv: string[]) => Promise<number>,
 *   closeRuntime: () => Promise<void>,
 * }}
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the build output has no types
const server = await import(new URL("../build/server/cli.js", import.meta.url).href);
const [name = "", ...argv] = process.argv.slice(2);
try {
  const command = Object.hasOwn(server.sendNowCommands, name) ? server.sendNowCommands[name] : undefined;
  if (!command) throw new Error(`Which e-mail: "digest" or "report", not "${name}".`);
  process.exitCode = await server.runSendNowCli(command, argv);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await server.closeRuntime();
}
