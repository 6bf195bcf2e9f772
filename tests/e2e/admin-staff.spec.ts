// The staff page (/admin/staff): an admin lets someone who signed up in as staff or as an admin
// and takes their access away (which signs them out), with JavaScript and without; the last admin
// can be neither revoked nor made staff; only admins reach the page; axe finds nothing at phone and
// desktop sizes. The last-admin tests need a desk with one admin, so they run a server of their own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { databaseFile } from "../../playwright.config";
import { type StartedServer, startServer } from "../support/built-server";
import {
  type Account,
  adminCliOn,
  apiSignIn,
  authForm,
  browserElsewhere,
  clientApi,
  copy,
  createAdmin,
  createPlainUser,
  createStaff,
  deskStatusErrors,
  expect,
  expectToast,
  newEmail,
  runTag,
  storedRole,
  test,
} from "./admin-helpers";
import { afterRoundTrip } from "./fixtures";
import { failedResourceError } from "./lead-form-helpers";
import { expectAccessible } from "./accessibility";

// In order, in one worker (the desk project runs one test at a time).
test.describe.configure({ mode: "default" });

// The page answers 403 to anyone but an admin, and 409 to a change it refuses; the browser logs
// each as a console error.
test.use({
  allowedConsoleErrors: [
    [
      ...deskStatusErrors,
      ...[403, 409].flatMap((status) => [
        failedResourceError(status, "/admin/staff"),
        failedResourceError(status, "/admin/staff.data"),
      ]),
    ],
    { scope: "test" },
  ],
});

const deskDatabase = fileURLToPath(new URL(`../../${databaseFile("desk")}`, import.meta.url));

const sizes = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1366, height: 900 }],
] as const;

const notices = {
  granted: (email: string, role: "staff" | "an admin") => ({
    title: "Access updated",
    text: `${email} is now ${role}.`,
  }),
  revoked: (email: string) => ({
    title: "Access revoked",
    text: `${email} no longer has access to the desk and is signed out.`,
  }),
  lastAdmin: (email: string) => ({
    title: "Error updating access",
    text: `${email} is the last admin and keeps the admin role. Make someone else an admin first.`,
  }),
};

async function openStaffPage(page: Page, admin: Account) {
  await apiSignIn(page.request, admin);
  const response = await page.goto("/admin/staff");
  expect(response?.status()).toBe(200);
  await expect(page.locator("main h1")).toHaveText("Staff");
}

/** An account's row in the table (wide screens): its cells are account, role, last sign-in, actions. */
function accountRow(page: Page, email: string): Locator {
  return page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByText(email, { exact: true }) });
}

/** The account's card (phones). */
function accountCard(page: Page, email: string): Locator {
  return page
    .locator("main li")
    .filter({ has: page.getByText(email, { exact: true }) })
    .filter({ visible: true });
}

const grantButton = (scope: Locator, role: "staff" | "admin", email: string) =>
  scope.getByRole("button", { name: `Make ${role} for ${email}`, exact: true });

/** Opens the revoke confirmation and confirms. */
async function revoke(scope: Locator, email: string) {
  const confirm = scope.getByRole("button", { name: `Yes, revoke access for ${email}`, exact: true });
  await expect(confirm).toBeHidden();
  await scope.locator("summary").filter({ hasText: "Revoke access" }).click();
  await confirm.click();
}

async function expectPageNotice(page: Page, notice: { title: string; text: string }, role = "status") {
  const shown = page.locator("main").getByRole(role === "status" ? "status" : "alert");
  await expect(shown).toContainText(notice.title);
  await expect(shown).toContainText(notice.text);
}

async function scan(page: Page, state: string) {
  await expectAccessible(page, state);
}

