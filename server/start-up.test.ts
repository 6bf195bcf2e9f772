import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureCurrentBuild, runServer, type ServerRun } from "../tests/support/built-server";
import { freePort } from "../tests/support/free-port";

// What someone starting the production server (`npm start`, that is `node server.js`) sees when a
// setting or a file it needs is wrong: the server does not start, exits 1, and says why in one line
// on stderr that names the variable or file. No stack trace, and no secret, ever.

const secrets = {
  smtpPassword: "s3cretpass",
  authSecret: "Zq8-very-long-auth-secret-0123456789abcdef",
  pgPassword: "pgs3cretword",
};

let dir = "";

/** A fresh data folder and database file for each run (and a port, used only by a run that starts). */
const base = () => {
  const data = mkdtempSync(join(dir, "run-"));
  return { DATA_DIR: data, DATABASE_URL: join(data, "app.db"), PORT: "4869" };
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "start-up-"));
  ensureCurrentBuild();
}, 600_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Asserts the run refused to start with exactly one line on stderr matching `message`. */
function expectRefused(run: ServerRun, message: RegExp) {
  expect(run.started, "the server started").toBe(false);
  expect(run.code).toBe(1);
  const lines = run.stderr.split("\n").filter((line) => line !== "");
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(message);
  expect(run.stderr).not.toMatch(/^\s+at /m);
}

const timeout = 120_000;

describe("start-up refuses a bad setting with one line naming it, and exits 1", () => {
  it.each([
    ["PORT", "0x10", /^Cannot start: PORT must be a whole number from 1 to 65535 \(got "0x10"\)$/],
    ["PORT", "1e3", /^Cannot start: PORT must be a whole number from 1 to 65535 \(got "1e3"\)$/],
    [
      "LEAD_RATE_LIMIT",
      "5/99999999999999d",
      /^Cannot start: LEAD_RATE_LIMIT must be .*\(got "5\/99999999999999d"\)$/,
    ],
    ["DATABASE_URL", ":memory:", /^Cannot start: DATABASE_URL .*in-memory.*\(got ":memory:"\)$/],
    ["DATABASE_URL", "file::memory:", /^Cannot start: DATABASE_URL .*in-memory/],
    [
      "DATABASE_URL",
      `file:${join(tmpdir(), "start-up-leads.db")}?mode=memory`,
      /^Cannot start: DATABASE_URL .*in-memory/,
    ],
    ["AUTH_SECRET", "short", /^Cannot start: AUTH_SECRET must be at least 32 characters/],
    ["REQUIRE_2FA", "everyone", /^Cannot start: REQUIRE_2FA must be "off" or "admin" \(got "everyone"\)$/],
  ])(
    "%s=%s",
    async (name, value, message) => {
      const run = await runServer({ ...base(), [name]: value });
      expectRefused(run, message);
      if (name === "AUTH_SECRET") expect(run.stderr).not.toContain(value);
    },
    timeout,
  );
});

describe("start-up refuses a database it cannot use, naming the file or host", () => {
  it(
    "a file that is not a database",
    async () => {
      const env = base();
      writeFileSync(env.DATABASE_URL, "these are not the leads you are looking for\n".repeat(100));
      expectRefused(
        await runServer(env),
        new RegExp(`^Cannot start: .*${env.DATABASE_URL}.*not an SQLite database`),
      );
    },
    timeout,
  );

  it(
    "a file whose folder cannot be made",
    async () => {
      const env = base();
      writeFileSync(join(env.DATA_DIR, "a-file"), "");
      const url = join(env.DATA_DIR, "a-file", "leads", "app.db");
      expectRefused(
        await runServer({ ...env, DATABASE_URL: url }),
        new RegExp(`^Cannot start: .*${join(env.DATA_DIR, "a-file", "leads")}.*DATABASE_URL`),
      );
    },
    timeout,
  );

  it(
    "a PostgreSQL server that cannot be reached, with its password masked",
    async () => {
      const run = await runServer({
        ...base(),
        DATABASE_URL: `postgres://leads:${secrets.pgPassword}@127.0.0.1:1/leads`,
      });
      expectRefused(run, /^Cannot start: cannot connect to PostgreSQL at 127\.0\.0\.1:1 .*DATABASE_URL/);
      expect(run.stderr).toContain("postgres://leads:***@127.0.0.1:1/leads");
      expect(run.stderr).not.toContain(secrets.pgPassword);
    },
    timeout,
  );
});

