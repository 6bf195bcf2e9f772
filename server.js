// Production entry: `npm start`. Builds once on a fresh clone, then serves build/.
import { ensureBuild } from "./scripts/ensure-build.js";

// Always the production server: in development mode React Router answers errors with their stack
// traces and file paths, to anyone (docs/decisions/0018-start-up-checks.md). `npm run dev` is for
// development.
const mode = process.env.NODE_ENV;
if (mode && mode !== "production") {
  console.error(
    `NODE_ENV=${mode} is ignored: npm start always runs the production server (npm run dev is for development)`,
  );
}
process.env.NODE_ENV = "production";

ensureBuild();
const entry = new URL("./build/server/index.js", import.meta.url);

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