test("an admin lets a signed-up account in as staff, then as an admin, and takes its access away", async ({
  page,
  request,
  browser,
}, testInfo) => {
  const admin = await createAdmin(testInfo, "owner");
  const newcomer = await createPlainUser(request, testInfo, "newcomer");
  // The newcomer, signed in on their own phone: no access yet.
  const elsewhere = await browserElsewhere(browser, testInfo);
  try {
    const theirs = await elsewhere.newPage();
    await apiSignIn(theirs.request, newcomer);
    expect((await theirs.goto("/admin"))?.status()).toBe(403);

    // The admin finds the Staff link in the desk's header.
    await apiSignIn(page.request, admin);
    await page.goto("/admin");
    await page.getByRole("banner").getByRole("link", { name: "Staff" }).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await expect(page.locator("main h1")).toHaveText("Staff");
    await expect(page.getByRole("banner").getByRole("link", { name: "Staff" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    const row = accountRow(page, newcomer.email);
    await expect(row.getByRole("cell").nth(1)).toHaveText("No access");
    // They signed in a moment ago; the admin's own row says when they did too.
    await expect(row.getByRole("cell").nth(2)).toHaveText(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d [ap]m$/,
    );
    await expect(accountRow(page, admin.email).getByRole("cell").nth(0)).toContainText("(you)");
    await expect(accountRow(page, admin.email).getByRole("cell").nth(1)).toHaveText("Admin");

    await grantButton(row, "staff", newcomer.email).click();
    await expectToast(page, notices.granted(newcomer.email, "staff"));
    await expect(row.getByRole("cell").nth(1)).toHaveText("Staff");
    expect(storedRole(newcomer.email)).toBe("staff");
    // The button pressed is gone: focus is on the account, where it was.
    await expect(row.getByText(newcomer.email, { exact: true })).toBeFocused();
    await expect(grantButton(row, "staff", newcomer.email)).toHaveCount(0);
    // Staff do not manage staff.
    expect((await theirs.goto("/admin/staff"))?.status()).toBe(403);
    await expect(theirs.locator("main h1")).toHaveText(copy.accessDenied);

    await grantButton(row, "admin", newcomer.email).click();
    await expectToast(page, notices.granted(newcomer.email, "an admin"));
    await expect(row.getByRole("cell").nth(1)).toHaveText("Admin");
    expect(storedRole(newcomer.email)).toBe("admin");
    // Read on their next request: the desk is theirs now, the Staff link too.
    expect((await theirs.goto("/admin"))?.status()).toBe(200);
    await expect(theirs.locator("main h1")).toHaveText("All Leads");
    await expect(theirs.getByRole("banner").getByRole("link", { name: "Staff" })).toBeVisible();

    await revoke(row, newcomer.email);
    await expectToast(page, notices.revoked(newcomer.email));
    await expect(row.getByRole("cell").nth(1)).toHaveText("No access");
    expect(storedRole(newcomer.email)).toBe("user");
    await expect(row.getByText(newcomer.email, { exact: true })).toBeFocused();
    // Their session has ended: the desk asks them to sign in.
    expect((await theirs.goto("/admin"))?.status()).toBe(401);
    await expect(authForm(theirs).heading).toHaveText(copy.signIn);
  } finally {
    await elsewhere.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain forms grant and revoke, each answered on the page it comes back to", async ({
    page,
    request,
  }, testInfo) => {
    const admin = await createAdmin(testInfo, "nojs-owner");
    const newcomer = await createPlainUser(request, testInfo, "nojs-newcomer");
    await openStaffPage(page, admin);
    const row = accountRow(page, newcomer.email);

    const posted = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname === "/admin/staff",
    );
    await grantButton(row, "admin", newcomer.email).click();
    expect((await posted).status()).toBe(303);
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await expectPageNotice(page, notices.granted(newcomer.email, "an admin"));
    await expect(row.getByRole("cell").nth(1)).toHaveText("Admin");
    expect(storedRole(newcomer.email)).toBe("admin");

    await grantButton(row, "staff", newcomer.email).click();
    await expectPageNotice(page, notices.granted(newcomer.email, "staff"));
    expect(storedRole(newcomer.email)).toBe("staff");

    // The confirmation is a disclosure the browser opens itself; its button does the revoking.
    await revoke(row, newcomer.email);
    await expectPageNotice(page, notices.revoked(newcomer.email));
    await expect(row.getByRole("cell").nth(1)).toHaveText("No access");
    expect(storedRole(newcomer.email)).toBe("user");
  });
});

