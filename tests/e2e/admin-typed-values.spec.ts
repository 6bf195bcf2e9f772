// Nothing typed on the desk's forms is thrown away: not what is typed before the desk's scripts have
// run (React then takes over the page), not what is typed right after switching between Sign In and
// Sign Up while the desk is still loading the other form, and not what is typed into a lead's log
// while the page's data reloads after the last entry was saved.
import {
  apiSignIn,
  authForm,
  confirmSubject,
  copy,
  createAdmin,
  expect,
  expectToast,
  holdScripts,
  newEmail,
  seedLead,
  test,
  timelineEntries,
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

test("the log's box empties once each entry is saved, and keeps what is typed while the page reloads", async ({
  page,
  request,
}, testInfo) => {
  const admin = await createAdmin(testInfo, "typed-log");
  const lead = await seedLead(request, testInfo, { name: "Typed Log Customer" });
  await apiSignIn(page.request, admin);
  await page.goto(`/admin/leads/${lead.id}`);
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe("complete");
  const log = page.getByRole("region", { name: "Log what happened" });
  const text = log.getByLabel("Outcome or note");
  const save = log.getByRole("button", { name: "Save to timeline" });

  // The page's data, read again after the entry is saved, is held back while the next note is typed.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reloads = 0;
  await page.route(
    (url) => url.pathname === `/admin/leads/${lead.id}.data`,
    async (route) => {
      reloads++;
      await released;
      await route.fallback();
    },
  );
  await text.fill("Called, asked for a site visit on Saturday");
  await save.click();
  await expect(text).toHaveValue("");
  await text.fill("Sent the catalogue on WhatsApp");
  expect(reloads, "the page's data was still reloading while the note was typed").toBe(1);
  release();
  await expect(timelineEntries(page).first()).toContainText("Called, asked for a site visit");
  await expect(text).toHaveValue("Sent the catalogue on WhatsApp");

  // The same kind of entry again: its answer reads the same, and the box still empties.
  await save.click();
  await expect(timelineEntries(page).first()).toContainText("Sent the catalogue on WhatsApp");
  await expect(text).toHaveValue("");
});
