// Accessibility of the lead desk (/admin): axe-core finds no WCAG 2.x A/AA violation in any state
// of its pages, at phone and desktop sizes, signed out, signed in without the admin role and as an
// admin (toasts on screen where a state shows one); and the desk works by keyboard alone, with a
// visible focus indicator on every control focus reaches.
import { readFileSync } from "node:fs";
import type { APIRequestContext, ElementHandle, Locator, Page, Route, TestInfo } from "@playwright/test";
import {
  csvColumn,
  adminCli,
  apiSignIn,
  authForm,
  baseURLOf,
  confirmSubject,
  copy,
  createAdmin,
  deskStatusErrors,
  deskView,
  expect,
  expectCounters,
  expectToast,
  filters,
  formSignIn,
  leadRow,
  linkOf,
  newEmail,
  pageSummary,
  parseCsv,
  resetSubject,
  runTag,
  seedLead,
  seedLeads,
  clientApi,
  statusSelect,
  storedCounts,
  storedEvents,
  storedLead,
  test,
  timelineEntries,
  toast,
  waitForMail,
  type Account,
  type Seeded,
} from "./admin-helpers";
import { afterRoundTrip, gotoReady } from "./fixtures";
import { readFocus } from "./focus-indicator";
import { wcagViolations } from "./accessibility";

const sizes = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1366, height: 900 }],
] as const;
const desktop = sizes[1][1];

const invalidCredentials = "Invalid email or password";
/** A lead id no lead has. */
const unknownLead = "00000000-0000-4000-8000-000000000000";
/** The browser's console error for a lead's page answered 403 or 404 (the error page states). */
const leadPageStatusError =
  /^console\.error: Failed to load resource: the server responded with a status of 40[34] \(.*\) \(https?:\/\/[^/]+\/admin\/leads\/[^:]+:\d+\)$/;
const leadUpdated = (status: string) => ({ title: "Lead updated", text: `Lead status changed to ${status}` });

// ---- axe -----------------------------------------------------------------------------------------

/**
 * A notice goes away after five seconds (the desk's toast duration); on a busy machine the steps
 * between the action that shows it and the end of its scan can take longer. Added to the page
 * before its scripts run: while `window.__holdNotices` is set, a five-second timer that comes due
 * waits until it is cleared, so a notice stays until its scan is done. It is set from the start of
 * every document, so a notice is held from the moment it shows, however long the checks before
 * its scan take; `scan` clears it afterwards. Only one notice shows at a time (a newer one replaces
 * it), and clearing the timer (dismissing) still removes it; nothing else changes.
 */
function holdableNotices() {
  const page = window as unknown as { __holdNotices?: boolean };
  page.__holdNotices = true;
  const realSet = window.setTimeout.bind(window);
  const realClear = window.clearTimeout.bind(window);
  // Our timer id → the id of the browser timer that stands for it now.
  const held = new Map<number, number>();
  let nextId = 1_000_000_000;
  window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if (timeout !== 5000 || typeof handler !== "function") return realSet(handler, timeout, ...args);
    const id = nextId++;
    const due = () => {
      if (page.__holdNotices) held.set(id, realSet(due, 20));
      else {
        held.delete(id);
        (handler as (...values: unknown[]) => void)(...args);
      }
    };
    held.set(id, realSet(due, timeout));
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    const current = id === undefined ? undefined : held.get(id);
    if (current === undefined) return realClear(id);
    realClear(current);
    held.delete(id!);
  }) as typeof window.clearTimeout;
}

const setNoticeHold = (page: Page, hold: boolean) =>
  page.evaluate((value) => {
    (window as unknown as { __holdNotices?: boolean }).__holdNotices = value;
  }, hold);

/**
 * Runs axe on the page as it is and expects no violation (softly: the walk through the states goes
 * on, and every state's violations are reported). With `withToast`, the notice must be on screen
 * (with that text) before and after the scan, held there since it showed (holdableNotices); then
 * it is let go, and the hold is set again for the next notice.
 */
