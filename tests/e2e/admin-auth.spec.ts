// Staff accounts on the lead desk: sign up with the e-mailed confirmation, Access Denied for a plain
// user, the CLI granting the admin role (and taking over an unconfirmed sign-up), sign out
// everywhere, password reset, the brute-force limit, and what of Better Auth answers at all. E-mails
// are read from the desk server's outbox.
import type { BrowserContext, Page } from "@playwright/test";
import {
  type Account,
  adminCli,
  apiSignIn,
  authForm,
  baseURLOf,
  browserElsewhere,
  confirmSubject,
  copy,
  createAdmin,
  deskView,
  expect,
  expectCounters,
  expectToast,
  formSignIn,
  leadRow,
  linkOf,
  listedLeadNames,
  mailsTo,
  newEmail,
  resetSubject,
  runTag,
  seedLead,
  setSessionsExpiry,
  storedCounts,
  storedSessionsExpiry,
  test,
  toast,
  waitForMail,
} from "./admin-helpers";
import { afterRoundTrip, noNoticeWindow } from "./fixtures";

const invalidCredentials = "Invalid email or password";

async function expectSignInForm(page: Page) {
  const form = authForm(page);
  await expect(form.heading).toHaveText(copy.signIn);
  await expect(form.email).toBeVisible();
  await expect(form.password).toBeVisible();
  await expect(form.signIn).toBeVisible();
}

async function expectAccessDenied(page: Page) {
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.accessDenied);
  await expect(main.getByText(copy.accessDeniedText)).toBeVisible();
  await expect(main.getByRole("button", { name: copy.signOut })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
}

