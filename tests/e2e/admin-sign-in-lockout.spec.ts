// Someone guessing an account's password is throttled, but cannot lock its owner out: a browser
// that has signed in to the account before carries a device cookie, and its sign-ins are counted
// apart from everyone else's.
import type { Page } from "@playwright/test";
import {
  type Account,
  authForm,
  browserElsewhere,
  clientApi,
  copy,
  createAdmin,
  expect,
  expectToast,
  formSignIn,
  test,
  toast,
} from "./admin-helpers";
import { afterRoundTrip } from "./fixtures";

const deviceCookie = /desk_device$/;

/** Signs in with the form and waits for the desk's answer to arrive. */
async function signInAndWait(page: Page, account: Account) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname === "/admin.data",
  );
  await formSignIn(page, account);
  await answered;
}

test("while the account is under attack, guessers stay throttled and its owner's browser still gets in", async ({
  page,
  browser,
  playwright,
}, testInfo) => {
  const owner = await createAdmin(testInfo, "owner");

  // The owner has signed in from this browser before, and signed out again.
  await page.goto("/admin");
  await formSignIn(page, owner);
  await expectToast(page, copy.welcome);
  await expect(page.locator("main h1")).toHaveText(copy.views.all);
  await page.getByRole("banner").getByRole("button", { name: copy.signOut }).click();
  await expect(authForm(page).heading).toHaveText(copy.signIn);

  // Someone guesses: ten wrong passwords, in bursts of five from two addresses (one address may try
  // five times a minute). Each is refused, the last ones as too many.
  for (let burst = 0; burst < 2; burst += 1) {
    const guesser = await clientApi(playwright, testInfo);
    try {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await guesser.post("/api/auth/sign-in/email", {
          data: { email: owner.email, password: `guess-${burst}-${attempt}-x` },
        });
        expect([401, 429]).toContain(response.status());
      }
    } finally {
      await guesser.dispose();
    }
  }

  // Now even the right password is refused to a browser the account has never signed in from.
  const stranger = await browserElsewhere(browser, testInfo);
  try {
    const strangerPage = await stranger.newPage();
    await strangerPage.goto("/admin");
    await signInAndWait(strangerPage, owner);
    await expect(toast(strangerPage)).toContainText(/too many/i, afterRoundTrip);
    await expect(authForm(strangerPage).heading).toHaveText(copy.signIn);
  } finally {
    await stranger.close();
  }

  // The owner's own browser signs in with the right password.
  await signInAndWait(page, owner);
  await expectToast(page, copy.welcome);
  await expect(page.locator("main h1")).toHaveText(copy.views.all);

  // What this browser carries for it: a cookie scripts cannot read, kept for months.
  const [device] = (await page.context().cookies()).filter((cookie) => deviceCookie.test(cookie.name));
  expect(device, "a device cookie").toBeDefined();
  expect(device!.httpOnly).toBe(true);
  expect(device!.expires * 1000).toBeGreaterThan(Date.now() + 30 * 86_400_000);
});
