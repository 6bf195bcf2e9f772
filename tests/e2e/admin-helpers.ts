// Shared by the lead-desk specs (tests/e2e/admin-*.spec.ts, project "desk"): staff accounts made
// through the real sign-up flow or the admin CLI, the e-mail outbox, seeded leads, what the
// desk's SQLite database holds, and the desk's controls found the way a person finds them.
//
// The desk server (playwright.config.ts) has no SMTP_URL, so every e-mail it sends is a JSON file
// in <DATA_DIR>/outbox. It trusts X-Forwarded-For, so each test is its own client address: the
// per-address sign-in and sign-up limits of one test never refuse another's.
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import {
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from "@playwright/test";
import Database from "better-sqlite3";
import { deskDataDir, databaseFile } from "../../playwright.config";
import { afterRoundTrip, expect, test as base } from "./fixtures";
import { failedResourceError } from "./lead-form-helpers";

const root = fileURLToPath(new URL("../../", import.meta.url));
const dataDir = `${root}${deskDataDir}`;
const databasePath = `${root}${databaseFile("desk")}`;

export const statuses = ["new", "contacted", "qualified", "converted", "closed"] as const;
export type Status = (typeof statuses)[number];

export const copy = {
  signIn: "Sign In",
  signUp: "Sign Up",
  signOut: "Sign Out",
  forgot: "Forgot password?",
  checkEmail: { title: "Check your email", text: "We've sent you a confirmation link." },
  welcome: { title: "Welcome back!", text: "You've successfully signed in." },
  accessDenied: "Access Denied",
  accessDeniedText: "You don't have permission to access this dashboard.",
  empty: "No leads found. Leads will appear here when customers submit the contact form.",
  columns: ["Name", "Contact", "Service", "Status", "Date", "Actions"],
} as const;

/**
 * The /admin page answers 401 signed out and 403 signed in without the admin role, by design; the
 * browser logs each such document or data response as a console error.
 */
export const deskStatusErrors = [
  failedResourceError(401, "/admin"),
  failedResourceError(403, "/admin"),
  failedResourceError(401, "/admin.data"),
  failedResourceError(403, "/admin.data"),
  // A status change refused to a signed-out or demoted account (the dropdown's endpoint).
  ...[401, 403].map(
    (status) =>
      new RegExp(
        `^console\\.error: Failed to load resource: the server responded with a status of ${status} \\(.*\\) \\(https?://[^/]+/resources/leads/[^/]+/status\\.data(\\?[^:#]*)?:\\d+\\)$`,
      ),
  ),
];

let addressCount = 0;

/** A client address no other test in the run uses (sent as X-Forwarded-For). */
export function newClientAddress(testInfo: TestInfo): string {
  addressCount += 1;
  return `10.${testInfo.workerIndex % 250}.${Math.floor(addressCount / 250) % 250}.${(addressCount % 250) + 1}`;
}

export const test = base.extend<{ clientAddress: string }>({
  allowedConsoleErrors: [deskStatusErrors, { scope: "test" }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  clientAddress: async ({}, provide, testInfo) => {
    await provide(newClientAddress(testInfo));
  },
  extraHTTPHeaders: async ({ clientAddress }, provide) => {
    await provide({ "X-Forwarded-For": clientAddress });
  },
});

export { expect };

// ---- identities ----------------------------------------------------------------------------------

/** A short tag that keeps this run's (and this retry's) names and addresses apart from any other. */
export const runTag = () => Math.random().toString(36).slice(2, 8);

let emailCount = 0;

export function newEmail(label: string, testInfo: TestInfo): string {
  emailCount += 1;
  return `${label}-w${testInfo.workerIndex}-${emailCount}-${runTag()}@staff.example.in`;
}

let phoneCount = 0;

/**
 * A phone no other seeded lead in this run has: the same phone and service within ten minutes
 * count as one lead, so every seeded lead needs its own. Worker index and a per-worker counter make
 * it unique in the run (each run starts with an empty database).
 */
export function newPhone(testInfo: TestInfo) {
  phoneCount += 1;
  const national = `97${String(testInfo.workerIndex % 100).padStart(2, "0")}${String(phoneCount).padStart(6, "0")}`;
  return {
    national,
    /** As a person types it: "97000 00012". */
    spaced: `${national.slice(0, 5)} ${national.slice(5)}`,
    e164: `+91${national}`,
  };
}

// ---- the admin CLI -------------------------------------------------------------------------------

const run = promisify(execFile);

/** `npm run admin -- <args>` against the desk server's database, as the README tells an owner to. */
export async function adminCli(...args: string[]): Promise<string> {
  const { stdout } = await run("npm", ["run", "--silent", "admin", "--", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: `./${deskDataDir}`, DATABASE_URL: `./${databaseFile("desk")}` },
    timeout: 60_000,
  });
  return stdout;
}

export type Account = { email: string; password: string };

/** A confirmed admin, made with the CLI. */
export async function createAdmin(testInfo: TestInfo, label = "admin"): Promise<Account> {
  const account = { email: newEmail(label, testInfo), password: `Desk-${runTag()}-pass` };
  const out = await adminCli("create", "--email", account.email, "--password", account.password);
  expect(out).toContain(`Created admin ${account.email}`);
  return account;
}

// ---- the outbox ----------------------------------------------------------------------------------

export type Mail = { to: string; subject: string; text: string; link?: string; sentAt: string };

function outbox(): { file: string; mail: Mail }[] {
  const dir = `${dataDir}/outbox`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => ({ file, mail: JSON.parse(readFileSync(`${dir}/${file}`, "utf8")) as Mail }));
}

