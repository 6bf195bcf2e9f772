import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { startServer } from "../support/built-server";

// A lead acknowledged with 201 is on disk: killing the server with SIGKILL straight after the
// answer loses nothing. Stopping it with SIGTERM finishes what is in flight first.
const ports = { sigkill: 4320, sigterm: 4321 } as const;

test("a lead answered with 201 survives SIGKILL of the server", async () => {
  const dir = mkdtempSync(join(tmpdir(), "durability-"));
  const databaseUrl = join(dir, "app.db");
  try {
    const port = ports.sigkill;
    const server = await startServer({ DATABASE_URL: databaseUrl, PORT: String(port) });
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
    server.process.kill("SIGKILL");
    await server.exited;

    const db = new Database(databaseUrl); // as the restarted server would open it
    const stored = db.prepare("select id from leads").pluck().all() as string[];
    db.close();
    expect(stored.sort()).toEqual([...ids].sort());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("on SIGTERM the server finishes the request in flight, refuses new ones, closes the database and exits 0", async () => {
  const dir = mkdtempSync(join(tmpdir(), "shutdown-"));
  const databaseUrl = join(dir, "app.db");
  try {
    const port = ports.sigterm;
    const server = await startServer({ DATABASE_URL: databaseUrl, PORT: String(port) });
    const exitCode = server.exited;
    // A client that keeps its connection alive: stopping must end it too, not keep serving it.
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);

    // A lead whose body is half sent when the signal arrives.
    const body = JSON.stringify({
      name: "In Flight",
      phone: "98450 22233",
      service: "Wardrobe Installation",
    });
    const socket = connect({ host: "127.0.0.1", port });
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    const answered = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    await new Promise<void>((resolve) => socket.on("connect", () => resolve()));
    socket.write(
      `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    // Time for the server to read the headers: from then on the request is in flight.
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.process.kill("SIGTERM");

    // New connections are refused once the server has stopped listening, and the kept-alive one
    // is closed after its next answer.
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${port}/`).then(
          () => "answered",
          () => "refused",
        ),
      )
      .toBe("refused");
    // The rest of the body, with the socket left open for the answer: Node's server ends a
    // connection whose client half-closes it, answer or not, and the lead is stored on another thread.
    socket.write(body.slice(10));
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(await exitCode).toBe(0);

    // Closed cleanly: the write-ahead log was checkpointed into the database and removed.
    expect(existsSync(`${databaseUrl}-wal`) ? statSync(`${databaseUrl}-wal`).size : 0).toBe(0);
    const db = new Database(databaseUrl, { readonly: true });
    const names = db.prepare("select name from leads").pluck().all();
    db.close();
    expect(names).toEqual(["In Flight"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
