import { type ChildProcess, spawn, spawnSync } from "node:child_process";
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

/** `node server.js` in the project's folder, listening on 127.0.0.1 unless `env` says otherwise. */
function spawnServer(env: NodeJS.ProcessEnv) {
  return spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: { HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
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
  const child = spawnServer({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    ...env,
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

export type StartedServer = {
  process: ChildProcess;
  /** Every line the server has written so far, stdout and stderr together. */
  lines: string[];
  exited: Promise<number | null>;
};

/**
 * Starts the production server with the test's own environment plus `env`, and resolves once it
 * logs `server_started`; rejects, with what it printed, if it exits first.
 */
export function startServer(env: Record<string, string>): Promise<StartedServer> {
  const child = spawnServer({ ...process.env, ...env });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      if (lines.some((line) => line.includes('"server_started"'))) resolve({ process: child, lines, exited });
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${lines.join("\n")}`)));
  });
}
