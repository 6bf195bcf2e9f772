// Production entry: `npm start`. Builds once on a fresh clone, then serves build/.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const entry = new URL("./build/server/index.js", import.meta.url);
if (!existsSync(entry)) {
  console.log("No production build yet: running `npm run build` first.");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
/** @type {{ start: () => Promise<unknown> }} */
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the build output has no types
const server = await import(entry.href);
try {
  await server.start();
} catch (error) {
  if (error instanceof Error && error.name === "EnvError") {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