/** Every message sent to an address so far, oldest first. */
export function mailsTo(email: string, subject?: RegExp): Mail[] {
  return outbox()
    .map(({ mail }) => mail)
    .filter((mail) => mail.to === email && (!subject || subject.test(mail.subject)));
}

/** Waits for the count-th message to an address (1 = the first) and returns it. */
export async function waitForMail(email: string, subject: RegExp, count = 1): Promise<Mail> {
  await expect
    .poll(() => mailsTo(email, subject).length, { message: `e-mail to ${email} matching ${subject}` })
    .toBeGreaterThanOrEqual(count);
  return mailsTo(email, subject)[count - 1]!;
}

/** The link in a message, checked to point at the desk server. */
export function linkOf(mail: Mail, baseURL: string): string {
  expect(mail.link, "the message carries a link").toBeTruthy();
  expect(mail.text).toContain(mail.link);
  const link = new URL(mail.link!);
  expect(link.origin).toBe(new URL(baseURL).origin);
  return link.href;
}

export const confirmSubject = /^Confirm your .+ staff account$/;
export const resetSubject = /^Reset your .+ password$/;

// ---- accounts through the real flow -------------------------------------------------------------

/**
 * A confirmed account without the admin role: signed up through Better Auth's endpoint, confirmed
 * through the e-mailed link. `request` must carry the test's client address.
 */
export async function createPlainUser(
  request: APIRequestContext,
  testInfo: TestInfo,
  label = "staff",
): Promise<Account> {
  const account = { email: newEmail(label, testInfo), password: `Plain-${runTag()}-pass` };
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { email: account.email, password: account.password, name: label },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const mail = await waitForMail(account.email, confirmSubject);
  const confirm = await request.get(linkOf(mail, baseURLOf(testInfo)), { maxRedirects: 0 });
  expect(confirm.status()).toBe(302);
  return account;
}

export function baseURLOf(testInfo: TestInfo): string {
  const url = testInfo.project.use.baseURL;
  if (!url) throw new Error(`project "${testInfo.project.name}" has no baseURL`);
  return url;
}

