import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Builds once on a fresh clone, so `npm start` and the CLI work straight after `npm install`.
 * Always a production build, whatever NODE_ENV the shell has: a development build would send
 * React's development code to every visitor.
 */
export function ensureBuild() {
  const built = ["index.js", "cli.js", "site-counts-worker.js", "lead-writer-worker.js"].every((file) =>
    existsSync(new URL(`../build/server/${file}`, import.meta.url)),
  );
  if (built) return;
  console.log("No production build yet: running `npm run build` first.");
  const result = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