test.describe("a new staff member", () => {
  test.describe.configure({ mode: "serial" });

  let account: Account;
  let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;
  // The second test goes on in the first one's browser session.
  test.use({
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    storageState: async ({}, provide) => {
      await provide(signedIn ?? { cookies: [], origins: [] });
    },
  });

  test("signs up, confirms the e-mail, signs in and is told access is denied", async ({ page }, testInfo) => {
    account = { email: newEmail("newcomer", testInfo), password: "Sawdust-and-varnish-42" };

    const response = await page.goto("/admin");
    expect(response?.status()).toBe(401);
    const form = authForm(page);
    await expectSignInForm(page);
    await expect(form.forgot).toBeVisible();
    await expect(form.toSignUp).toBeVisible();
    await expect(form.toSignUp).toHaveText("Don't have an account? Sign Up");

    await form.toSignUp.click();
    await expect(form.heading).toHaveText(copy.signUp);
    await expect(form.signUp).toBeVisible();
    await expect(page.getByRole("link", { name: "Already have an account? Sign In" })).toBeVisible();
    await form.email.fill(account.email);
    await form.password.fill(account.password);
    await form.signUp.click();

    await expectToast(page, copy.checkEmail);
    // The form goes back to signing in.
    await expect(form.heading).toHaveText(copy.signIn);
    const confirmation = await waitForMail(account.email, confirmSubject);
    expect(mailsTo(account.email)).toHaveLength(1);
    expect(confirmation.to).toBe(account.email);
    expect(new URL(confirmation.link!).searchParams.get("callbackURL")).toBe("/admin?verified=1");

    // Signing in before confirming is refused, with a message that says why; a new link is sent.
    await formSignIn(page, account);
    await expect(toast(page)).toContainText("Error", afterRoundTrip);
    await expect(toast(page)).toContainText(/confirm your e-mail address first/i);
    await expectSignInForm(page);
    const resent = await waitForMail(account.email, confirmSubject, 2);
    expect(mailsTo(account.email)).toHaveLength(2);
    expect(new URL(resent.link!).searchParams.get("callbackURL")).toBe("/admin?verified=1");

    // The new link from the outbox confirms the address and lands back on the desk.
    const landing = await page.goto(linkOf(resent, baseURLOf(testInfo)));
    expect(landing?.status()).toBe(401);
    expect(new URL(page.url()).pathname).toBe("/admin");
    await expect(page.getByRole("status").filter({ hasText: "Email confirmed" })).toBeVisible();

    await formSignIn(page, account);
    await expectToast(page, copy.welcome);
    await expectAccessDenied(page);
    // The next test goes on from this session.
    signedIn = await page.context().storageState();
  });

  test("is made an admin with the CLI, and after a reload sees the dashboard", async ({
    page,
    request,
  }, testInfo) => {
    expect(signedIn, "the first test signed in").toBeDefined();
    expect((await page.goto("/admin"))?.status()).toBe(403);
    await expectAccessDenied(page);

    const before = storedCounts();
    const plain = await seedLead(request, testInfo, { name: `Kavya Rao ${runTag()}` });
    const withEmail = await seedLead(request, testInfo, {
      name: `Imran Sheikh ${runTag()}`,
      email: "imran.sheikh@example.in",
      service: "Modular Kitchen Fitting",
      message: "Kitchen in a 2BHK, HSR Layout",
    });

    const out = await adminCli("create", "--email", account.email, "--password", "unused-password");
    expect(out).toContain(`${account.email} already had a confirmed account; it now has the admin role.`);
    expect(out).toContain("Its password was left unchanged");
    expect(await adminCli("list")).toContain(account.email);
    // The password given to the CLI does not replace the one the account chose.
    const withGiven = await request.post("/api/auth/sign-in/email", {
      data: { email: account.email, password: "unused-password" },
      headers: { Origin: baseURLOf(testInfo) },
    });
    expect(withGiven.status()).toBe(401);

    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await expect(page.locator("main").getByRole("heading", { level: 1 })).toHaveText(copy.views.all);
    await expect(page.getByRole("banner").getByRole("button", { name: copy.signOut })).toBeVisible();

    // The counters are the database's counts over every lead, including the two just seeded.
    await expectCounters(page, { ...before, total: before.total + 2, new: before.new + 2 });
    await expectCounters(page, storedCounts());

    // The desk opens on all leads, newest first; what is due is the tab beside it.
    await expect(deskView(page, "all")).toHaveAttribute("aria-current", "page");
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([...copy.columns]);

    const first = leadRow(page, plain.name);
    await expect(first.getByRole("link", { name: plain.shown })).toHaveAttribute("href", `tel:${plain.e164}`);
    await expect(first.getByRole("link", { name: /@/ })).toHaveCount(0);
    await expect(first.getByRole("cell").nth(2)).toContainText("Wardrobe Installation");
    await expect(first.getByRole("cell").nth(3)).toHaveText("new");

    const second = leadRow(page, withEmail.name);
    await expect(second.getByRole("link", { name: withEmail.shown })).toHaveAttribute(
      "href",
      `tel:${withEmail.e164}`,
    );
    await expect(second.getByRole("link", { name: "imran.sheikh@example.in" })).toHaveAttribute(
      "href",
      "mailto:imran.sheikh@example.in",
    );
    await expect(second.getByRole("cell").nth(2)).toContainText("Modular Kitchen Fitting");
    await expect(second.getByRole("cell").nth(2)).toContainText("Kitchen in a 2BHK, HSR Layout");
    // Newest first.
    const names = await listedLeadNames(page);
    expect(names).toContain(plain.name);
    expect(names.indexOf(withEmail.name)).toBeLessThan(names.indexOf(plain.name));
  });
});

test("signing out ends every session of the user, and the old cookie no longer works", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const admin = await createAdmin(testInfo);

  await page.goto("/admin");
  await formSignIn(page, admin);
  await expectToast(page, copy.welcome);
  await expect(page.getByRole("table").or(page.getByText(copy.dueEmpty))).toBeVisible();
  const [session] = (await page.context().cookies()).filter((cookie) => /session_token$/.test(cookie.name));
  expect(session, "a session cookie").toBeDefined();
  expect(session!.httpOnly).toBe(true);
  expect(session!.sameSite).toBe("Lax");
  const cookieHeader = { Cookie: `${session!.name}=${session!.value}` };
  expect((await request.get("/api/leads", { headers: cookieHeader })).status()).toBe(200);

  // The same person, signed in on another device.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await apiSignIn(otherPage.request, admin);
    await otherPage.goto("/admin");
    await expect(otherPage.locator("main h1")).toHaveText(copy.views.all);
    // A second tab there, left open on the dashboard.
    const staleTab = await other.newPage();
    const staleTabErrors: string[] = [];
    staleTab.on("pageerror", (error) => staleTabErrors.push(error.message));
    await staleTab.goto("/admin");
    await expect(staleTab.locator("main h1")).toHaveText(copy.views.all);

    await page.getByRole("banner").getByRole("button", { name: copy.signOut }).click();
    await expectSignInForm(page);
    expect((await page.context().cookies()).filter((c) => /session_token$/.test(c.name))).toEqual([]);

    const stale = await request.get("/api/leads", { headers: cookieHeader });
    expect(stale.status()).toBe(401);
    expect(await stale.json()).toEqual({ error: "Sign in first." });

    const reloaded = await otherPage.reload();
    expect(reloaded?.status()).toBe(401);
    await expectSignInForm(otherPage);

    // Signing out in the stale tab, whose session is already gone, just shows the sign-in form.
    await staleTab.getByRole("banner").getByRole("button", { name: copy.signOut }).click();
    await expectSignInForm(staleTab);
    await expect(toast(staleTab)).toHaveCount(0, noNoticeWindow);
    expect(staleTabErrors).toEqual([]);
  } finally {
    await other.close();
  }
});

