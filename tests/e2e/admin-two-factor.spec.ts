// Two-factor sign-in on the lead desk: turned on from the security page (password, QR code and
// setup key, a first code, recovery codes shown once), then every sign-in takes a code after the
// password, or a recovery code once; new recovery codes; turned off with the password. The same
// with JavaScript off, REQUIRE_2FA=admin on a server of its own, and axe on every new state.
// Codes are computed from the setup key the page shows, as an authenticator app does.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { type StartedServer, startServer } from "../support/built-server";
import { totp, wrongCode } from "../support/totp";
import {
  type Account,
  authForm,
  copy,
  createAdmin,
  createPlainUser,
  expect,
  expectToast,
  formSignIn,
  apiSignIn,
  newPhone,
  runTag,
  seedLead,
  test,
} from "./admin-helpers";
import { afterRoundTrip, gotoReady } from "./fixtures";
import { expectAccessible } from "./accessibility";

const words = {
  heading: "Two-factor sign-in",
  turnOn: "Turn on two-factor sign-in",
  turnOff: "Turn off two-factor sign-in",
  codeStep: "Enter your code",
  recoveryStep: "Use a recovery code",
  codes: "Your recovery codes",
  wrongPassword: "That password is not right.",
  wrongCode: "That code is not right. Check the app and try again.",
  wrongRecovery: "That recovery code is not right, or it has been used.",
  on: "Two-factor sign-in is on",
  off: "Two-factor sign-in is off",
  required: "Two-factor sign-in required",
};

const sizes = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** Axe on the page as it is, at phone and desktop sizes (softly: the walk goes on). */
async function scan(page: Page, state: string) {
  const before = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expectAccessible(page, `${state} at ${size.width}x${size.height}`);
  }
  if (before) await page.setViewportSize(before);
}

function securityPage(page: Page) {
  const main = page.locator("main");
  const section = (name: string | RegExp) => main.getByRole("region", { name });
  return {
    heading: main.getByRole("heading", { level: 1 }),
    status: section(/^Two-factor sign-in (On|Off)$/),
    turnOn: section(words.turnOn),
    recovery: section("Recovery codes"),
    turnOff: section(words.turnOff),
    codes: section(words.codes),
    notice: main.getByRole("status"),
  };
}

/** The sign-in's code step on /admin. */
function codeStep(page: Page) {
  const main = page.locator("main");
  return {
    heading: main.getByRole("heading", { level: 1 }),
    code: main.getByLabel("6-digit code"),
    recoveryCode: main.getByLabel("Recovery code"),
    verify: main.getByRole("button", { name: "Verify" }),
    useRecovery: main.getByRole("link", { name: /Use a recovery code/ }),
    useApp: main.getByRole("link", { name: "Use a code from your app instead" }),
  };
}

/** Turns two-factor sign-in on from the security page (the page must show it, off). */
async function turnOnInPage(page: Page, account: Account): Promise<{ key: string; codes: string[] }> {
  const security = securityPage(page);
  await security.turnOn.getByLabel("Password").fill(account.password);
  await security.turnOn.getByRole("button", { name: "Continue" }).click();
  const key = ((await page.getByTestId("setup-key").textContent()) ?? "").trim();
  expect(key).toMatch(/^[A-Z2-7 ]{20,}$/);
  await security.turnOn.getByLabel("6-digit code").fill(totp(key));
  await security.turnOn.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(security.codes).toBeVisible(afterRoundTrip);
  const codes = await security.codes.getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  return { key, codes };
}

async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: copy.signOut }).click();
  await expect(authForm(page).heading).toHaveText(copy.signIn);
}

