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
  request as playwrightRequest,
  type TestInfo,
} from "@playwright/test";
import Database from "better-sqlite3";
import { deskDataDir, databaseFile } from "../../playwright.config";
import { afterRoundTrip, expect, test as base } from "./fixtures";
import { failedResourceError } from "./lead-form-helpers";
import { expectAccessible } from "./accessibility";

const root = fileURLToPath(new URL("../../", import.meta.url));
const dataDir = `${root}${deskDataDir}`;
const databasePath = `${root}${databaseFile("desk")}`;

/**
 * A desk server: its address, its data folder (auth secret, outbox) and its database. Helpers work
 * on the project's desk server unless given another, one a spec starts itself (desk-*.spec.ts).
 */
export type DeskServer = { baseURL: string; dataDir: string; databasePath: string };

/** The desk server of the test's project (playwright.config.ts). */
export function projectDesk(testInfo: TestInfo): DeskServer {
  return { baseURL: baseURLOf(testInfo), dataDir, databasePath };
}

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
  /** The desk's two views: /admin opens on "All Leads", "Due" is ?view=due. */
  views: { due: "Due", all: "All Leads" },
  dueEmpty: "Nothing due. Follow-ups for today and new enquiries nobody has contacted show here.",
  timeline: "Timeline",
  arrived: "Enquiry arrived",
  /** The setup page for a first-admin link that is used, expired, wrong or missing. */
  setupLinkSpent: "This setup link has expired or was already used.",
  setupLinkWrong: "This link is incomplete or wrong: copy the whole line the server printed.",
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
  // A change refused to a signed-out or demoted account (the endpoints of the desk's forms).
  ...[401, 403].map(
    (status) =>
      new RegExp(
        `^console\\.error: Failed to load resource: the server responded with a status of ${status} \\(.*\\) \\(https?://[^/]+/resources/leads/[^/]+/(change|activities)\\.data(\\?[^:#]*)?:\\d+\\)$`,
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
    /** As the desk shows it: "+91 97000 00012". */
    shown: `+91 ${national.slice(0, 5)} ${national.slice(5)}`,
  };
}

// ---- the admin CLI -------------------------------------------------------------------------------

const run = promisify(execFile);

/** `npm run admin -- <args>` against a desk server's data folder and database. */
async function adminCliAt(desk: Pick<DeskServer, "dataDir" | "databasePath">, args: string[]) {
  const { stdout } = await run("npm", ["run", "--silent", "admin", "--", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: desk.dataDir, DATABASE_URL: desk.databasePath },
    timeout: 60_000,
  });
  return stdout;
}

/** `npm run admin -- <args>` against the desk server's database, as the README tells an owner to. */
export async function adminCli(...args: string[]): Promise<string> {
  return adminCliAt({ dataDir: `./${deskDataDir}`, databasePath: `./${databaseFile("desk")}` }, args);
}

export type Account = { email: string; password: string };

/** A confirmed admin, made with the CLI (on the project's desk server, or `desk`). */
export async function createAdmin(testInfo: TestInfo, label = "admin", desk?: DeskServer): Promise<Account> {
  const account = { email: newEmail(label, testInfo), password: `Desk-${runTag()}-pass` };
  const args = ["create", "--email", account.email, "--password", account.password];
  const out = desk ? await adminCliAt(desk, args) : await adminCli(...args);
  expect(out).toContain(`Created admin ${account.email}`);
  return account;
}

/** `npm run admin -- <args>` against another server's data folder and database; the exit code and output. */
export async function adminCliOn(
  env: { DATA_DIR: string; DATABASE_URL: string },
  ...args: string[]
): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run("npm", ["run", "--silent", "admin", "--", ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      timeout: 60_000,
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string };
    if (typeof failed.code !== "number") throw error;
    return { code: failed.code, out: failed.stdout ?? "" };
  }
}

// ---- the outbox ----------------------------------------------------------------------------------

export type Mail = { to: string; subject: string; text: string; link?: string; sentAt: string };

function outbox(desk: Pick<DeskServer, "dataDir">): { file: string; mail: Mail }[] {
  const dir = `${desk.dataDir}/outbox`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .flatMap((file) => {
      // The server writes each message in place: one read while it is being written is not a
      // message yet (the next look finds it whole).
      try {
        return [{ file, mail: JSON.parse(readFileSync(`${dir}/${file}`, "utf8")) as Mail }];
      } catch {
        return [];
      }
    });
}

