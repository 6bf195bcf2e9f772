// The site as it goes live (docs/how-to/go-live.md): the production server with the settings of
// deploy/env.example (test values filled in), behind Debian's Caddy running deploy/Caddyfile, on high
// ports, with certificates from Caddy's own local authority for site.localhost. The browser takes
// Caddy's certificate without checking it (ignoreHTTPSErrors) and the test checks that its issuer is
// Caddy's authority; Node's requests check it against that authority's root certificate.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { find } from "../../scripts/system-tools/tools.mjs";
import { type StartedServer, startServer } from "../support/built-server";
import { copy, deskStatusErrors, formSignIn, statusSelect } from "./admin-helpers";
import { expect, gotoReady, test } from "./fixtures";
import { fillLeadForm, leadForm } from "./lead-form-helpers";

const root = fileURLToPath(new URL("../../", import.meta.url));
const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);
// Clear of the servers playwright.config.ts starts (base to base+6) and of the other specs' own ports.
const ports = { app: portBase + 30, http: portBase + 31, https: portBase + 33 };
const domain = "site.localhost";
const site = `https://${domain}:${ports.https}`;
const caddyPath = find("caddy");

let dir = "";
let server: StartedServer | undefined;
let caddy: ChildProcess | undefined;
let rootCertificate = "";
let env: Record<string, string> = {};
const staff = { email: "kavya@staff.example.in", password: "Go-live-staff-password-1" };

/** deploy/env.example's settings: KEY=value lines, a value in double quotes taken without them. */
function exampleSettings(): Record<string, string> {
  const text = readFileSync(join(root, "deploy/env.example"), "utf8");
  const settings: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) settings[match[1]!] = match[2]!.replace(/^"(.*)"$/, "$1");
  }
  return settings;
}

/**
 * The example's settings with test values where the example has a placeholder. Those that need a
 * real service (an SMTP server, an S3 bucket) are left out: e-mail goes to the outbox, no backups.
 */