test.describe("sessions", () => {
  const hour = 3_600_000;
  const sessionCookies = async (page: Page) =>
    (await page.context().cookies()).filter((cookie) => /session_token$/.test(cookie.name));

  test("an expired session shows the sign-in form again, not an error", async ({ page }, testInfo) => {
    const admin = await createAdmin(testInfo, "idle");
    await apiSignIn(page.request, admin);
    await page.goto("/admin");
    await expect(page.locator("main h1")).toHaveText(copy.views.all);

    // Twelve idle hours later.
    setSessionsExpiry(admin.email, new Date(Date.now() - 60_000));
    const response = await page.reload();
    expect(response?.status()).toBe(401);
    await expectSignInForm(page);
    await expect(toast(page)).toHaveCount(0, noNoticeWindow);
    expect(await sessionCookies(page)).toEqual([]);
  });

  test("a session in use is extended, on the server and in the browser's cookie", async ({
    page,
  }, testInfo) => {
    const admin = await createAdmin(testInfo, "busy");
    await apiSignIn(page.request, admin);
    // As if signed in almost twelve hours ago and busy since: the session was last extended 11 h
    // 50 min ago, and the browser's cookie is ten minutes from its end.
    setSessionsExpiry(admin.email, new Date(Date.now() + 10 * 60_000));
    const [cookie] = await sessionCookies(page);
    await page.context().addCookies([{ ...cookie!, expires: Math.floor(Date.now() / 1000) + 600 }]);

    const response = await page.goto("/admin");
    expect(response?.status()).toBe(200);
    await expect(page.locator("main h1")).toHaveText(copy.views.all);

    const [stored] = storedSessionsExpiry(admin.email);
    expect(stored!.getTime()).toBeGreaterThan(Date.now() + 11.9 * hour);
    const [extended] = await sessionCookies(page);
    expect(extended?.value).toBe(cookie!.value);
    expect(extended!.expires * 1000).toBeGreaterThan(Date.now() + 11.9 * hour);
  });
});