/** Every message sent to an address so far, oldest first (by the project's desk server, or `desk`). */
export function mailsTo(
  email: string,
  subject?: RegExp,
  desk: Pick<DeskServer, "dataDir"> = { dataDir },
): Mail[] {
  return outbox(desk)
    .map(({ mail }) => mail)
    .filter((mail) => mail.to === email && (!subject || subject.test(mail.subject)));
}

/** Waits for the count-th message to an address (1 = the first) and returns it. */
export async function waitForMail(
  email: string,
  subject: RegExp,
  count = 1,
  desk: Pick<DeskServer, "dataDir"> = { dataDir },
): Promise<Mail> {
  await expect
    .poll(() => mailsTo(email, subject, desk).length, { message: `e-mail to ${email} matching ${subject}` })
    .toBeGreaterThanOrEqual(count);
  return mailsTo(email, subject, desk)[count - 1]!;
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
 * A confirmed account without a desk role: signed up through Better Auth's endpoint, confirmed
 * through the e-mailed link and a first sign-in from the browser that followed it (a browser of its
 * own, so `request` stays signed out). `request` must carry the test's client address, and be
 * addressed to the project's desk server or to `desk`.
 */
export async function createPlainUser(
  request: APIRequestContext,
  testInfo: TestInfo,
  label = "staff",
  desk: DeskServer = projectDesk(testInfo),
): Promise<Account> {
  const account = { email: newEmail(label, testInfo), password: `Plain-${runTag()}-pass` };
  const signUp = await request.post(`${desk.baseURL}/api/auth/sign-up/email`, {
    data: { email: account.email, password: account.password, name: label },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const mail = await waitForMail(account.email, confirmSubject, 1, desk);
  const theirs = await playwrightRequest.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": newClientAddress(testInfo) },
  });
  try {
    const confirm = await theirs.get(linkOf(mail, desk.baseURL), { maxRedirects: 0 });
    expect(confirm.status()).toBe(302);
    const signIn = await theirs.post(`${desk.baseURL}/api/auth/sign-in/email`, {
      data: account,
      headers: { origin: new URL(desk.baseURL).origin },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
  } finally {
    await theirs.dispose();
  }
  return account;
}

export type StaffAccount = Account & { id: string };

/**
 * A confirmed staff member: signed up and confirmed through the real flow, then given the staff
 * role by setting the account's role column in the desk's database, as an admin's grant does.
 */
export async function createStaff(
  testInfo: TestInfo,
  label = "staff",
  desk: DeskServer = projectDesk(testInfo),
): Promise<StaffAccount> {
  const api = await playwrightRequest.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": newClientAddress(testInfo) },
  });
  try {
    const account = await createPlainUser(api, testInfo, label, desk);
    setRole(account.email, "staff", desk);
    return { ...account, id: storedUserId(account.email, desk) };
  } finally {
    await api.dispose();
  }
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

export type Seeded = {
  id: string;
  name: string;
  phone: string;
  e164: string;
  /** The number as the desk shows it, in its international format. */
  shown: string;
  email?: string;
};

/** The ten digits of an Indian number however it is typed. */
const national = (typed: string) => typed.replace(/\D/g, "").slice(-10);

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
    e164: lead.phone ? `+91${national(lead.phone)}` : phone.e164,
    shown: lead.phone
      ? `+91 ${national(lead.phone).slice(0, 5)} ${national(lead.phone).slice(5)}`
      : phone.shown,
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

function withDb<T>(
  read: (db: Database.Database) => T,
  desk: Pick<DeskServer, "databasePath"> = { databasePath },
): T {
  const db = new Database(desk.databasePath, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/**
 * Sets an account's role column ("staff", "admin", or "user" for none), as an admin's grant would:
 * the server reads it on every request (SQLite in WAL mode takes the write while the server runs).
 */
export function setRole(
  email: string,
  role: string,
  desk: Pick<DeskServer, "databasePath"> = { databasePath },
) {
  const db = new Database(desk.databasePath, { fileMustExist: true });
  try {
    const changed = db.prepare("update user set role = ? where email = ?").run(role, email).changes;
    expect(changed, `the account ${email}`).toBe(1);
  } finally {
    db.close();
  }
}

/** The id of an account (what a lead's assignee is). */
export function storedUserId(
  email: string,
  desk: Pick<DeskServer, "databasePath"> = { databasePath },
): string {
  const row = withDb((db) => db.prepare("select id from user where email = ?").get(email), desk) as
    { id: string } | undefined;
  expect(row, `the account ${email}`).toBeDefined();
  return row!.id;
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

/** An account's role column as the database has it right now ("user" for none). */
export function storedRole(email: string): string | null | undefined {
  return withDb(
    (db) =>
      (db.prepare("select role from user where email = ?").get(email) as { role: string | null } | undefined)
        ?.role,
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

export type StoredLead = {
  id: string;
  name: string;
  phone: string;
  service: string;
  message: string | null;
  status: Status;
  source: string;
  assignee_id: string | null;
  follow_up_at: string | null;
  last_contact_at: string | null;
  lost_reason: string | null;
  created_at: string;
  updated_at: string;
};

export function storedLead(id: string, desk?: Pick<DeskServer, "databasePath">) {
  return withDb(
    (db) => db.prepare("select * from leads where id = ?").get(id) as StoredLead | undefined,
    desk,
  );
}

export type StoredActivity = {
  id: string;
  lead_id: string;
  kind: string;
  text: string;
  actor_id: string | null;
  actor_email: string | null;
  created_at: string;
  deleted_at: string | null;
  deleted_by: string | null;
};

/** A lead's timeline as the database has it, oldest first. */
export function storedActivities(leadId: string, desk?: Pick<DeskServer, "databasePath">) {
  return withDb(
    (db) =>
      db
        .prepare("select * from lead_activities where lead_id = ? order by created_at, id")
        .all(leadId) as StoredActivity[],
    desk,
  );
}

/**
 * A lead's status changes, oldest first: the timeline's "status" entries, whose text reads
 * "new → contacted" (with " · reason" when closed as lost).
 */
export function storedEvents(leadId: string, desk?: Pick<DeskServer, "databasePath">) {
  return storedActivities(leadId, desk)
    .filter((entry) => entry.kind === "status")
    .map((entry) => {
      const [move = ""] = entry.text.split(" · ");
      const [from, to = from] = move.split(" → ");
      return {
        actor_email: entry.actor_email,
        from_status: from as Status,
        to_status: to as Status,
        text: entry.text,
        created_at: entry.created_at,
      };
    });
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

/**
 * Runs axe on the page as it stays: a notice in the corner (it goes by itself after five seconds)
 * is closed first, as a person may close it.
 */
export async function expectAccessibleOnceNoticeClosed(page: Page, state: string): Promise<void> {
  const notice = toast(page);
  if ((await notice.count()) > 0) await notice.getByRole("button").click();
  await expect(notice).toHaveCount(0);
  await expectAccessible(page, state);
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

/** A lead's card in the list on a phone (the table's place on narrow screens). */
export function leadCard(page: Page, name: string): Locator {
  return page
    .locator("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
}

/** The names of the leads the list shows, in its order (table or cards, whichever is on screen). */
export function listedLeadNames(page: Page): Promise<string[]> {
  return page
    .locator('main a[href^="/admin/leads/"]:not([href$="#log"]):not([href="/admin/leads/new"])')
    .filter({ visible: true })
    .allTextContents();
}

/** The desk's "All Leads" and "Due" tabs (the Due tab also reads how many are due: "Due, 3"). */
export function deskView(page: Page, view: keyof typeof copy.views): Locator {
  return page
    .locator("main")
    .getByRole("navigation", { name: "Views" })
    .getByRole("link", { name: new RegExp(`^${copy.views[view]}(, \\d+)?$`) });
}

/**
 * The entries of a lead page's timeline, newest first, without its last line (when the enquiry
 * arrived), which every lead has.
 */
export function timelineEntries(page: Page): Locator {
  return page
    .getByRole("region", { name: copy.timeline })
    .getByRole("listitem")
    .filter({ hasNotText: copy.arrived });
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

/** The CSV export's columns, in order. */
export const csvHeader = [
  "created_at",
  "name",
  "phone",
  "email",
  "service",
  "status",
  "source",
  "follow_up_at",
  "lost_reason",
  "message",
  "area",
  "source_path",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "referrer",
  "updated_at",
  "id",
  "assignee",
];

/** Where a column sits in an exported row. */
export const csvColumn = (name: (typeof csvHeader)[number]) => csvHeader.indexOf(name);

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

/** The two sizes the desk is looked at: a phone and a laptop. */
export const deskSizes = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1366, height: 900 }],
] as const;

/**
 * A phone hands a tel: link to its dialer and the page stays as it was. This browser has no dialer:
 * left to itself, it starts a navigation to tel: that never ends, and the page's forms no longer
 * submit once axe has looked at it. Added before the page's scripts (`page.addInitScript`), this stops
 * a tel: link's navigation, and nothing else (the page's own click handlers still run).
 */
export function handToTheDialer() {
  window.addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault();
    },
    true,
  );
}
