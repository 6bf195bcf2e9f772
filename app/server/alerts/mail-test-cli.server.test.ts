import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runMailCli } from "./mail-test-cli.server";
import { freePort } from "../../../tests/support/free-port";

// `npm run mail -- test you@example.in` against a real SMTP server on a local port, and a closed one.

const received: { from: string; to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["AUTH", "STARTTLS"],
  logger: false,
  onRcptTo: (address, _session, callback) => {
    if (address.address.endsWith("@nowhere.example.in")) {
      const error = new Error("No such mailbox") as Error & { responseCode: number };
      error.responseCode = 550;
      return callback(error);
    }
    callback();
  },
  onData: (stream, session, callback) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback(null, "Queued as TEST123");
    });
  },
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

function run(argv: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runMailCli(argv, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    env,
    from: "BTM Carpentry Works <hello@btmcarpentryworks.in>",
  });
  return code.then((exit) => ({ exit, out, err }));
}

describe("npm run mail -- test", () => {
  it("sends one message and prints what the mail server answered", async () => {
    const result = await run(["test", "owner@btmcarpentryworks.in"], {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    expect(result.err).toEqual([]);
    expect(result.exit).toBe(0);
    expect(result.out).toEqual([
      `Sent to owner@btmcarpentryworks.in through 127.0.0.1:${port} from BTM Carpentry Works <hello@btmcarpentryworks.in>. The mail server answered: 250 Queued as TEST123`,
    ]);
    expect(received.at(-1)).toMatchObject({
      from: "hello@btmcarpentryworks.in",
      to: ["owner@btmcarpentryworks.in"],
    });
    expect(received.at(-1)!.raw).toContain("Subject: Test message from");
  });

  it("says in one line why, when the server refuses the address", async () => {
    const result = await run(["test", "someone@nowhere.example.in"], {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    expect(result.exit).toBe(1);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(
      new RegExp(`^Could not send through 127\\.0\\.0\\.1:${port}: .*550 No such mailbox`),
    );
  });

  it("says in one line why it could not connect, with no password shown", async () => {
    const closed = await freePort();
    const result = await run(["test", "owner@btmcarpentryworks.in"], {
      SMTP_URL: `smtp://mailer:s3cret-pass@127.0.0.1:${closed}`,
    });
    expect(result.exit).toBe(1);
    expect(result.out).toEqual([]);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(
      new RegExp(`^Could not send through 127\\.0\\.0\\.1:${closed}: .*ECONNREFUSED`),
    );
    expect(result.err[0]).not.toContain("s3cret-pass");
  });

  it("tells that SMTP_URL is not set, and asks for an address", async () => {
    const unset = await run(["test", "owner@btmcarpentryworks.in"], {});
    expect(unset.exit).toBe(1);
    expect(unset.err).toEqual([
      expect.stringMatching(/^SMTP_URL is not set: the server writes e-mail into DATA_DIR\/outbox\//),
    ]);
    expect((await run(["test"], { SMTP_URL: `smtp://127.0.0.1:${port}` })).exit).toBe(2);
    expect((await run(["test", "not-an-address"], { SMTP_URL: `smtp://127.0.0.1:${port}` })).exit).toBe(2);
  });
});