async function scan(page: Page, state: string, withToast?: string | RegExp) {
  if (withToast) {
    await expect(toast(page), `${state}: the notice is shown`).toContainText(withToast, afterRoundTrip);
  }
  const found = await wcagViolations(page);
  if (withToast) {
    await expect(toast(page), `${state}: the notice lasted the scan`).toContainText(withToast);
    await setNoticeHold(page, false);
    await expect(toast(page), `${state}: the notice goes once let go`).toHaveCount(0);
    await setNoticeHold(page, true);
  }
  expect.soft(found, `WCAG A/AA violations: ${state}`).toEqual([]);
}

/** Clicks a submit button with the browser's own checks (required, type="email") off, so the server's messages show. */
async function submitUnchecked(button: Locator) {
  await button.evaluate((element: HTMLButtonElement) => {
    element.formNoValidate = true;
  });
  await button.click();
}

/**
 * Holds the desk's next data request (GET /admin.data) while `during` runs, so the state shown
 * while it loads stays on screen; then lets it through.
 */
async function whileDeskLoads(page: Page, start: () => Promise<void>, during: () => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  const matcher = (url: URL) => url.pathname === "/admin.data";
  const handler = async (route: Route) => {
    if (route.request().method() !== "GET" || held > 0) return route.fallback();
    held += 1;
    await released;
    await route.fallback();
  };
  await page.route(matcher, handler);
  try {
    await start();
    await during();
    expect(held, "the data request was held").toBe(1);
  } finally {
    release();
  }
  await page.unroute(matcher, handler);
}

// ---- keyboard ------------------------------------------------------------------------------------

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop on the way that the
 * focused control shows a visible focus indicator.
 */
async function tabTo(page: Page, target: Locator, { backward = false, max = 500 } = {}) {
  const name = String(target);
  const handle = (await target.elementHandle()) as ElementHandle<Element>;
  const problems: string[] = [];
  const path: string[] = [];
  try {
    for (let presses = 0; presses < max; presses += 1) {
      await page.keyboard.press(backward ? "Shift+Tab" : "Tab");
      const focused = await page.evaluate(readFocus, handle);
      path.push(focused.label);
      if (focused.problem) problems.push(`${focused.label} ${focused.problem}`);
      if (focused.isTarget) {
        expect(problems, `focus indicators on the way to ${name}`).toEqual([]);
        return;
      }
    }
  } finally {
    await handle.dispose();
  }
  throw new Error(
    `${name} not reached in ${max} presses of ${backward ? "Shift+Tab" : "Tab"}: ${path.join(" → ")}`,
  );
}

// ---- shared data ---------------------------------------------------------------------------------

// In order, in one worker (the desk project runs one test at a time): the seeded leads are shared.
test.describe.configure({ mode: "default" });

const tag = `A11y${runTag()}`;
const pagedCount = 51;
/** Leads whose names carry `tag`, oldest first: 51 of them, two pages of the list. */
let paged: Seeded[] = [];
let api: APIRequestContext;

test.beforeAll(async ({ playwright }, testInfo: TestInfo) => {
  api = await clientApi(playwright, testInfo);
  paged = await seedLeads(api, testInfo, pagedCount, (i) => ({
    name: `${tag} Customer ${String(i).padStart(2, "0")}`,
    service: i % 2 ? "Modular Kitchen Fitting" : "Wardrobe Installation",
    email: i % 3 === 0 ? `customer${i}@example.in` : undefined,
    // Long enough that the list shows it shortened, with "Show full message".
    message:
      i % 4 === 0
        ? `Enquiry ${i}: a sliding wardrobe for the master bedroom, 8 ft wide, with a loft and a dresser.`
        : `Enquiry ${i}`,
  }));
});

test.afterAll(async () => {
  await api.dispose();
});

// ---- every state, at both sizes ------------------------------------------------------------------

