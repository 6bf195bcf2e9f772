// Production entry: `npm start`. Builds once on a fresh clone, then serves build/.
import { ensureBuild } from "./scripts/ensure-build.js";

ensureBuild();
const entry = new URL("./build/server/index.js", import.meta.url);

process.env.NODE_ENV ??= "production";
/** @type {{ start: () => Promise<unknown> }} */
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the build output has no types
const server = await import(entry.href);
try {
  await server.start();
} catch (error) {
  // A setting or file the server cannot use: one line naming it (never a secret), and exit 1.
  if (error instanceof Error && error.name === "StartupError") {
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
