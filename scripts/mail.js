// `npm run mail -- test you@example.in` (see docs/how-to/backups-and-mail.md): one message through
// SMTP_URL, and what the mail server answered. Exit code 0 sent, 2 a wrong command line, 1 a failure.
import { ensureBuild } from "./ensure-build.js";

ensureBuild();
/** @type {{ runMailCli: (argv: string[]) => Promise<number> }} */
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the build output has no types
const server = await import(new URL("../build/server/cli.js", import.meta.url).href);
try {
  process.exitCode = await server.runMailCli(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