/** Signs in through Better Auth's endpoint; the session cookie lands in the request's cookie jar. */
export async function apiSignIn(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

// ---- seeded leads --------------------------------------------------------------------------------

export type SeedLead = {
  name: string;
  phone?: string;
  email?: string;
  service?: string;
  message?: string;
  source_path?: string;
  utm_source?: string;
  utm_campaign?: string;
  referrer?: string;
};

export type Seeded = { id: string; name: string; phone: string; e164: string; email?: string };

/** Submits a lead through POST /api/leads, as the contact form does. */
export async function seedLead(
  request: APIRequestContext,
  testInfo: TestInfo,
  lead: SeedLead,
): Promise<Seeded> {
  const phone = newPhone(testInfo);
  const body = { service: "Wardrobe Installation", phone: phone.spaced, ...lead };
  const response = await request.post("/api/leads", { data: body });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return {
    id,
    name: lead.name,
    phone: body.phone,
    e164: lead.phone ? `+91${lead.phone.replace(/\D/g, "").slice(-10)}` : phone.e164,
    email: lead.email,
  };
}

/** A request context of its own client address (its own lead and sign-in limits). */
export function clientApi(playwright: PlaywrightWorkerArgs["playwright"], testInfo: TestInfo) {
  return playwright.request.newContext({
    baseURL: baseURLOf(testInfo),
    extraHTTPHeaders: { "X-Forwarded-For": newClientAddress(testInfo) },
  });
}

/** A browser of its own client address, as a person on another network would be. */
export function browserElsewhere(browser: Browser, testInfo: TestInfo) {
  return browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": newClientAddress(testInfo) } });
}

/** Seeds `count` leads, the i-th (from 1) described by `lead(i)`, one after another: oldest first. */
export async function seedLeads(
  request: APIRequestContext,
  testInfo: TestInfo,
  count: number,
  lead: (i: number) => SeedLead,
): Promise<Seeded[]> {
  const seeded: Seeded[] = [];
  for (let i = 1; i <= count; i += 1) seeded.push(await seedLead(request, testInfo, lead(i)));
  return seeded;
}

// ---- the desk's database -------------------------------------------------------------------------

function withDb<T>(read: (db: Database.Database) => T): T {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/**
 * Moves the end of every session of an account, as if time had passed: the one write the tests
 * make to the server's database (SQLite in WAL mode takes it while the server runs).
 */
export function setSessionsExpiry(email: string, expiresAt: Date): void {
  const db = new Database(databasePath, { fileMustExist: true });
  try {
    const changed = db
      .prepare('update session set "expiresAt" = ? where "userId" = (select id from user where email = ?)')
      .run(expiresAt.toISOString(), email).changes;
    expect(changed, `sessions of ${email}`).toBeGreaterThan(0);
  } finally {
    db.close();
  }
}

export function storedSessionsExpiry(email: string): Date[] {
  return withDb((db) =>
    (
      db
        .prepare('select "expiresAt" from session where "userId" = (select id from user where email = ?)')
        .all(email) as { expiresAt: string }[]
    ).map((row) => new Date(row.expiresAt)),
  );
}

export type Counts = { total: number; new: number; qualified: number; converted: number };

/** The counters as the database has them right now. */
export function storedCounts(): Counts {
  return withDb((db) => {
    const rows = db.prepare("select status, count(*) as n from leads group by status").all() as {
      status: Status;
      n: number;
    }[];
    const by = (status: Status) => rows.find((row) => row.status === status)?.n ?? 0;
    return {
      total: rows.reduce((sum, row) => sum + row.n, 0),
      new: by("new"),
      qualified: by("qualified"),
      converted: by("converted"),
    };
  });
}

export function storedLead(id: string) {
  return withDb(
    (db) =>
      db.prepare("select * from leads where id = ?").get(id) as
        { id: string; name: string; status: Status; created_at: string; updated_at: string } | undefined,
  );
}

export function storedEvents(leadId: string) {
  return withDb(
    (db) =>
      db.prepare("select * from lead_events where lead_id = ? order by created_at").all(leadId) as {
        actor_email: string;
        from_status: Status;
        to_status: Status;
        created_at: string;
      }[],
  );
}

// ---- the desk's controls -------------------------------------------------------------------------

export function authForm(page: Page) {
  const main = page.locator("main");
  return {
    heading: main.getByRole("heading", { level: 1 }),
    email: main.getByLabel("Email"),
    password: main.getByLabel("Password", { exact: true }),
    signIn: main.getByRole("button", { name: copy.signIn, exact: true }),
    signUp: main.getByRole("button", { name: copy.signUp, exact: true }),
    toSignUp: main.getByRole("link", { name: /Sign Up/ }),
    forgot: main.getByRole("link", { name: copy.forgot }),
  };
}

/** Signs in with the form on /admin (the page must show it). */
export async function formSignIn(page: Page, account: Account): Promise<void> {
  const form = authForm(page);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  await form.signIn.click();
}

/** The notice in the corner (its title and text, as the desk words them). */
export function toast(page: Page): Locator {
  return page.getByTestId("toast");
}

/** Expects the notice a server's answer brings (the first look waits for the round trip). */
export async function expectToast(page: Page, notice: { title: string; text: string | RegExp }) {
  // The notice before it may still be showing: the new one's words, not just a notice, are what
  // arrives after the round trip.
  const shown = toast(page);
  await expect(shown).toContainText(notice.title, afterRoundTrip);
  await expect(shown).toContainText(notice.text, afterRoundTrip);
}

/** The value shown under a counter's label. */
export function counter(page: Page, label: "Total Leads" | "New" | "Qualified" | "Converted"): Locator {
  return page
    .locator("main dl > div")
    .filter({ has: page.locator("dt").getByText(label, { exact: true }) })
    .locator("dd");
}

export async function expectCounters(page: Page, counts: Counts): Promise<void> {
  await expect(counter(page, "Total Leads")).toHaveText(String(counts.total));
  await expect(counter(page, "New")).toHaveText(String(counts.new));
  await expect(counter(page, "Qualified")).toHaveText(String(counts.qualified));
  await expect(counter(page, "Converted")).toHaveText(String(counts.converted));
}

/** The counters shown on the page, read once. */
export async function shownCounts(page: Page): Promise<Counts> {
  const read = async (label: Parameters<typeof counter>[1]) =>
    Number(await counter(page, label).textContent());
  return {
    total: await read("Total Leads"),
    new: await read("New"),
    qualified: await read("Qualified"),
    converted: await read("Converted"),
  };
}

/** A lead's row in the All Leads table (wide screens). */
export function leadRow(page: Page, name: string): Locator {
  return page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
}

export function statusSelect(scope: Page | Locator, name: string): Locator {
  return scope.getByRole("combobox", { name: `Change status: ${name}` });
}

/** The search and status-filter form above the list. */
export function filters(page: Page) {
  const main = page.locator("main");
  return {
    search: main.getByRole("searchbox", { name: "Search" }),
    status: main.getByRole("combobox", { name: "Status", exact: true }),
    submit: main.getByRole("button", { name: "Search", exact: true }),
    exportLink: main.getByRole("link", { name: "Export CSV" }),
  };
}

/** The "1–50 of 56" line of the pager. */
export function pageSummary(page: Page): Locator {
  return page.getByRole("navigation", { name: "Pages" }).getByText(/^\d+–\d+ of \d+$/);
}

// ---- exports ------------------------------------------------------------------------------------

/** Parses CSV text (RFC 4180: quoted cells, doubled quotes, CRLF rows). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 1;
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

// ---- before the desk's scripts run ---------------------------------------------------------------

/**
 * Holds every JavaScript module the page asks for until `release()`, so a test can use the server's
 * page as a person can before the desk's scripts have arrived. `held` lists the paths held so far,
 * and `hydrated()` tells whether React has taken the page over yet.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
    async (route) => {
      held.push(new URL(route.request().url()).pathname);
      await released;
      await route.fallback();
    },
  );
  const hydrated = () =>
    page.evaluate(() =>
      Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__react")),
    );
  return { release, held, hydrated };
}