test("only admins reach the page: anonymous to the sign-in form, no role and staff 403, an admin 200", async ({
  playwright,
}, testInfo) => {
  const callers = {
    anonymous: await clientApi(playwright, testInfo),
    user: await clientApi(playwright, testInfo),
    staff: await clientApi(playwright, testInfo),
    admin: await clientApi(playwright, testInfo),
  };
  try {
    await apiSignIn(callers.user, await createPlainUser(callers.user, testInfo, "matrix-user"));
    await apiSignIn(callers.staff, await createStaff(testInfo, "matrix-staff"));
    await apiSignIn(callers.admin, await createAdmin(testInfo, "matrix-admin"));
    const target = await createPlainUser(callers.anonymous, testInfo, "matrix-target");
    const targetId = userId(target.email);
    const get = (api: APIRequestContext) => api.get("/admin/staff", { maxRedirects: 0 });
    const post = (api: APIRequestContext, headers: Record<string, string> = {}) =>
      api.post("/admin/staff", { form: { intent: "make-admin", id: targetId }, headers, maxRedirects: 0 });

    for (const response of [await get(callers.anonymous), await post(callers.anonymous)]) {
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toBe("/admin");
    }
    for (const caller of [callers.user, callers.staff]) {
      for (const response of [await get(caller), await post(caller)]) {
        expect(response.status()).toBe(403);
        expect(response.headers()["cache-control"]).toContain("no-store");
        const body = await response.text();
        expect(body).toContain(copy.accessDenied);
        expect(body).not.toContain(target.email);
      }
    }
    expect(storedRole(target.email)).toBe("user");

    // From another site, even an admin's post is refused (by React Router, or by our own check).
    const crossSite = await post(callers.admin, { Origin: "https://evil.example" });
    expect([400, 403]).toContain(crossSite.status());
    expect(storedRole(target.email)).toBe("user");

    const page = await get(callers.admin);
    expect(page.status()).toBe(200);
    expect(page.headers()["cache-control"]).toContain("no-store");
    expect(page.headers()["x-robots-tag"]).toContain("noindex");
    expect(await page.text()).toContain(target.email);
    expect((await post(callers.admin)).status()).toBe(200);
    expect(storedRole(target.email)).toBe("admin");
  } finally {
    await Promise.all(Object.values(callers).map((caller) => caller.dispose()));
  }
});

for (const [size, viewport] of sizes) {
  test(`no WCAG A/AA violations at ${size} size: the list, a confirmation, a notice, Access Denied`, async ({
    page,
    request,
  }, testInfo) => {
    // Three accounts made by the CLI and three scans: half a minute, twice that on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const admin = await createAdmin(testInfo, `axe-${size}`);
    const newcomer = await createPlainUser(request, testInfo, `axe-newcomer-${size}`);
    const staff = await createStaff(testInfo, `axe-staff-${size}`);
    await openStaffPage(page, admin);
    // A table on a wide screen, cards on a phone.
    const table = page.getByRole("table");
    const scope = size === "phone" ? accountCard(page, staff.email) : accountRow(page, staff.email);
    if (size === "phone") await expect(table).toBeHidden();
    else await expect(table).toBeVisible();
    await expect(scope).toHaveCount(1);
    await scan(page, "the list");

    await scope.locator("summary").click();
    await expect(scope.getByRole("button", { name: `Yes, revoke access for ${staff.email}` })).toBeVisible();
    await scan(page, "a revoke confirmation open");

    const card = size === "phone" ? accountCard(page, newcomer.email) : accountRow(page, newcomer.email);
    await grantButton(card, "staff", newcomer.email).click();
    await expectToast(page, notices.granted(newcomer.email, "staff"));
    expect(storedRole(newcomer.email)).toBe("staff");

    await page.context().clearCookies();
    await apiSignIn(page.request, staff);
    expect((await page.goto("/admin/staff"))?.status()).toBe(403);
    await expect(page.locator("main h1")).toHaveText(copy.accessDenied);
    await scan(page, "Access Denied");
  });
}

