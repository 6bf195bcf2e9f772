import { type ChildProcess, spawn } from "node:child_process";

export type SpawnedServer = {
  process: ChildProcess;
  /** Every line the server has written so far, stdout and stderr together. */
  lines: string[];
  exited: Promise<number | null>;
};

/**
 * Starts the production server (`node server.js`, the built app) with extra environment variables
 * and resolves once it logs `server_started`; rejects if it exits first.
 */
export function startServer(env: Record<string, string>): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      if (lines.some((line) => line.includes('"server_started"'))) resolve({ process: child, lines, exited });
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${lines.join("\n")}`)));
  });
}