for (const [size, viewport] of sizes) {
  test.describe(`at ${size} size`, () => {
    test.use({
      viewport,
      allowedConsoleErrors: [[...deskStatusErrors, leadPageStatusError], { scope: "test" }],
    });

    test(`every state of the desk has no WCAG A/AA violations (${size})`, async ({ page }, testInfo) => {
      // Some thirty states, each scanned (each scan allows itself more time): about 25 s on a quiet machine.
      test.setTimeout(120_000);
      await page.addInitScript(holdableNotices);
      const form = authForm(page);
      const main = page.locator("main");
      const admin = await createAdmin(testInfo, `a11y-${size}`);
      const changed = await seedLead(api, testInfo, {
        name: `Status Check ${size} ${runTag()}`,
        email: "status@example.in",
        message: "Please call after 6 pm about a TV unit.",
      });

      // ---- signed out: sign in
      expect((await gotoReady(page, "/admin"))?.status()).toBe(401);
      await expect(form.heading).toHaveText(copy.signIn);
      await scan(page, "sign-in form");

      await submitUnchecked(form.signIn);
      await expect(form.email).toHaveAccessibleDescription("Please enter a valid e-mail address.");
      await expect(form.password).toHaveAccessibleDescription("Please enter your password.");
      await expect(form.email).toHaveAttribute("aria-invalid", "true");
      await scan(page, "sign-in form with errors");

      await formSignIn(page, { email: admin.email, password: "not-the-password" });
      await expect(form.heading).toHaveText(copy.signIn);
      await scan(page, "failed sign-in", invalidCredentials);

      // ---- sign up
      await gotoReady(page, "/admin?mode=sign-up");
      await expect(form.heading).toHaveText(copy.signUp);
      await scan(page, "sign-up form");

      await form.email.fill("not-an-address");
      await form.password.fill("short");
      await submitUnchecked(form.signUp);
      await expect(form.email).toHaveAccessibleDescription("Please enter a valid e-mail address.");
      await expect(form.password).toHaveAccessibleDescription("Use at least 8 characters.");
      await scan(page, "sign-up form with errors");

      const staff: Account = {
        email: newEmail(`a11y-staff-${size}`, testInfo),
        password: `Staff-${runTag()}-pw`,
      };
      await form.email.fill(staff.email);
      await form.password.fill(staff.password);
      await form.signUp.click();
      await expectToast(page, copy.checkEmail);
      await expect(form.heading).toHaveText(copy.signIn);
      await scan(page, "check your email (after sign-up)", copy.checkEmail.text);

      // The e-mailed link confirms the address and comes back with a notice.
      const confirmation = await waitForMail(staff.email, confirmSubject);
      await page.goto(linkOf(confirmation, baseURLOf(testInfo)));
      await expect(main.getByRole("status")).toContainText("Email confirmed");
      await scan(page, "e-mail confirmed notice");

      // ---- forgot password
      await gotoReady(page, "/admin?mode=forgot");
      await expect(form.heading).toHaveText(copy.forgot);
      await scan(page, "forgot-password form");

      const sendLink = main.getByRole("button", { name: "Send reset link" });
      await submitUnchecked(sendLink);
      await expect(form.email).toHaveAccessibleDescription("Please enter a valid e-mail address.");
      await scan(page, "forgot-password form with errors");

      await form.email.fill(staff.email);
      await sendLink.click();
      await expect(form.heading).toHaveText(copy.signIn);
      await scan(page, "reset link sent", "we've sent a link to choose a new password");

      // ---- the reset page: with the e-mailed token, errors, done; a used link; no token; a bad token
      const resetMail = await waitForMail(staff.email, resetSubject);
      const resetLink = linkOf(resetMail, baseURLOf(testInfo));
      await page.goto(resetLink);
      await expect(page).toHaveURL(/\/admin\/reset-password\?token=/);
      const newPassword = main.getByLabel("New password");
      const setPassword = main.getByRole("button", { name: "New password" });
      await expect(newPassword).toBeVisible();
      await scan(page, "reset-password form");

      await newPassword.fill("short");
      await submitUnchecked(setPassword);
      await expect(newPassword).toHaveAccessibleDescription("Use at least 8 characters.");
      await scan(page, "reset-password form with errors");

      staff.password = `Reset-${runTag()}-pw`;
      await newPassword.fill(staff.password);
      await setPassword.click();
      await expect(main.getByRole("status")).toHaveText("Sign in with your new password.");
      await scan(page, "password changed", "Password changed");

      await page.goto(resetLink);
      await expect(page).toHaveURL(/error=/);
      await expect(main.getByRole("alert")).toContainText("This link has expired");
      await scan(page, "reset link already used");

      await gotoReady(page, "/admin/reset-password");
      await expect(main.getByRole("alert")).toContainText("This link has expired");
      await scan(page, "reset page without a token");

      await gotoReady(page, "/admin/reset-password?token=not-a-real-token");
      await newPassword.fill("Another-good-password-1");
      await setPassword.click();
      await expect(toast(page)).toContainText("Error", afterRoundTrip);
      await scan(page, "reset with a bad token", "Error");

      // ---- signed in without the admin role
      await gotoReady(page, "/admin");
      await formSignIn(page, staff);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.accessDenied);
      await expect(main.getByText(copy.accessDeniedText)).toBeVisible();
      await scan(page, "access denied", copy.welcome.text);
      expect((await gotoReady(page, `/admin/leads/${changed.id}`))?.status()).toBe(403);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.accessDenied);
      await expect(page).toHaveTitle(/\S/);
      await scan(page, "a lead's page without the admin role");
      await gotoReady(page, "/admin");
      await main.getByRole("button", { name: copy.signOut }).click();
      await expect(form.heading).toHaveText(copy.signIn);

      // ---- the admin: checking the session, then the dashboard (one lead, searched for), which
      // opens on All Leads; the Due tab beside it lists the new lead nobody has contacted yet.
      await gotoReady(page, `/admin?q=${encodeURIComponent(changed.name)}`);
      await whileDeskLoads(
        page,
        () => formSignIn(page, admin),
        async () => {
          await expect(main.getByRole("status")).toHaveText("Checking your session…");
          await scan(page, "checking the session");
        },
      );
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.views.all);
      await expectCounters(page, storedCounts());
      await expect(pageSummary(page)).toHaveText("1–1 of 1");
      await scan(page, "dashboard (all leads) after signing in", copy.welcome.text);

      // What is due, with the same search; then all leads again.
      await deskView(page, "due").click();
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.views.due);
      await expect(pageSummary(page)).toHaveText("1–1 of 1");
      await scan(page, "dashboard (due)");
      await deskView(page, "all").click();
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.views.all);
      await expect(filters(page).search).toHaveValue(changed.name);

      const desk = filters(page);
      await whileDeskLoads(
        page,
        async () => {
          await desk.search.fill(tag);
          await desk.submit.click();
        },
        async () => {
          await expect(main.getByRole("status")).toHaveText("Loading dashboard...");
          await scan(page, "loading the dashboard");
        },
      );
      await expect(pageSummary(page)).toHaveText(`1–50 of ${pagedCount}`);
      await expect(main.getByRole("link", { name: paged.at(-1)!.name, exact: true })).toBeVisible();
      await scan(page, "dashboard with leads, page 1 of 2");

      await main.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
      await expect(pageSummary(page)).toHaveText(`51–${pagedCount} of ${pagedCount}`);
      await scan(page, "dashboard with leads, page 2 of 2");

      await desk.search.fill(`nobody-${runTag()}`);
      await desk.submit.click();
      await expect(main.getByText(copy.empty)).toBeVisible();
      await scan(page, "dashboard, nothing found");

      // ---- a status change, on the list and on the lead's page
      await desk.search.fill(changed.name);
      await desk.submit.click();
      await expect(pageSummary(page)).toHaveText("1–1 of 1");
      await statusSelect(main, changed.name).selectOption("qualified");
      await expectToast(page, leadUpdated("qualified"));
      await expect(statusSelect(main, changed.name)).toHaveValue("qualified");
      expect(storedLead(changed.id)?.status).toBe("qualified");
      await scan(page, "dashboard after a status change", leadUpdated("qualified").text);

      await main.getByRole("link", { name: changed.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/leads/${changed.id}$`));
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(changed.name);
      await expect(timelineEntries(page)).toHaveCount(1);
      await scan(page, "lead's page");

      await statusSelect(main, changed.name).selectOption("converted");
      await expectToast(page, leadUpdated("converted"));
      await expect(timelineEntries(page)).toHaveCount(2);
      await scan(page, "lead's page after a status change", leadUpdated("converted").text);

      expect((await gotoReady(page, `/admin/leads/${unknownLead}`))?.status()).toBe(404);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Lead not found");
      await expect(page).toHaveTitle(/\S/);
      await scan(page, "a lead that does not exist");
      await gotoReady(page, `/admin/leads/${changed.id}`);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(changed.name);

      // Access is taken away while the page is open (which ends the session; another admin keeps
      // the desk, as the last admin cannot be revoked): the change is refused with an error notice.
      await createAdmin(testInfo, `a11y-other-${size}`);
      expect(await adminCli("revoke", "--email", admin.email)).toContain("no longer has access to the desk");
      await statusSelect(main, changed.name).selectOption("closed");
      await expect(toast(page)).toContainText("Error updating lead", afterRoundTrip);
      await scan(page, "lead's page, a refused change", "Sign in first.");
      expect(storedLead(changed.id)?.status).toBe("converted");
    });
  });
}

// ---- by keyboard alone ---------------------------------------------------------------------------

test.describe("by keyboard alone", () => {
  test.use({ viewport: desktop });
  let admin: Account;

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
  test.beforeAll(async ({}, testInfo) => {
    admin = await createAdmin(testInfo, "keyboard");
  });

  test("sign in, search, filter, export, change statuses, page through and sign out", async ({ page }) => {
    // Some 200 key presses, each followed by a look at the focused control.
    test.slow();
    const form = authForm(page);
    const main = page.locator("main");
    const desk = filters(page);
    const signOut = page.getByRole("banner").getByRole("button", { name: copy.signOut });
    const pages = main.getByRole("navigation", { name: "Pages" });

    // The sign-in form: every control reachable, filled and sent from the keyboard.
    await gotoReady(page, "/admin");
    await tabTo(page, form.email);
    await page.keyboard.type(admin.email);
    await tabTo(page, form.password);
    await page.keyboard.type(admin.password);
    await tabTo(page, form.toSignUp);
    await tabTo(page, form.signIn, { backward: true });
    await page.keyboard.press("Enter");
    await expectToast(page, copy.welcome);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.views.all);

    // The desk opens on all leads; what is due is the tab beside it, and back.
    await tabTo(page, deskView(page, "due"));
    await page.keyboard.press("Enter");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.views.due);
    await tabTo(page, deskView(page, "all"), { backward: true });
    await page.keyboard.press("Enter");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.views.all);

    // The search box, Sign Out above it (Shift+Tab) and back; then the status filter: the leads of
    // this file that are new.
    await tabTo(page, desk.search);
    await tabTo(page, signOut, { backward: true });
    await tabTo(page, desk.search);
    await page.keyboard.type(tag);
    await tabTo(page, desk.status);
    await page.keyboard.press("ArrowDown");
    await expect(desk.status).toHaveValue("new");
    await tabTo(page, desk.submit);
    await page.keyboard.press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.get("status")).toBe("new");
    await expect(pageSummary(page)).toHaveText(`1–50 of ${pagedCount}`);
    await expect(desk.submit, "focus stays on the Search button").toBeFocused();

    // Export CSV (just before Search, Shift+Tab): the current filter's leads.
    await tabTo(page, desk.exportLink, { backward: true });
    const downloading = page.waitForEvent("download");
    await page.keyboard.press("Enter");
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^leads-.*\.csv$/);
    const rows = parseCsv(readFileSync(await download.path(), "utf8"));
    expect(rows).toHaveLength(1 + pagedCount);
    expect(new Set(rows.slice(1).map((row) => row[csvColumn("status")]))).toEqual(new Set(["new"]));
    expect(new Set(rows.slice(1).map((row) => row[csvColumn("id")]))).toEqual(
      new Set(paged.map((lead) => lead.id)),
    );

    // Back to every status (Shift+Tab), searched with Space on the button.
    await tabTo(page, desk.status, { backward: true });
    await page.keyboard.press("ArrowUp");
    await expect(desk.status).toHaveValue("");
    await tabTo(page, desk.submit);
    await page.keyboard.press("Space");
    await expect.poll(() => new URL(page.url()).searchParams.get("status")).toBe("");
    await expect(desk.submit).toBeFocused();

    // The first row's status: arrow keys choose, Enter saves the choice once.
    const [first, second] = [paged.at(-1)!, paged.at(-2)!];
    const table = main.getByRole("table");
    await expect(table.getByRole("row").nth(1)).toContainText(first.name);
    const firstSelect = statusSelect(leadRow(page, first.name), first.name);
    await tabTo(page, firstSelect);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(firstSelect).toHaveValue("qualified");
    await page.keyboard.press("Enter");
    await expectToast(page, leadUpdated("qualified"));
    await expect(leadRow(page, first.name).getByRole("cell").nth(3)).toHaveText("qualified");
    await expect(firstSelect).toBeFocused();
    expect(storedLead(first.id)?.status).toBe("qualified");
    expect(storedEvents(first.id)).toMatchObject([
      { actor_email: admin.email, from_status: "new", to_status: "qualified" },
    ]);

    // The second row's: chosen with the arrow keys and saved on leaving the dropdown.
    const secondSelect = statusSelect(leadRow(page, second.name), second.name);
    await tabTo(page, secondSelect);
    await page.keyboard.press("ArrowDown");
    await expect(secondSelect).toHaveValue("contacted");
    await page.keyboard.press("Tab");
    await expectToast(page, leadUpdated("contacted"));
    await expect(leadRow(page, second.name).getByRole("cell").nth(3)).toHaveText("contacted");
    expect(storedLead(second.id)?.status).toBe("contacted");
    expect(storedEvents(second.id)).toMatchObject([
      { actor_email: admin.email, from_status: "new", to_status: "contacted" },
    ]);

    // Escape puts back the stored status, and nothing is saved.
    const third = paged.at(-3)!;
    const thirdSelect = statusSelect(leadRow(page, third.name), third.name);
    await tabTo(page, thirdSelect);
    await page.keyboard.press("ArrowDown");
    await expect(thirdSelect).toHaveValue("contacted");
    await page.keyboard.press("Escape");
    await expect(thirdSelect).toHaveValue("new");
    await page.keyboard.press("Tab");
    await expect(thirdSelect).not.toBeFocused();

    // The pager: Next, then Previous on the second page. The link pressed is gone from the new
    // page; focus goes to the list's heading, where the new page begins.
    const heading = main.getByRole("heading", { level: 1, name: "All Leads" });
    await tabTo(page, pages.getByRole("link", { name: "Next" }));
    await page.keyboard.press("Enter");
    await expect(pageSummary(page)).toHaveText(`51–${pagedCount} of ${pagedCount}`);
    await expect(heading).toBeFocused();
    await tabTo(page, pages.getByRole("link", { name: "Previous" }));
    await page.keyboard.press("Enter");
    await expect(pageSummary(page)).toHaveText(`1–50 of ${pagedCount}`);
    await expect(heading).toBeFocused();
    // By now any save the third dropdown had started would be stored.
    expect(storedEvents(third.id)).toEqual([]);
    expect(storedLead(third.id)?.status).toBe("new");

    // Sign Out, above the heading.
    await tabTo(page, signOut, { backward: true });
    await page.keyboard.press("Enter");
    await expect(form.heading).toHaveText(copy.signIn);
    expect((await page.request.get("/api/leads")).status()).toBe(401);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the status dropdown and its Update button", async ({ page, request }, testInfo) => {
      const lead = await seedLead(request, testInfo, { name: `Keyboard NoJS ${runTag()}` });
      await apiSignIn(page.request, admin);
      await page.goto(`/admin?view=all&q=${encodeURIComponent(lead.name)}`);
      const row = leadRow(page, lead.name);
      const select = statusSelect(row, lead.name);
      await tabTo(page, select);
      for (let i = 0; i < 3; i += 1) await page.keyboard.press("ArrowDown");
      await expect(select).toHaveValue("converted");
      expect(storedLead(lead.id)?.status).toBe("new");
      await tabTo(page, row.getByRole("button", { name: "Update" }));
      await page.keyboard.press("Space");
      await expect(page.locator("main").getByRole("status")).toContainText(leadUpdated("converted").text);
      await expect(leadRow(page, lead.name).getByRole("cell").nth(3)).toHaveText("converted");
      expect(storedLead(lead.id)?.status).toBe("converted");
      expect(storedEvents(lead.id)).toMatchObject([
        { actor_email: admin.email, from_status: "new", to_status: "converted" },
      ]);
    });
  });
});