/** An account's id, as the desk's database has it. */
function userId(email: string): string {
  const db = new Database(deskDatabase, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("select id from user where email = ?").get(email) as { id: string }).id;
  } finally {
    db.close();
  }
}

// ---- the last admin, on a desk of its own ---------------------------------------------------------

const lastAdminPort = Number(process.env.E2E_PORT_BASE ?? 4310) + 13;
const lastAdminBase = `http://127.0.0.1:${lastAdminPort}`;

test.describe("the last admin", () => {
  test.use({ baseURL: lastAdminBase });
  let server: StartedServer;
  let dir: string;
  let env: { DATA_DIR: string; DATABASE_URL: string };
  let owner: Account;

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "staff-page-"));
    env = { DATA_DIR: dir, DATABASE_URL: join(dir, "app.db") };
    server = await startServer({
      ...env,
      PORT: String(lastAdminPort),
      PUBLIC_URL: lastAdminBase,
      TRUST_PROXY: "true",
      SITE_PROFILE: "carpentry",
    });
    owner = { email: `owner-${runTag()}@staff.example.in`, password: `Owner-${runTag()}-pass` };
    const created = await adminCliOn(env, "create", "--email", owner.email, "--password", owner.password);
    expect(created.out).toContain(`Created admin ${owner.email}`);
  });

  test.afterAll(async () => {
    server.process.kill("SIGTERM");
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  });

  const roleOn = (email: string) => {
    const db = new Database(env.DATABASE_URL, { readonly: true, fileMustExist: true });
    try {
      return (db.prepare("select role from user where email = ?").get(email) as { role: string }).role;
    } finally {
      db.close();
    }
  };

  test("is neither revoked nor made staff, on the page or by the CLI", async ({ page }) => {
    await openStaffPage(page, owner);
    const row = accountRow(page, owner.email);
    await revoke(row, owner.email);
    await expectToast(page, notices.lastAdmin(owner.email));
    await grantButton(row, "staff", owner.email).click();
    await expect(page.getByTestId("toast")).toContainText(
      notices.lastAdmin(owner.email).text,
      afterRoundTrip,
    );
    await expect(row.getByRole("cell").nth(1)).toHaveText("Admin");
    expect(roleOn(owner.email)).toBe("admin");
    // Still signed in, still the admin.
    expect((await page.reload())?.status()).toBe(200);

    const byCli = await adminCliOn(env, "revoke", "--email", owner.email);
    expect(byCli.code).toBe(1);
    expect(byCli.out).toContain(`${owner.email} is the last admin, so it keeps the admin role.`);
    expect((await adminCliOn(env, "grant", "--email", owner.email, "--role", "staff")).code).toBe(1);
    expect(roleOn(owner.email)).toBe("admin");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the refusal is said on the page", async ({ page }) => {
      await openStaffPage(page, owner);
      await revoke(accountRow(page, owner.email), owner.email);
      await expect(page).toHaveURL(/\/admin\/staff$/);
      await expectPageNotice(page, notices.lastAdmin(owner.email), "alert");
      expect(roleOn(owner.email)).toBe("admin");
    });
  });

  test("once there is another admin, the owner may make themselves staff, and lands on the desk", async ({
    page,
  }, testInfo) => {
    const partner = { email: newEmail("partner", testInfo), password: `Partner-${runTag()}-pass` };
    const created = await adminCliOn(env, "create", "--email", partner.email, "--password", partner.password);
    expect(created.code).toBe(0);
    await openStaffPage(page, owner);
    await grantButton(accountRow(page, owner.email), "staff", owner.email).click();
    // This page is no longer theirs: they are sent to the desk, which says what changed.
    await expect(page).toHaveURL(/\/admin$/);
    await expectPageNotice(page, notices.granted(owner.email, "staff"));
    expect(roleOn(owner.email)).toBe("staff");
    expect(roleOn(partner.email)).toBe("admin");
  });
});
