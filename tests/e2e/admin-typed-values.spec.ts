// Nothing typed on the desk's signed-out forms is thrown away: not what is typed before the desk's
// scripts have run (React then takes over the page), and not what is typed right after switching
// between Sign In and Sign Up while the desk is still loading the other form.
import {
  authForm,
  confirmSubject,
  copy,
  createAdmin,
  expect,
  expectToast,
  holdScripts,
  newEmail,
  test,
  waitForMail,
} from "./admin-helpers";

test("an e-mail and password typed before the desk's scripts run are kept, and sign in", async ({
  page,
}, testInfo) => {
  const admin = await createAdmin(testInfo, "typed-early");
  const scripts = await holdScripts(page);
  await page.goto("/admin", { waitUntil: "commit" });
  const form = authForm(page);
  await form.email.fill(admin.email);
  await form.password.fill(admin.password);
  await expect.poll(() => scripts.held.length, "the page's scripts are held").toBeGreaterThan(0);
  expect(await scripts.hydrated(), "the desk is not hydrated yet").toBe(false);

  scripts.release();
  await expect.poll(() => scripts.hydrated(), "the desk has hydrated").toBe(true);
  await expect(form.email).toHaveValue(admin.email);
  await expect(form.password).toHaveValue(admin.password);

  await form.signIn.click();
  await expectToast(page, copy.welcome);
});

test("what is typed right after switching to Sign Up, while that form still loads, is kept and sent", async ({
  page,
}, testInfo) => {
  const email = newEmail("typed-switch", testInfo);
  await page.goto("/admin");
  const form = authForm(page);
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe("complete");

  // The desk's data for the Sign Up form is held back until the person has typed.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let heldLoads = 0;
  await page.route(
    (url) => url.pathname.endsWith(".data") && url.searchParams.get("mode") === "sign-up",
    async (route) => {
      heldLoads++;
      await released;
      await route.fallback();
    },
  );

  await form.toSignUp.click();
  await expect(form.heading).toHaveText(copy.signUp);
  await form.email.fill(email);
  await form.password.fill("Teak-and-rosewood-77");
  expect(heldLoads, "the Sign Up form's data was still loading while the person typed").toBe(1);

  const loaded = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.endsWith(".data") &&
      new URL(response.url()).searchParams.get("mode") === "sign-up",
  );
  release();
  await loaded;
  await expect(page).toHaveURL(/mode=sign-up/);
  await expect(form.email).toHaveValue(email);
  await expect(form.password).toHaveValue("Teak-and-rosewood-77");

  await form.signUp.click();
  await expectToast(page, copy.checkEmail);
  const confirmation = await waitForMail(email, confirmSubject);
  expect(confirmation.to).toBe(email);
});