test.describe("two-factor sign-in with JavaScript", () => {
  test.describe.configure({ mode: "serial" });
  let admin: Account;
  let key = "";
  let codes: string[] = [];

  test("is turned on from the security page: password, QR code and key, a first code, recovery codes once", async ({
    page,
  }, testInfo) => {
    // Axe at two sizes in several states, and many round trips: slow on a busy machine.
    test.slow();
    admin = await createAdmin(testInfo, "two-factor");
    const security = securityPage(page);
    await gotoReady(page, "/admin");
    await formSignIn(page, admin);
    await expectToast(page, copy.welcome);
    await page.getByRole("banner").getByRole("link", { name: "Security" }).click();
    await expect(page).toHaveURL(/\/admin\/security$/);
    await expect(security.heading).toHaveText(words.heading);
    await expect(security.status).toContainText("Off");
    await expect(page).toHaveTitle("Security · Lead desk");
    await scan(page, "security page, off");

    // A wrong password is said under the field, which takes focus.
    const password = security.turnOn.getByLabel("Password");
    await password.fill("not-the-password");
    await security.turnOn.getByRole("button", { name: "Continue" }).click();
    await expect(password).toHaveAccessibleDescription(words.wrongPassword, afterRoundTrip);
    await expect(password).toBeFocused();
    await scan(page, "turn on, wrong password");

    await password.fill(admin.password);
    await security.turnOn.getByRole("button", { name: "Continue" }).click();
    const qr = security.turnOn.getByRole("img", { name: /QR code/ });
    await expect(qr).toBeVisible(afterRoundTrip);
    await expect(security.turnOn.getByRole("heading", { level: 2 })).toBeFocused();
    key = ((await page.getByTestId("setup-key").textContent()) ?? "").trim();
    expect(key.replace(/ /g, "")).toMatch(/^[A-Z2-7]{32,}$/);
    await expect(security.turnOn).toContainText(`Account ${admin.email}, time-based, 6 digits.`);
    await scan(page, "setup: QR code and key");

    const code = security.turnOn.getByLabel("6-digit code");
    await code.fill(wrongCode(key));
    await security.turnOn.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(code).toHaveAccessibleDescription(words.wrongCode, afterRoundTrip);
    await expect(code).toBeFocused();
    // The same setup is shown again: its key has not changed.
    await expect(page.getByTestId("setup-key")).toHaveText(key);
    await scan(page, "setup: wrong code");

    await code.fill(totp(key));
    await security.turnOn.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(security.codes).toBeVisible(afterRoundTrip);
    await expect(security.notice).toContainText(words.on);
    await expect(security.codes).toContainText("Store these now: they are shown only this once.");
    codes = await security.codes.getByRole("listitem").allTextContents();
    expect(codes).toHaveLength(10);
    for (const each of codes) expect(each).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    await expect(security.codes.getByRole("heading", { level: 2 })).toBeFocused();
    await scan(page, "recovery codes shown once");

    // Once: a reload shows the account's state, not the codes.
    await page.reload();
    await expect(security.status).toContainText("On");
    await expect(security.codes).toHaveCount(0);
    await expect(security.recovery).toContainText("Recovery codes left: 10 of 10.");
    await expect(page.locator("main")).not.toContainText(codes[0]!);
    await scan(page, "security page, on");
  });

  test("signs in with a code from the app after the password; a wrong code can be tried again", async ({
    page,
  }) => {
    // Axe at two sizes in several states, and many round trips: slow on a busy machine.
    test.slow();
    const step = codeStep(page);
    await gotoReady(page, "/admin");
    await formSignIn(page, admin);
    await expect(step.heading).toHaveText(words.codeStep, afterRoundTrip);
    await expect(step.code).toBeFocused();
    // No session yet: only the step's cookie.
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => /session_token$/.test(c.name))).toEqual([]);
    const pending = cookies.find((c) => /two_factor$/.test(c.name));
    expect(pending?.httpOnly).toBe(true);
    expect((await page.request.get("/api/leads")).status()).toBe(401);
    await scan(page, "code step");

    await step.code.fill(wrongCode(key));
    await step.verify.click();
    await expect(step.code).toHaveAccessibleDescription(words.wrongCode, afterRoundTrip);
    await expect(step.code).toBeFocused();
    await scan(page, "code step, wrong code");

    await step.code.fill(totp(key));
    await step.verify.click();
    await expectToast(page, copy.welcome);
    await expect(page.locator("main h1")).toHaveText("All Leads");
    expect((await page.request.get("/api/leads")).status()).toBe(200);
  });

  test("signs in with a recovery code instead, which is then used up", async ({ page }) => {
    // Axe at two sizes in several states, and many round trips: slow on a busy machine.
    test.slow();
    const step = codeStep(page);
    await gotoReady(page, "/admin");
    await formSignIn(page, admin);
    await expect(step.heading).toHaveText(words.codeStep, afterRoundTrip);
    await step.useRecovery.click();
    await expect(step.heading).toHaveText(words.recoveryStep);
    await scan(page, "recovery code step");
    await step.recoveryCode.fill(codes[0]!);
    await step.verify.click();
    await expectToast(page, copy.welcome);
    await expect(page.locator("main h1")).toHaveText("All Leads");
    await gotoReady(page, "/admin/security");
    await expect(securityPage(page).recovery).toContainText("Recovery codes left: 9 of 10.");
    await signOut(page);

    await formSignIn(page, admin);
    await expect(step.heading).toHaveText(words.codeStep, afterRoundTrip);
    await step.useRecovery.click();
    await step.recoveryCode.fill(codes[0]!);
    await step.verify.click();
    await expect(step.recoveryCode).toHaveAccessibleDescription(words.wrongRecovery, afterRoundTrip);
    await scan(page, "recovery code step, used code");
    // Back to the app's code, in the same sign-in.
    await step.useApp.click();
    await expect(step.heading).toHaveText(words.codeStep);
    await step.code.fill(totp(key));
    await step.verify.click();
    await expect(page.locator("main h1")).toHaveText("All Leads", afterRoundTrip);
  });

  test("makes new recovery codes with the password; the old ones stop working", async ({ page }) => {
    const security = securityPage(page);
    const step = codeStep(page);
    await gotoReady(page, "/admin");
    await formSignIn(page, admin);
    await step.code.fill(totp(key));
    await step.verify.click();
    await expect(page.locator("main h1")).toHaveText("All Leads", afterRoundTrip);

    await gotoReady(page, "/admin/security");
    await security.recovery.getByLabel("Password").fill(admin.password);
    await security.recovery.getByRole("button", { name: "Make new recovery codes" }).click();
    await expect(security.codes).toBeVisible(afterRoundTrip);
    await expect(security.notice).toContainText("New recovery codes");
    const fresh = await security.codes.getByRole("listitem").allTextContents();
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(codes[1]);
    await security.codes.getByRole("link", { name: "I've stored them" }).click();
    await expect(security.recovery).toContainText("Recovery codes left: 10 of 10.");
    await signOut(page);

    await formSignIn(page, admin);
    await step.useRecovery.click();
    await step.recoveryCode.fill(codes[1]!);
    await step.verify.click();
    await expect(step.recoveryCode).toHaveAccessibleDescription(words.wrongRecovery, afterRoundTrip);
    await step.recoveryCode.fill(fresh[0]!);
    await step.verify.click();
    await expect(page.locator("main h1")).toHaveText("All Leads", afterRoundTrip);
    codes = fresh;
  });

  test("is turned off with the password; signing in then takes the password alone", async ({ page }) => {
    // Axe at two sizes in several states, and many round trips: slow on a busy machine.
    test.slow();
    const security = securityPage(page);
    const step = codeStep(page);
    await gotoReady(page, "/admin");
    await formSignIn(page, admin);
    await step.code.fill(totp(key));
    await step.verify.click();
    await expect(page.locator("main h1")).toHaveText("All Leads", afterRoundTrip);

    await gotoReady(page, "/admin/security");
    const password = security.turnOff.getByLabel("Password");
    await password.fill("not-the-password");
    await security.turnOff.getByRole("button", { name: words.turnOff }).click();
    await expect(password).toHaveAccessibleDescription(words.wrongPassword, afterRoundTrip);
    await scan(page, "turn off, wrong password");
    await password.fill(admin.password);
    await security.turnOff.getByRole("button", { name: words.turnOff }).click();
    await expect(security.notice).toContainText(words.off, afterRoundTrip);
    await expect(security.status).toContainText("Off");
    await signOut(page);

    await formSignIn(page, admin);
    await expectToast(page, copy.welcome);
    await expect(page.locator("main h1")).toHaveText("All Leads");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("turns it on, and the code step signs in, a wrong code first", async ({ page }, testInfo) => {
    const admin = await createAdmin(testInfo, "nojs-two-factor");
    const main = page.locator("main");
    await page.goto("/admin");
    await formSignIn(page, admin);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("All Leads");
    await page.goto("/admin/security");
    const { key, codes } = await turnOnInPage(page, admin);
    expect(codes).toHaveLength(10);
    await expect(securityPage(page).notice).toContainText(words.on);
    await signOut(page);

    const step = codeStep(page);
    await formSignIn(page, admin);
    await expect(step.heading).toHaveText(words.codeStep);
    expect(new URL(page.url()).pathname).toBe("/admin");
    await expect(step.code).toBeFocused();
    await step.code.fill(wrongCode(key));
    await step.verify.click();
    await expect(step.code).toHaveAccessibleDescription(words.wrongCode);
    await expect(step.code).toBeFocused();
    // A reload keeps the step: its cookie is in the browser.
    await page.goto("/admin");
    await expect(step.heading).toHaveText(words.codeStep);
    await step.useRecovery.click();
    await expect(step.heading).toHaveText(words.recoveryStep);
    await step.useApp.click();
    await step.code.fill(totp(key));
    await step.verify.click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("All Leads");
  });
});

