import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";

// A lead acknowledged with 201 is on disk: killing the server with SIGKILL straight after the
// answer loses nothing.
const port = 4320;

function startServer(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("server_started")) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

test("a lead answered with 201 survives SIGKILL of the server", async () => {
  const dir = mkdtempSync(join(tmpdir(), "durability-"));
  const databaseUrl = join(dir, "app.db");
  try {
    const server = await startServer(databaseUrl);
    const exited = new Promise((resolve) => server.on("exit", resolve));
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: `Durable ${i}`,
          phone: `98450 1110${i}`,
          service: "Wardrobe Installation",
        }),
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    server.kill("SIGKILL");
    await exited;

    const db = new Database(databaseUrl); // as the restarted server would open it
    const stored = db.prepare("select id from leads").pluck().all() as string[];
    db.close();
    expect(stored.sort()).toEqual([...ids].sort());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
