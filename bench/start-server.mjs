import { spawn } from "node:child_process";

/**
 * Starts the production server (server.js) with the given environment and resolves once it
 * listens. The caller stops it with SIGTERM. BENCH_NODE_FLAGS passes flags to its node, e.g.
 * "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where a run's time goes.
 * @param {Record<string, string>} env
 * @returns {Promise<import("node:child_process").ChildProcess>}
 */
export function startServer(env) {
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean), "server.js"],
    {
      env: { ...process.env, HOST: "127.0.0.1", NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  /** @type {Promise<import("node:child_process").ChildProcess>} */
  const started = new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      if (!String(chunk).includes("server_started")) return;
      child.stdout?.resume();
      resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return started;
}

/** @param {import("node:child_process").ChildProcess} child */
export async function stopServer(child) {
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