function testSettings(data: string): Record<string, string> {
  const example = exampleSettings();
  expect(example).toMatchObject({ TRUST_PROXY: "true", HOST: "127.0.0.1" });
  expect(example.PUBLIC_URL).toMatch(/^https:\/\//);
  const needsRealService = /^(SMTP_URL|BACKUP_.*|AWS_.*)$/;
  const kept = Object.fromEntries(Object.entries(example).filter(([name]) => !needsRealService.test(name)));
  return {
    ...kept,
    PUBLIC_URL: site,
    PORT: String(ports.app),
    SITE_PROFILE: "carpentry",
    DATA_DIR: data,
    DATABASE_URL: join(data, "app.db"),
    AUTH_SECRET: "go-live-test-auth-secret-0123456789abcdef",
  };
}

/** Starts Caddy with deploy/Caddyfile; resolves once it has certificates for both names. */
function startCaddy(home: string): Promise<ChildProcess> {
  const child = spawn(
    caddyPath!,
    ["run", "--config", join(root, "deploy/Caddyfile"), "--adapter", "caddyfile"],
    {
      env: {
        PATH: process.env.PATH,
        HOME: home,
        XDG_DATA_HOME: join(home, "data"),
        XDG_CONFIG_HOME: join(home, "config"),
        SITE_DOMAIN: domain,
        APP_ADDRESS: `127.0.0.1:${ports.app}`,
        HTTP_PORT: String(ports.http),
        HTTPS_PORT: String(ports.https),
        CADDY_ADMIN: "off",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  return new Promise((resolve, reject) => {
    const certified = (name: string) =>
      new RegExp(`"certificate obtained successfully"[^\\n]*"identifier":"${name.replace(/\./g, "\\.")}"`);
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (certified(domain).test(output) && certified(`www.${domain}`).test(output)) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`caddy exited with ${code}:\n${output}`)));
  });
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/**
 * One HTTPS request through Caddy from a client at `from` (an address of this machine's loopback,
 * 127.0.0.x), checked against Caddy's root certificate.
 */
function viaCaddy(
  path: string,
  {
    method = "GET",
    from = "127.0.0.1",
    host = domain,
    headers = {},
    body,
  }: {
    method?: string;
    from?: string;
    host?: string;
    headers?: Record<string, string>;
    body?: string;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpsRequest(
      {
        host: "127.0.0.1",
        port: ports.https,
        servername: host,
        localAddress: from,
        ca: rootCertificate,
        method,
        path,
        headers: { Host: `${host}:${ports.https}`, ...headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("latin1");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

test.describe.configure({ mode: "serial" });
test.use({ ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  test.skip(!caddyPath, "Caddy is not installed: apt-get install caddy (see .ci/run)");
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), "go-live-"));
  env = testSettings(join(dir, "site"));
  server = await startServer(env);
  caddy = await startCaddy(join(dir, "caddy"));
  rootCertificate = readFileSync(join(dir, "caddy/data/caddy/pki/authorities/local/root.crt"), "utf8");
  // A staff member, made as the guide makes the first admin (an admin must set up two-factor
  // sign-in first: REQUIRE_2FA=admin).
  const { stdout } = await promisify(execFile)(
    "npm",
    [
      "run",
      "--silent",
      "admin",
      "--",
      "create",
      "--email",
      staff.email,
      "--password",
      staff.password,
      "--role",
      "staff",
    ],
    { cwd: root, env: { ...process.env, ...env }, timeout: 60_000 },
  );
  expect(stdout).toContain(staff.email);
});

test.afterAll(async () => {
  caddy?.kill("SIGTERM");
  server?.process.kill("SIGTERM");
  await server?.exited;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("HTTP is redirected to HTTPS, www. to the bare domain, and /healthz and /readyz answer through Caddy", async () => {
  const plain = await new Promise<Answer>((resolve, reject) => {
    httpRequest(
      {
        host: "127.0.0.1",
        port: ports.http,
        path: "/contact?utm_source=x",
        headers: { Host: `${domain}:${ports.http}` },
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: "" });
      },
    )
      .on("error", reject)
      .end();
  });
  expect(plain.status).toBe(308);
  // To the same address over HTTPS on its standard port, as a live site has it (Caddy names no
  // port in its redirects, though this test's Caddy listens on a high one).
  expect(plain.headers.location).toBe(`https://${domain}/contact?utm_source=x`);

  const www = await viaCaddy("/services", { host: `www.${domain}` });
  expect(www.status).toBe(301);
  expect(www.headers.location).toBe(`https://${domain}/services`);

  const health = await viaCaddy("/healthz");
  expect([health.status, JSON.parse(health.body)]).toEqual([200, { status: "ok" }]);
  const ready = await viaCaddy("/readyz");
  expect(ready.status).toBe(200);
  expect(JSON.parse(ready.body)).toMatchObject({ status: "ready" });
});

test("pages come over HTTPS with HSTS, compressed once, by the app", async () => {
  const home = await viaCaddy("/", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(home.status).toBe(200);
  expect(home.headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
  expect(home.headers["content-encoding"]).toBe("br");
  // The page as the app stored it, precompressed: Caddy neither compresses again nor changes it.
  const direct = await fetch(`http://127.0.0.1:${ports.app}/`, { headers: { "Accept-Encoding": "br" } });
  expect(home.headers.etag).toBe(direct.headers.get("etag"));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the enquiry form is sent over HTTPS and the lead stored", async ({ page }) => {
    const response = await page.goto(`${site}/contact`);
    expect(response?.status()).toBe(200);
    expect((await response?.securityDetails())?.issuer).toMatch(/^Caddy Local Authority/);
    expect(response?.headers()["strict-transport-security"]).toMatch(/^max-age=/);
    const form = leadForm(page);
    await fillLeadForm(form, { name: "Asha Live", phone: "98450 77001", service: "Modular Kitchen Fitting" });
    const posted = page.waitForResponse((answer) => answer.request().method() === "POST");
    await form.submit.click();
    expect((await posted).status()).toBe(200);
    await expect(form.serverNotice("status")).toContainText("Message Sent Successfully!");
    const db = new Database(env.DATABASE_URL, { readonly: true });
    try {
      expect(db.prepare("select name, source_path from leads where phone = ?").all("+919845077001")).toEqual([
        { name: "Asha Live", source_path: "/contact" },
      ]);
    } finally {
      db.close();
    }
  });
});

test.describe("the desk", () => {
  // Signed out, /admin answers 401 with the sign-in form (the browser logs that status).
  test.use({ allowedConsoleErrors: [deskStatusErrors, { scope: "test" }] });

  test("a staff member signs in to the desk over HTTPS and changes the lead's status", async ({ page }) => {
    await gotoReady(page, `${site}/admin`);
    await formSignIn(page, staff);
    const main = page.locator("main");
    // The desk opens on All Leads.
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.views.all);
    await statusSelect(main, "Asha Live").selectOption("contacted");
    await expect(statusSelect(main, "Asha Live")).toHaveValue("contacted");
    const db = new Database(env.DATABASE_URL, { readonly: true });
    try {
      await expect
        .poll(() => db.prepare("select status from leads where phone = ?").pluck().get("+919845077001"))
        .toBe("contacted");
    } finally {
      db.close();
    }
    // The session cookie is for HTTPS only.
    const cookies = await page.context().cookies(site);
    expect(cookies.filter((cookie) => cookie.httpOnly).every((cookie) => cookie.secure)).toBe(true);
  });
});

test("the enquiry limit counts each visitor's address, not Caddy's, and a forged X-Forwarded-For changes nothing", async () => {
  const limit = Number(/^(\d+)\//.exec(env.LEAD_RATE_LIMIT ?? "")?.[1]);
  expect(limit).toBeGreaterThan(0);
  let sent = 0;
  const enquire = (from: string, headers: Record<string, string> = {}) => {
    sent += 1;
    return viaCaddy("/api/leads", {
      method: "POST",
      from,
      headers: { "Content-Type": "application/json", Origin: site, ...headers },
      body: JSON.stringify({
        name: `Visitor ${sent}`,
        phone: `98450 ${String(78000 + sent)}`,
        service: "Modular Kitchen Fitting",
      }),
    });
  };
  for (let i = 0; i < limit; i += 1) expect((await enquire("127.0.0.2")).status).toBe(201);
  expect((await enquire("127.0.0.2")).status).toBe(429);
  expect((await enquire("127.0.0.2", { "X-Forwarded-For": "203.0.113.9" })).status).toBe(429);
  // Another visitor, through the same Caddy, still has every enquiry of their own.
  expect((await enquire("127.0.0.3")).status).toBe(201);
});

test("a form posted from another site is refused with 403", async () => {
  const body = new URLSearchParams({
    name: "Forged",
    phone: "98450 77999",
    service: "Modular Kitchen Fitting",
  });
  const refused = await viaCaddy("/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://elsewhere.example" },
    body: body.toString(),
  });
  expect(refused.status).toBe(403);
  const signIn = await viaCaddy("/admin", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://elsewhere.example" },
    body: new URLSearchParams({ email: staff.email, password: staff.password }).toString(),
  });
  expect(signIn.status).toBe(403);
  expect(signIn.headers["set-cookie"]).toBeUndefined();
});
