// npm run test:crash — posts leads continuously while killing the server with SIGKILL five times at
// random moments, restarting it each time; then every lead acknowledged with 201 must be in the
// database exactly once, and SQLite's integrity check must pass.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { ensureBuild } from "./ensure-build.js";

ensureBuild();
const port = Number(process.env.CRASH_PORT ?? 4330);
const kills = Number(process.env.CRASH_KILLS ?? 5);
const dir = mkdtempSync(join(tmpdir(), "crash-"));
const databaseUrl = join(dir, "app.db");
const acknowledged = new Map(); // id -> phone
let sequence = 0;

/** @returns {Promise<import("node:child_process").ChildProcess>} */
function startServer() {
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      LEAD_RATE_LIMIT: "100000000/1m",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("server_started") && resolve(child));
    child.on("exit", (code, signal) => reject(new Error(`server exited early (${code ?? signal})`)));
  });
}

/** @param {{ done: boolean }} stop */
async function poster(stop) {
  while (!stop.done) {
    const n = ++sequence;
    const phone = `+9197${String(n).padStart(8, "0")}`;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: `Crash ${n}`, phone, service: "Wardrobe Installation" }),
      });
      if (response.status === 201) {
        const id = /"id":"([^"]+)"/.exec(await response.text())?.[1];
        if (id) acknowledged.set(id, phone);
      }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20)); // the server is down: try again soon
    }
  }
}

try {
  for (let round = 1; round <= kills; round++) {
    const server = await startServer();
    const stop = { done: false };
    const posters = Array.from({ length: 4 }, () => poster(stop));
    await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 2000));
    const exited = new Promise((resolve) => server.on("exit", resolve));
    server.kill("SIGKILL");
    await exited;
    stop.done = true;
    await Promise.all(posters);
    console.log(`round ${round}: killed; ${acknowledged.size} leads acknowledged so far`);
  }
  const server = await startServer(); // recovery after the last kill, as a real restart would do
  server.kill("SIGTERM");
  await new Promise((resolve) => server.on("exit", resolve));

  const db = new Database(databaseUrl, { readonly: true });
  const integrity = String(db.pragma("integrity_check", { simple: true }));
  const countById = db.prepare("select count(*) from leads where id = ?").pluck();
  const countByPhone = db.prepare("select count(*) from leads where phone = ?").pluck();
  let missing = 0;
  let duplicated = 0;
  for (const [id, phone] of acknowledged) {
    if (countById.get(id) !== 1) missing++;
    if (countByPhone.get(phone) !== 1) duplicated++;
  }
  const stored = Number(db.prepare("select count(*) from leads").pluck().get());
  db.close();
  console.log(
    `\n${kills} SIGKILLs; acknowledged ${acknowledged.size}, stored ${stored}, missing ${missing}, stored more than once ${duplicated}, integrity_check: ${integrity}`,
  );
  if (missing || duplicated || integrity !== "ok" || acknowledged.size === 0) {
    console.log("FAILED");
    process.exitCode = 1;
  } else {
    console.log("1 passed, 0 failed");
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
