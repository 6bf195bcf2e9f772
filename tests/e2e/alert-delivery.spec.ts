import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { startServer, type StartedServer } from "../support/built-server";

// New-lead alerts leave the server after the lead's commit, from a queue in the database: a
// server killed right after answering 201 sends the alert once it is back, and servers sharing
// one PostgreSQL database send each alert once between them.
const portBase = Number(process.env.E2E_PORT_BASE ?? 4310) + 20;
const ports = { killed: portBase, first: portBase + 1, second: portBase + 2 } as const;
const owner = "owner@example.in";
const leadLink = /\/admin\/leads\/([0-9a-f-]{36})/g;

/** A real SMTP server on a free local port, keeping the raw messages it receives. */
async function smtpServer() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          // Quoted-printable soft line breaks undone, so a link reads whole.
          raw: Buffer.concat(chunks).toString("utf8").replace(/=\r\n/g, ""),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function postLead(port: number, name: string, phone: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, phone, service: "Wardrobe Installation" }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const stop = async (server: StartedServer) => {
  server.process.kill("SIGTERM");
  await server.exited;
};

test("an alert for a lead answered 201 goes out after SIGKILL and a restart, once", async () => {
  test.slow();
  const dir = mkdtempSync(join(tmpdir(), "alert-kill-"));
  const smtp = await smtpServer();
  const env = {
    DATABASE_URL: join(dir, "app.db"),
    DATA_DIR: dir,
    PORT: String(ports.killed),
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: owner,
  };
  try {
    const server = await startServer(env);
    const id = await postLead(ports.killed, "Asha Rao", "98450 12345");
    // Straight after the answer, before the alert's short wait for company is over.
    server.process.kill("SIGKILL");
    await server.exited;
    expect(smtp.received).toHaveLength(0);

    const restarted = await startServer(env);
    await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([owner]);
    expect(mail!.raw).toContain("Subject: New enquiry: Asha Rao, Wardrobe Installation");
    expect(mail!.raw).toContain(`/admin/leads/${id}`);
    await stop(restarted);

    // Taken and sent once: one try, marked sent.
    const db = new Database(env.DATABASE_URL, { readonly: true });
    const rows = db.prepare("select recipient, attempts, sent_at from mail_queue").all() as {
      recipient: string;
      attempts: number;
      sent_at: string | null;
    }[];
    db.close();
    expect(rows).toMatchObject([{ recipient: owner, attempts: 1 }]);
    expect(rows[0]!.sent_at).not.toBeNull();
    expect(smtp.received).toHaveLength(1);
  } finally {
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("two servers on one PostgreSQL database send each alert once", async () => {
  const url = process.env.TEST_DATABASE_URL;
  test.skip(!url, "needs PostgreSQL (TEST_DATABASE_URL)");
  test.slow();
  const name = `alerts_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = Object.assign(new URL(url!), { pathname: `/${name}` }).href;
  const dirs = [mkdtempSync(join(tmpdir(), "alert-a-")), mkdtempSync(join(tmpdir(), "alert-b-"))];
  const servers: StartedServer[] = [];
  try {
    for (const [index, port] of [ports.first, ports.second].entries()) {
      servers.push(
        await startServer({
          DATABASE_URL: databaseUrl,
          DATA_DIR: dirs[index]!,
          PORT: String(port),
          NOTIFY_EMAIL: owner,
          SMTP_URL: "",
          // Every lead of the test comes from this one address.
          LEAD_RATE_LIMIT: "100/1m",
        }),
      );
    }
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const port = i % 2 === 0 ? ports.first : ports.second;
      ids.push(await postLead(port, `Customer ${i}`, `98450 6${String(i).padStart(4, "0")}`));
    }
    // Every lead's link, from both servers' outboxes, in the order the mails went out.
    const alerted = () =>
      dirs.flatMap((dir) => {
        const outbox = join(dir, "outbox");
        const files = (() => {
          try {
            return readdirSync(outbox).filter((file) => file.endsWith(".json"));
          } catch {
            return [];
          }
        })();
        return files.flatMap((file) => {
          const mail = JSON.parse(readFileSync(join(outbox, file), "utf8")) as { to: string; text: string };
          return mail.to === owner
            ? [...new Set([...mail.text.matchAll(leadLink)].map((match) => match[1]!))]
            : [];
        });
      });
    await expect.poll(() => alerted().length, { timeout: 60_000 }).toBeGreaterThanOrEqual(ids.length);
    expect(alerted().sort()).toEqual([...ids].sort());
    // Each taken once and sent.
    const shared = new pg.Client({ connectionString: databaseUrl });
    await shared.connect();
    const rows = await shared
      .query<{ tries: number; unsent: string }>(
        "select max(attempts) as tries, count(*) filter (where sent_at is null) as unsent from mail_queue",
      )
      .finally(() => shared.end());
    expect(rows.rows[0]).toEqual({ tries: 1, unsent: "0" });
  } finally {
    for (const server of servers) await stop(server);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
});