test("the security page sends a signed-out visitor to the sign-in form", async ({ page }) => {
  const response = await page.goto("/admin/security");
  expect(new URL(page.url()).pathname).toBe("/admin");
  expect(response?.status()).toBe(401);
  await expect(authForm(page).heading).toHaveText(copy.signIn);
});

test("an account without the admin role can turn it on too", async ({ page, request }, testInfo) => {
  const staff = await createPlainUser(request, testInfo, `plain-2fa-${runTag()}`);
  await gotoReady(page, "/admin");
  await formSignIn(page, staff);
  await expect(page.locator("main h1")).toHaveText(copy.accessDenied, afterRoundTrip);
  await gotoReady(page, "/admin/security");
  await expect(securityPage(page).status).toContainText("Off");
  await turnOnInPage(page, staff);
});

// ---- REQUIRE_2FA=admin, on a server of its own ----------------------------------------------------

const requiredPort = Number(process.env.E2E_PORT_BASE ?? 4310) + 21;
const requiredBase = `http://127.0.0.1:${requiredPort}`;
const root = fileURLToPath(new URL("../../", import.meta.url));

test.describe("with REQUIRE_2FA=admin", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: requiredBase, extraHTTPHeaders: {} });
  let server: StartedServer;
  let dir = "";

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "require-2fa-"));
    server = await startServer({
      PORT: String(requiredPort),
      PUBLIC_URL: requiredBase,
      DATABASE_URL: join(dir, "app.db"),
      DATA_DIR: dir,
      REQUIRE_2FA: "admin",
    });
  });

  test.afterAll(async () => {
    server?.process.kill("SIGTERM");
    await server?.exited;
    rmSync(dir, { recursive: true, force: true });
  });

  test("an admin who has not turned it on reaches only the security page, and the API refuses it", async ({
    page,
  }) => {
    // Axe at two sizes in several states, and many round trips: slow on a busy machine.
    test.slow();
    const admin = { email: `required-${runTag()}@staff.example.in`, password: `Req-${runTag()}-pass` };
    await promisify(execFile)(
      "npm",
      ["run", "--silent", "admin", "--", "create", "--email", admin.email, "--password", admin.password],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: join(dir, "app.db") },
        timeout: 60_000,
      },
    );
    await gotoReady(page, "/admin");
    await formSignIn(page, admin);
    await expect(page).toHaveURL(/\/admin\/security$/, afterRoundTrip);
    await expect(page.locator("main")).toContainText(words.required);
    await expect(page.locator("main")).toContainText(
      "Admin accounts on this desk must use two-factor sign-in.",
    );
    await scan(page, "two-factor required");

    for (const path of ["/admin", "/admin?q=anything", "/admin/leads/00000000-0000-4000-8000-000000000000"]) {
      await page.goto(path);
      expect(new URL(page.url()).pathname, path).toBe("/admin/security");
    }
    const api = await page.request.get("/api/leads");
    expect(api.status()).toBe(403);
    expect(await api.json()).toEqual({ error: "Turn on two-factor sign-in first, at /admin/security." });

    await gotoReady(page, "/admin/security");
    await turnOnInPage(page, admin);
    await expect(page.locator("main")).not.toContainText(words.required);
    await page.goto("/admin");
    await expect(page.locator("main h1")).toHaveText("All Leads");
    expect((await page.request.get("/api/leads")).status()).toBe(200);
  });

  test("every desk write refuses an admin who has not turned it on: the API, the desk's forms and pages", async ({
    page,
    request: visitor,
  }, testInfo) => {
    const desk = { baseURL: requiredBase, dataDir: dir, databasePath: join(dir, "app.db") };
    const admin = await createAdmin(testInfo, "required-writes", desk);
    const lead = await seedLead(visitor, testInfo, { name: `Visitor ${runTag()}` });
    const refusedEntry = `Phoned in ${runTag()}`;
    const entry = (name: string) => ({
      name,
      phone: newPhone(testInfo).spaced,
      service: "Wardrobe Installation",
      message: "Called about a wardrobe",
      source: "phone",
    });
    await apiSignIn(page.request, admin);
    const noRedirects = { maxRedirects: 0 } as const;
    const json = { error: "Turn on two-factor sign-in first, at /admin/security." };

    // The JSON API, a staff member's enquiry through the lead API included.
    const enquiry = await page.request.post("/api/leads", { data: entry(refusedEntry), ...noRedirects });
    expect(enquiry.status(), await enquiry.text()).toBe(403);
    expect(await enquiry.json()).toEqual(json);
    const change = await page.request.patch(`/api/leads/${lead.id}`, {
      data: { status: "contacted" },
      ...noRedirects,
    });
    expect(change.status()).toBe(403);
    expect(await change.json()).toEqual(json);
    // A desk form's endpoint answers with its notice.
    const form = await page.request.post(`/resources/leads/${lead.id}/change`, {
      form: { status: "qualified" },
      ...noRedirects,
    });
    expect(form.status()).toBe(403);
    expect(await form.text()).not.toContain(lead.name);
    // A desk page's form sends it to the security page.
    for (const [path, fields] of [
      ["/admin/leads/new", entry(`Typed in ${runTag()}`)],
      ["/admin/alerts", { setting: "morningDigest", value: "off" }],
    ] as const) {
      const posted = await page.request.post(path, { form: fields, ...noRedirects });
      expect(posted.status(), path).toBe(302);
      expect(posted.headers()["location"], path).toBe("/admin/security");
    }

    await gotoReady(page, "/admin/security");
    await turnOnInPage(page, admin);
    const stored = (await (await page.request.get(`/api/leads/${lead.id}`)).json()) as {
      lead: { status: string };
    };
    expect(stored.lead.status).toBe("new");
    const found = (await (
      await page.request.get(`/api/leads?q=${encodeURIComponent(refusedEntry)}`)
    ).json()) as { total: number };
    expect(found.total).toBe(0);
    const accepted = await page.request.post("/api/leads", { data: entry(`Phoned in ${runTag()}`) });
    expect(accepted.status(), await accepted.text()).toBe(201);
  });
});
