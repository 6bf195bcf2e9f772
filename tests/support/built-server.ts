import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../../", import.meta.url).pathname;
const built = join(root, "build/server/index.js");
const sources = [
  "app",
  "server",
  "db",
  "vite-plugins",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.ts$/.test(path) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/**
 * Tests that run the production server (`node server.js`) need a build of the code they test:
 * builds it when there is none, or when a source file changed after it.
 */
export function ensureCurrentBuild(): void {
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestChange(join(root, source))));
  if (builtAt > changedAt) return;
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
}

export type ServerRun = {
  /** The exit code; null when the server started and was stopped by the test. */
  code: number | null;
  started: boolean;
  stdout: string;
  stderr: string;
};

/**
 * Runs `node server.js` with only `env` (and PATH, HOME) set, until it exits by itself or prints
 * `server_started`. Once started, `whileRunning` runs and the server is stopped with SIGTERM.
 */
export function runServer(
  env: Record<string, string>,
  whileRunning: () => Promise<void> = () => Promise.resolve(),
): Promise<ServerRun> {
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  let started = false;
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    if (started || !stdout.includes("server_started")) return;
    started = true;
    void whileRunning().finally(() => child.kill("SIGTERM"));
  });
  return new Promise((resolve) => {
    child.on("close", (code) => resolve({ code: started ? null : code, started, stdout, stderr }));
  });
}