test("a forgotten password is reset with the e-mailed link", async ({ page }, testInfo) => {
  const admin = await createAdmin(testInfo, "forgetful");
  const newPassword = "Teak-and-rosewood-2026";

  await page.goto("/admin");
  const form = authForm(page);
  await form.forgot.click();
  await expect(form.heading).toHaveText(copy.forgot);
  await expect(form.password).toHaveCount(0);
  await form.email.fill(admin.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expectToast(page, {
    title: "Check your email",
    text: "If an account exists for that address, we've sent a link to choose a new password.",
  });
  await expect(form.heading).toHaveText(copy.signIn);

  const mail = await waitForMail(admin.email, resetSubject);
  await page.goto(linkOf(mail, baseURLOf(testInfo)));
  await expect(page).toHaveURL(/\/admin\/reset-password\?token=/);
  await expect(page.locator("main h1")).toHaveText("New password");
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("button", { name: "New password" }).click();
  await expect(page.getByText("Sign in with your new password.").first()).toBeVisible();

  // The same link does not work twice.
  await page.goto(linkOf(mail, baseURLOf(testInfo)));
  await expect(page.getByRole("alert").filter({ hasText: "This link has expired" })).toBeVisible();

  await page.goto("/admin");
  await formSignIn(page, admin);
  await expect(toast(page)).toContainText(invalidCredentials, afterRoundTrip);
  await expectSignInForm(page);

  await formSignIn(page, { email: admin.email, password: newPassword });
  await expectToast(page, copy.welcome);
  await expect(page.locator("main h1")).toHaveText(copy.views.all);
});

test("a failed sign-in keeps the e-mail typed, and does not tell whether the address has an account", async ({
  page,
}, testInfo) => {
  const admin = await createAdmin(testInfo);
  await page.goto("/admin");
  await formSignIn(page, { email: admin.email, password: "not-the-password" });
  await expect(toast(page)).toContainText(invalidCredentials, afterRoundTrip);
  const known = await toast(page).textContent();
  // The e-mail stays in its box for the next try; only the password is typed again.
  await expect(authForm(page).email).toHaveValue(admin.email);
  await expect(authForm(page).password).toHaveValue("");

  await formSignIn(page, { email: newEmail("nobody", testInfo), password: "not-the-password" });
  await expect(toast(page)).toContainText(invalidCredentials);
  expect(await toast(page).textContent()).toBe(known);

  // Signing up with an address that has an account answers like any sign-up, and sends nothing.
  const form = authForm(page);
  await form.toSignUp.click();
  await expect(form.heading).toHaveText(copy.signUp);
  await form.email.fill(admin.email);
  await form.password.fill("Another-password-1");
  await form.signUp.click();
  await expectToast(page, copy.checkEmail);
  expect(mailsTo(admin.email)).toEqual([]);
});

test("quick wrong-password sign-ins are refused with a too-many-attempts message", async ({
  page,
  browser,
}, testInfo) => {
  const admin = await createAdmin(testInfo, "target");
  const wrong = { email: admin.email, password: "guess-number-x" };

  await page.goto("/admin");
  const answers: string[] = [];
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname === "/admin.data",
    );
    await formSignIn(page, wrong);
    await answered;
    await expect(toast(page)).toBeVisible(afterRoundTrip);
    answers.push((await toast(page).textContent()) ?? "");
  }
  expect(answers.slice(0, 5).every((text) => text.includes(invalidCredentials))).toBe(true);
  expect(answers[5]).toMatch(/too many/i);

  // While the window lasts, this address is refused even with the right password...
  await formSignIn(page, admin);
  await expect(toast(page)).toContainText(/too many/i, afterRoundTrip);
  await expectSignInForm(page);

  // ...but the limit is per address and short: the owner signing in from elsewhere gets in.
  const elsewhere = await browserElsewhere(browser, testInfo);
  try {
    const phone = await elsewhere.newPage();
    await phone.goto("/admin");
    await formSignIn(phone, admin);
    await expectToast(phone, copy.welcome);
    await expect(phone.locator("main h1")).toHaveText(copy.views.all);
  } finally {
    await elsewhere.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signing up, in and out works with the plain forms", async ({ page }, testInfo) => {
    const newcomer = { email: newEmail("nojs-newcomer", testInfo), password: "Plain-forms-only-1" };
    await page.goto("/admin");
    const form = authForm(page);
    await form.toSignUp.click();
    await expect(form.heading).toHaveText(copy.signUp);
    await form.email.fill(newcomer.email);
    await form.password.fill(newcomer.password);
    await form.signUp.click();
    const notice = page.locator("main").getByRole("status");
    await expect(notice).toContainText(copy.checkEmail.title);
    await expect(notice).toContainText(copy.checkEmail.text);
    await expectSignInForm(page);
    await waitForMail(newcomer.email, confirmSubject);

    const admin = await createAdmin(testInfo, "nojs");
    await formSignIn(page, admin);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator("main h1")).toHaveText(copy.views.all);
    await page.getByRole("banner").getByRole("button", { name: copy.signOut }).click();
    await expectSignInForm(page);

    await formSignIn(page, { email: admin.email, password: "wrong-password" });
    await expect(page.locator("main").getByRole("alert")).toContainText(invalidCredentials);
    await expectSignInForm(page);
    await expect(form.email).toHaveValue(admin.email);
    await expect(form.password).toHaveValue("");
  });
});

test("the CLI takes over an address someone signed up with but never confirmed", async ({
  page,
  request,
}, testInfo) => {
  const email = newEmail("owner-to-be", testInfo);
  const squatter = { email, password: "Squatters-own-pass-1" };
  const owner = { email, password: "Owners-own-pass-1" };
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { email, password: squatter.password, name: "squatter" },
  });
  expect(signUp.status()).toBe(200);

  const out = await adminCli("create", "--email", email, "--password", owner.password);

  await page.goto("/admin");
  await formSignIn(page, squatter);
  await expect(toast(page)).toContainText(invalidCredentials, afterRoundTrip);
  await expectSignInForm(page);

  await formSignIn(page, owner);
  await expectToast(page, copy.welcome);
  await expect(page.locator("main h1")).toHaveText(copy.views.all);

  // The CLI said what it did.
  expect(out).toContain(`${email} had an unconfirmed account`);
  expect(out).toContain("Its password is now the one given");
});

