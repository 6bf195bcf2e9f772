// The Alerts page and API, on a server of its own: a staff member turns new-lead alerts and the
// morning digest off and on, with JavaScript and without (plain form posts); an admin also sees
// who receives what, NOTIFY_EMAIL included; the JSON API reads and changes the caller's own choice;
// and `npm run digest -- --now` sends the day's digest at once. Axe on the page, phone and desktop.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { APIRequestContext, Browser, Page, PlaywrightWorkerArgs } from "@playwright/test";
import Database from "better-sqlite3";
import { type StartedServer, startServer } from "../support/built-server";
import {
  expectAccessibleOnceNoticeClosed,
  type Account,
  apiSignIn,
  createAdmin,
  createStaff,
  type DeskServer,
  expect,
  expectToast,
  mailsTo,
  newClientAddress,
  type StaffAccount,
  test,
} from "./admin-helpers";
import { gotoReady } from "./fixtures";

const port = Number(process.env.E2E_PORT_BASE ?? 4310) + 17;
const base = `http://127.0.0.1:${port}`;
const notify = ["owner-desk@example.in", "partner@example.in"];
const root = fileURLToPath(new URL("../../", import.meta.url));
let server: StartedServer;
let dir: string;
let clockFile: string;
let desk: DeskServer;
let admin: Account;
let kavya: StaffAccount;

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const desktop = { viewport: { width: 1366, height: 900 } } as const;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: base });

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
test.beforeAll(async ({}, testInfo) => {
  dir = mkdtempSync(join(tmpdir(), "desk-alerts-"));
  clockFile = join(dir, "clock");
  // 10:00 in Bengaluru: after the digest's time, which the server's own schedule sends (to nobody
  // yet, at start); the test sends one on demand.
  writeFileSync(clockFile, new Date("2027-02-02T10:00:00+05:30").toISOString());
  desk = { baseURL: base, dataDir: dir, databasePath: join(dir, "app.db") };
  server = await startServer({
    PORT: String(port),
    DATABASE_URL: desk.databasePath,
    DATA_DIR: dir,
    CLOCK_FILE: clockFile,
    SITE_PROFILE: "carpentry",
    PUBLIC_URL: base,
    TRUST_PROXY: "true",
    NOTIFY_EMAIL: notify.join(","),
  });
  admin = await createAdmin(testInfo, "alerts-admin", desk);
  kavya = await createStaff(testInfo, "alerts-kavya", desk);
});