describe("start-up refuses a profile file it cannot use, naming the file", () => {
  /** YAML of a few hundred bytes whose aliases, built out, would be hundreds of millions of values. */
  const aliasBomb = "abcdefghi"
    .split("")
    .map(
      (name, i, names) =>
        `${name}: &${name} [${Array(9)
          .fill(i === 0 ? '"x"' : `*${names[i - 1]}`)
          .join(", ")}]`,
    )
    .join("\n");

  it.each([
    ["YAML whose aliases expand without end", "bomb.yaml", aliasBomb, /not valid YAML: its aliases/],
    [
      "a file larger than a profile can be",
      "huge.json",
      `"${"a".repeat(2 * 1024 * 1024)}"`,
      /is larger than/,
    ],
  ])(
    "%s",
    async (_, name, content, message) => {
      const env = base();
      const file = join(env.DATA_DIR, name);
      writeFileSync(file, content);
      const run = await runServer({ ...env, SITE_PROFILE: file });
      expectRefused(run, new RegExp(`^Cannot start: SITE_PROFILE file ${file}: ${message.source}`));
    },
    timeout,
  );
});

describe("start-up refuses a generated auth secret file it cannot trust", () => {
  it.each([
    ["holds fewer than 32 characters", "tooshort-4f9a\n", /holds fewer than 32 characters/],
    ["is empty", "", /is empty/],
  ])(
    "the file %s",
    async (_, content, message) => {
      const env = base();
      const file = join(env.DATA_DIR, "auth-secret");
      writeFileSync(file, content);
      const run = await runServer(env);
      expectRefused(run, new RegExp(`^Cannot start: the auth secret file ${file} ${message.source}`));
      if (content) expect(run.stderr).not.toContain(content.trim());
    },
    timeout,
  );
});

describe("start-up refuses a port it cannot listen on", () => {
  let other: Server;
  let busy = 0;
  beforeAll(async () => {
    other = createServer();
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    busy = (other.address() as { port: number }).port;
  });
  afterAll(() => void other.close());

  it(
    "a port that is in use",
    async () => {
      const run = await runServer({ ...base(), PORT: String(busy) });
      expectRefused(run, new RegExp(`^Cannot start: PORT ${busy} is in use on 127\\.0\\.0\\.1`));
    },
    timeout,
  );
});

describe("start-up never prints a secret", () => {
  const withSecrets = {
    SMTP_URL: `smtps://mailer:${secrets.smtpPassword}@smtp.example.in:465`,
    AUTH_SECRET: secrets.authSecret,
  };
  const expectNoSecret = (run: ServerRun) => {
    for (const secret of Object.values(secrets)) {
      expect(run.stderr).not.toContain(secret);
      expect(run.stdout).not.toContain(secret);
    }
  };

  it.each([
    ["another setting is bad", { PORT: "0x10" }],
    ["SMTP_URL itself is bad", { SMTP_URL: `smtp//mailer:${secrets.smtpPassword}@smtp.example.in:465` }],
    ["SMTP_URL has the wrong scheme", { SMTP_URL: `http://mailer:${secrets.smtpPassword}@smtp.example.in` }],
    [
      "DATABASE_URL is not for SQLite or PostgreSQL",
      { DATABASE_URL: `mysql://root:${secrets.pgPassword}@db/leads` },
    ],
    [
      "PostgreSQL cannot be reached",
      { DATABASE_URL: `postgres://leads:${secrets.pgPassword}@127.0.0.1:1/leads` },
    ],
    ["the AUTH_SECRET is too short", { AUTH_SECRET: secrets.authSecret.slice(0, 20) }],
  ])(
    "when %s",
    async (_, env) => {
      const run = await runServer({ ...base(), ...withSecrets, ...env });
      expectNoSecret(run);
      expect(run.stderr).not.toContain(secrets.authSecret.slice(0, 20));
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
    },
    timeout,
  );
});

describe("npm start always runs the production server", () => {
  it(
    "ignores NODE_ENV=development, says so, and sends no stack trace to a client",
    async () => {
      const env = { ...base(), PORT: String(await freePort()) };
      let body = "";
      const run = await runServer({ ...env, NODE_ENV: "development" }, async () => {
        // A GET to an action-only route is an error inside React Router: in development mode its
        // answer carries the stack trace with the server's file paths.
        const response = await fetch(`http://127.0.0.1:${env.PORT}/resources/leads/x/status`);
        body = await response.text();
      });
      expect(run.started).toBe(true);
      expect(body).not.toMatch(/stack|node_modules|file:\/\/|\.m?js:\d+/);
      expect(run.stderr.split("\n")[0]).toBe(
        "NODE_ENV=development is ignored: npm start always runs the production server (npm run dev is for development)",
      );
    },
    timeout,
  );
});
