import { createServer, connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminCopy } from "~/lib/admin-copy";
import { cookiesOf, testAuth } from "../../../tests/support/test-auth";
import { type DbHandle, openDatabase } from "../db/connect.server";
import { pageRefusal, requireDesk } from "./require-role.server";

// PostgreSQL going away under a running desk: a signed-in member is told the desk cannot answer
// just now (503, the desk's error page or a JSON error), never asked to sign in again; and what the
// authentication library says about it reaches the log as single JSON lines like every other.

const url = process.env.TEST_DATABASE_URL;

/**
 * A TCP relay in front of the test's PostgreSQL, so the test can take the database away: `cut()`
 * closes it and every connection through it, as a stopped server or a broken network would.
 */
async function relayTo(target: URL) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const relayed = new URL(target);
  relayed.hostname = "127.0.0.1";
  relayed.port = String((server.address() as AddressInfo).port);
  return {
    url: relayed.href,
    cut: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

describe.skipIf(!url)("while PostgreSQL is down", () => {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  let admin: pg.Client;
  let handle: DbHandle | undefined;

  afterEach(async () => {
    vi.restoreAllMocks();
    await handle?.close().catch(() => undefined);
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it("a signed-in member gets 503 and the desk's error, not a sign-in prompt; the log stays one JSON line each", async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const relay = await relayTo(new URL(url!));
    handle = await openDatabase(relay.url, { schema });
    const t = testAuth(handle);
    const email = "meera@staff.example.in";
    await t.confirmedUser(email, "Rosewood-and-teak-7");
    await handle.db.updateTable("user").set({ role: "staff" }).where("email", "=", email).execute();
    const cookies = cookiesOf(await t.signIn(email, "Rosewood-and-teak-7"));
    const request = () =>
      new Request("http://127.0.0.1:4999/admin", { headers: { cookie: cookies.join("; ") } });
    const services = Promise.resolve({ auth: t.auth, database: handle });
    expect((await requireDesk(request(), { services })).email).toBe(email);

    const written: unknown[][] = [];
    for (const method of ["log", "info", "warn", "error"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void written.push(args));
    }
    relay.cut();

    const refusalOf = async (refuse?: typeof pageRefusal) => {
      try {
        await requireDesk(request(), { services, refuse });
      } catch (thrown) {
        return thrown;
      }
      throw new Error("requireDesk let the request through");
    };
    const api = (await refusalOf()) as Response;
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ error: adminCopy.deskUnavailable });
    const page = (await refusalOf(pageRefusal)) as { init: ResponseInit | null };
    expect(page.init?.status).toBe(503);

    // Lines still waiting for the end of this turn of the event loop are written too.
    await new Promise((resolve) => setImmediate(resolve));
    expect(written.length).toBeGreaterThan(0);
    const lines = written.map((args) => {
      expect(args).toHaveLength(1);
      expect(typeof args[0]).toBe("string");
      expect(args[0]).not.toContain("\n");
      return JSON.parse(args[0] as string) as { level: string; msg: string };
    });
    // Better Auth's own line about it, and the desk's.
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(["auth_library", "auth_unavailable"]),
    );
    const unavailable = lines.find((line) => line.msg === "auth_unavailable") as { error?: string };
    expect(unavailable.error).toMatch(/^Failed to get session: (Connection terminated|connect ECONNREFUSED)/);
    expect(lines.every((line) => ["info", "warn", "error"].includes(line.level))).toBe(true);
  });
});