test.afterAll(async () => {
  if (server) {
    server.process.kill("SIGTERM");
    await server.exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** What the server's database holds of an account's choices. */
function stored(email: string) {
  const db = new Database(desk.databasePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select "leadAlerts", "morningDigest" from user where email = ?').get(email);
  } finally {
    db.close();
  }
}

/** A request context of its own client address, signed in as `account`. */
async function signedInApi(playwright: PlaywrightWorkerArgs["playwright"], account: Account) {
  const api = await playwright.request.newContext({
    baseURL: base,
    extraHTTPHeaders: { "X-Forwarded-For": newClientAddress(test.info()) },
  });
  await apiSignIn(api, account);
  return api;
}

/** A browser signed in as `account` (the session taken from a sign-in through the API). */
async function signedInBrowser(
  browser: Browser,
  api: APIRequestContext,
  options: { javaScriptEnabled: boolean } & (typeof phone | typeof desktop),
) {
  return browser.newContext({
    ...options,
    baseURL: base,
    storageState: await api.storageState(),
    extraHTTPHeaders: { "X-Forwarded-For": newClientAddress(test.info()) },
  });
}

function alertsPage(page: Page) {
  const main = page.locator("main");
  const card = (name: string) => main.getByRole("region", { name: new RegExp(`^${name}`) });
  return {
    heading: main.getByRole("heading", { level: 1 }),
    alerts: card("New-lead alerts"),
    digest: card("Morning digest"),
    who: main.getByRole("region", { name: "Who receives what" }),
    /** The notice written into the page after a post without JavaScript. */
    notice: main.getByRole("status"),
  };
}

test("a staff member turns alerts and the digest off and on again, with JavaScript, on a phone", async ({
  browser,
  playwright,
}) => {
  const api = await signedInApi(playwright, kavya);
  const context = await signedInBrowser(browser, api, { ...phone, javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    await gotoReady(page, "/admin");
    await page.getByRole("link", { name: "Alerts" }).click();
    await expect(page).toHaveURL(`${base}/admin/alerts`);
    const view = alertsPage(page);
    await expect(view.heading).toHaveText("Alerts");
    await expect(page.getByRole("link", { name: "Alerts" })).toHaveAttribute("aria-current", "page");
    await expect(view.alerts).toContainText("On");
    await expect(view.digest).toContainText("On");
    await expect(view.digest).toContainText("9:00 am");
    // Staff see only their own choice.
    await expect(view.who).toHaveCount(0);
    await expectAccessibleOnceNoticeClosed(page, "staff, phone");

    await view.alerts.getByRole("button", { name: "Turn off new-lead alerts" }).click();
    await expectToast(page, { title: "Alerts updated", text: /New-lead alerts are off/ });
    await expect(view.alerts).toContainText("Off");
    await view.digest.getByRole("button", { name: "Turn off the morning digest" }).click();
    await expectToast(page, { title: "Alerts updated", text: /morning digest is off/ });
    await expect(view.digest).toContainText("Off");
    expect(stored(kavya.email)).toEqual({ leadAlerts: 0, morningDigest: 0 });

    // By keyboard: the button keeps the focus as it turns into its opposite.
    const turnOn = view.alerts.getByRole("button", { name: "Turn on new-lead alerts" });
    await turnOn.focus();
    await page.keyboard.press("Enter");
    await expect(view.alerts.getByRole("button", { name: "Turn off new-lead alerts" })).toBeFocused({
      timeout: 15_000,
    });
    await view.digest.getByRole("button", { name: "Turn on the morning digest" }).click();
    await expect(view.digest.getByRole("button", { name: "Turn off the morning digest" })).toBeVisible();
    expect(stored(kavya.email)).toEqual({ leadAlerts: 1, morningDigest: 1 });
  } finally {
    await context.close();
    await api.dispose();
  }
});

test("the same without JavaScript: each change is a form post, and the page says what changed", async ({
  browser,
  playwright,
}) => {
  const api = await signedInApi(playwright, kavya);
  const context = await signedInBrowser(browser, api, { ...desktop, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/admin/alerts");
    const view = alertsPage(page);
    await view.digest.getByRole("button", { name: "Turn off the morning digest" }).click();
    await expect(page).toHaveURL(`${base}/admin/alerts`);
    await expect(view.notice).toContainText("Alerts updated");
    await expect(view.notice).toContainText("The morning digest is off.");
    await expect(view.digest).toContainText("Off");
    expect(stored(kavya.email)).toEqual({ leadAlerts: 1, morningDigest: 0 });
    await view.alerts.getByRole("button", { name: "Turn off new-lead alerts" }).click();
    await expect(view.notice).toContainText("New-lead alerts are off");
    expect(stored(kavya.email)).toEqual({ leadAlerts: 0, morningDigest: 0 });
    await view.alerts.getByRole("button", { name: "Turn on new-lead alerts" }).click();
    await view.digest.getByRole("button", { name: "Turn on the morning digest" }).click();
    await expect(view.notice).toContainText("The morning digest is on");
    expect(stored(kavya.email)).toEqual({ leadAlerts: 1, morningDigest: 1 });
  } finally {
    await context.close();
    await api.dispose();
  }
});

test("an admin sees who receives what, with the addresses that always hear of new leads", async ({
  browser,
  playwright,
}) => {
  // Kavya turns the digest off through the API; the admin's table says so.
  const kavyaApi = await signedInApi(playwright, kavya);
  expect((await kavyaApi.patch("/api/alerts", { data: { morningDigest: false } })).status()).toBe(200);
  const api = await signedInApi(playwright, admin);
  try {
    for (const [size, options] of [
      ["desktop", desktop],
      ["phone", phone],
    ] as const) {
      const context = await signedInBrowser(browser, api, { ...options, javaScriptEnabled: true });
      try {
        const page = await context.newPage();
        await gotoReady(page, "/admin/alerts");
        const { who } = alertsPage(page);
        await expect(who.getByRole("heading", { name: "Who receives what" })).toBeVisible();
        for (const address of notify) await expect(who.getByText(address, { exact: true })).toBeVisible();
        if (size === "desktop") {
          const row = who.getByRole("row").filter({ hasText: kavya.email });
          await expect(row.getByRole("cell")).toHaveText([
            new RegExp(`^${kavya.email}`),
            "Staff",
            "On",
            "Off",
          ]);
          await expect(who.getByRole("row").filter({ hasText: admin.email })).toContainText("(you)");
        } else {
          const card = who.getByRole("listitem").filter({ hasText: kavya.email });
          await expect(card).toContainText("New-lead alertsOn");
          await expect(card).toContainText("Morning digestOff");
        }
        await expectAccessibleOnceNoticeClosed(page, `admin, ${size}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    expect((await kavyaApi.patch("/api/alerts", { data: { morningDigest: true } })).status()).toBe(200);
    await kavyaApi.dispose();
    await api.dispose();
  }
});

test("the API reads and changes the caller's own choice, and refuses what it cannot read", async ({
  playwright,
}) => {
  const api = await signedInApi(playwright, kavya);
  try {
    const read = await api.get("/api/alerts");
    expect(read.status()).toBe(200);
    expect(read.headers()["cache-control"]).toContain("no-store");
    expect(await read.json()).toEqual({ leadAlerts: true, morningDigest: true });
    const off = await api.patch("/api/alerts", { data: { leadAlerts: false } });
    expect(off.status()).toBe(200);
    expect(await off.json()).toEqual({ leadAlerts: false, morningDigest: true });
    for (const bad of [{}, { leadAlerts: "off" }, { leadAlerts: true, role: "admin" }]) {
      const refused = await api.patch("/api/alerts", { data: bad });
      expect(refused.status(), JSON.stringify(bad)).toBe(400);
      expect(await refused.json()).toHaveProperty("errors");
    }
    const both = await api.patch("/api/alerts", { data: { leadAlerts: true, morningDigest: true } });
    expect(await both.json()).toEqual({ leadAlerts: true, morningDigest: true });
    expect(stored(kavya.email)).toEqual({ leadAlerts: 1, morningDigest: 1 });
    // The admin's own choice is not the staff member's.
    const adminApi = await signedInApi(playwright, admin);
    expect(await (await adminApi.get("/api/alerts")).json()).toEqual({
      leadAlerts: true,
      morningDigest: true,
    });
    await adminApi.dispose();
  } finally {
    await api.dispose();
  }
});

test("npm run digest -- --now sends today's digest at once, to whoever has something to do", async ({
  playwright,
}) => {
  const api = await signedInApi(playwright, admin);
  try {
    const created = await api.post("/api/leads", {
      data: {
        name: "Digest Customer",
        phone: "98860 20001",
        service: "Wardrobe Installation",
        source: "phone",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const change = await api.patch(`/api/leads/${id}`, {
      data: { assigneeId: kavya.id, status: "contacted", followUpAt: "2027-02-02T15:00" },
    });
    expect(change.status(), await change.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  const { stdout } = await promisify(execFile)("npm", ["run", "--silent", "digest", "--", "--now"], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dir,
      DATABASE_URL: desk.databasePath,
      CLOCK_FILE: clockFile,
      PUBLIC_URL: base,
      SITE_PROFILE: "carpentry",
    },
    timeout: 60_000,
  });
  expect(stdout).toContain(`To: ${kavya.email}\nSubject: Today at BTM Carpentry Works: 1 follow-up`);
  const [mail] = mailsTo(kavya.email, /^Today at /, desk);
  expect(mail?.text).toContain("Digest Customer · Wardrobe Installation · +91 98860 20001");
  expect(mail?.text).toContain("Due today, 3:00 pm");
  expect(mail?.text).toContain(`${base}/admin/leads/`);
});