test("using one reset link voids the account's other reset links", async ({ page }, testInfo) => {
  const admin = await createAdmin(testInfo, "two-links");
  const form = authForm(page);
  await page.goto("/admin");
  for (let ask = 1; ask <= 2; ask += 1) {
    await form.forgot.click();
    await expect(form.heading).toHaveText(copy.forgot);
    await form.email.fill(admin.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(form.heading).toHaveText(copy.signIn, afterRoundTrip);
    await waitForMail(admin.email, resetSubject, ask);
  }
  const [older, newer] = mailsTo(admin.email, resetSubject);

  await page.goto(linkOf(newer!, baseURLOf(testInfo)));
  await page.getByLabel("New password").fill("Newer-link-password-1");
  await page.getByRole("button", { name: "New password" }).click();
  await expect(page.getByText("Sign in with your new password.").first()).toBeVisible();

  await page.goto(linkOf(older!, baseURLOf(testInfo)));
  await expect(page.getByRole("alert").filter({ hasText: "This link has expired" })).toBeVisible();
  await expect(page.getByLabel("New password")).toHaveCount(0);
});

test("signing up answers the same whether or not the address has an account", async ({
  request,
}, testInfo) => {
  const admin = await createAdmin(testInfo, "taken");
  const signUp = (email: string) =>
    request.post("/api/auth/sign-up/email", {
      data: { email, password: "Same-password-for-both-1", name: "same" },
    });
  const taken = await signUp(admin.email);
  const free = await signUp(newEmail("free", testInfo));
  expect(taken.status()).toBe(200);
  expect(free.status()).toBe(taken.status());
  expect(await free.json()).toEqual(await taken.json());
  expect(free.headers()["set-cookie"]).toBeUndefined();
  expect(taken.headers()["set-cookie"]).toBeUndefined();
});

test("Better Auth answers only what the desk uses, and hands no session token to scripts", async ({
  request,
}, testInfo) => {
  const admin = await createAdmin(testInfo, "surface");
  const signIn = await request.post("/api/auth/sign-in/email", {
    data: { email: admin.email, password: admin.password },
  });
  expect(signIn.status()).toBe(200);
  const session = (await request.storageState()).cookies.find((cookie) => /session_token$/.test(cookie.name));
  expect(session, "a session cookie").toBeDefined();
  expect(session!.httpOnly).toBe(true);
  const token = session!.value.split(".")[0]!;
  expect(await signIn.text()).not.toContain(token);

  const origin = { Origin: baseURLOf(testInfo) };
  const turnedOff: [string, string][] = [
    ["GET", "/api/auth/get-session"],
    ["GET", "/api/auth/list-sessions"],
    ["POST", "/api/auth/admin/create-user"],
    ["POST", "/api/auth/admin/set-user-password"],
    ["POST", "/api/auth/admin/impersonate-user"],
    ["GET", "/api/auth/admin/list-users"],
    ["POST", "/api/auth/change-password"],
    ["POST", "/api/auth/update-user"],
    ["POST", "/api/auth/sign-out"],
  ];
  for (const [method, path] of turnedOff) {
    const response = await request.fetch(path, {
      method,
      headers: origin,
      data: method === "POST" ? {} : undefined,
    });
    expect(response.status(), `${method} ${path}`).toBe(404);
    expect(await response.text()).not.toContain(token);
  }
  // The session still works where the desk uses it.
  expect((await request.get("/api/leads")).status()).toBe(200);
});

test("of the two-factor endpoints only the desk's answer: no e-mailed codes, no setup address again", async ({
  request,
}, testInfo) => {
  const admin = await createAdmin(testInfo, "surface-2fa");
  await apiSignIn(request, admin);
  const origin = { Origin: baseURLOf(testInfo) };
  const data = { password: admin.password, code: "123456" };
  for (const path of ["get-totp-uri", "send-otp", "verify-otp", "view-backup-codes"]) {
    const response = await request.post(`/api/auth/two-factor/${path}`, { headers: origin, data });
    expect(response.status(), path).toBe(404);
  }
  // The security page's: it asks for the password (tests/e2e/admin-two-factor.spec.ts).
  const enable = await request.post("/api/auth/two-factor/enable", {
    headers: origin,
    data: { password: "not-the-password" },
  });
  expect(enable.status()).toBe(400);
});
