// How the business quotes, set from the desk (/admin/site, part "Quotes"; project "site"). On a phone
// without JavaScript, an admin changes the validity and the payment schedule: a schedule that does not
// make 100% is refused by the schedule, and once fixed it is published; a template's row buttons work
// by posting the form. On a laptop, with JavaScript, the admin edits a line of the kitchen template;
// a new quote started from it on the desk shows the changed line and rate, the new validity and
// schedule; another template is removed in place. Staff are answered 404 by the editor. Axe on the
// settings and on the editor.
import {
  baseURLOf,
  createAdmin,
  createStaff,
  expect,
  runTag,
  seedLead,
  test,
  type Account,
} from "./admin-helpers";
import { databaseFile, siteDataDir } from "../../playwright.config";
import { afterRoundTrip } from "./fixtures";
import { desktop, expectAccessible, phone, signedInApiAt, signedInBrowserAt } from "./report-helpers";

// They change the live site one after the other.
test.describe.configure({ mode: "serial" });

const published = "Published. The site shows it now.";
const kitchenEditor = "/admin/site/quote-templates/l-shaped-kitchen";

let baseURL: string;
let admin: Account;

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
test.beforeAll(async ({}, testInfo) => {
  baseURL = baseURLOf(testInfo);
  admin = await createAdmin(testInfo, "quote-settings-admin", {
    baseURL,
    dataDir: `./${siteDataDir}`,
    databasePath: `./${databaseFile("site")}`,
  });
});

test("on a phone without JavaScript, an admin changes the validity and the payment schedule", async ({
  browser,
  playwright,
}, testInfo) => {
  const api = await signedInApiAt(baseURL, playwright, admin);
  const context = await signedInBrowserAt(baseURL, browser, api, { ...phone, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admin/site#quotes");
  const quotes = page.locator("#quotes");

  await test.step("a schedule that does not make 100% is refused by the schedule, keeping what was typed", async () => {
    await quotes.getByLabel("Quote valid for (days)").fill("45");
    await quotes.getByLabel("Stage 1 %", { exact: true }).fill("20");
    await quotes.getByRole("button", { name: "Publish quote settings" }).click();
    await expect(page.locator("#quotes").getByRole("alert")).toContainText(
      "Nothing was published",
      afterRoundTrip,
    );
    await expect(page.locator("#quotes")).toContainText(
      "The stages add up to 110%; they must add up to 100%.",
    );
    await expect(page.locator("#quotes").getByLabel("Quote valid for (days)")).toHaveValue("45");
    await page.locator("#quotes").screenshot({ path: testInfo.outputPath("quote-settings-refused-390.png") });
  });

  await test.step("fixed, it is published and the form shows it", async () => {
    await page.locator("#quotes").getByLabel("Stage 2 %", { exact: true }).fill("30");
    await page.locator("#quotes").getByRole("button", { name: "Publish quote settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: published })).toBeVisible(afterRoundTrip);
    const shown = page.locator("#quotes");
    await expect(shown.getByLabel("Quote valid for (days)")).toHaveValue("45");
    await expect(shown.getByLabel("Stage 1 %", { exact: true })).toHaveValue("20");
    await expect(shown.getByLabel("Stage 2 %", { exact: true })).toHaveValue("30");
    await shown.screenshot({ path: testInfo.outputPath("quote-settings-390.png") });
  });

  await test.step("in a template's editor, Add line posts the form and comes back with a new line and what was typed", async () => {
    await page.goto(kitchenEditor);
    const typed = `Corner carousel ${runTag()}`;
    await page.getByLabel("Description").first().fill(typed);
    const lines = page.getByRole("group", { name: /^Line \d+$/ });
    const before = await lines.count();
    await page
      .getByRole("button", { name: /^Add line/ })
      .first()
      .click();
    await expect(lines).toHaveCount(before + 1, afterRoundTrip);
    await expect(page.getByLabel("Description").first()).toHaveValue(typed);
    await page.screenshot({ path: testInfo.outputPath("template-editor-390.png"), fullPage: true });
  });
  await context.close();
  await api.dispose();
});

test("on a laptop, an admin edits a template's line, and a new quote from it shows the change; staff get 404", async ({
  browser,
  playwright,
}, testInfo) => {
  const api = await signedInApiAt(baseURL, playwright, admin);
  const context = await signedInBrowserAt(baseURL, browser, api, desktop);
  const page = await context.newPage();
  await page.goto("/admin/site#quotes");
  await expectAccessible(page, "site settings with quotes, laptop");
  const quotes = page.locator("#quotes");
  await quotes.getByRole("link", { name: "Edit the template L-shaped modular kitchen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit template: L-shaped modular kitchen");
  await expectAccessible(page, "quote template editor, laptop");

  const description = `Base cabinets, marine ply ${runTag()}`;
  const first = page.getByRole("group", { name: "Line 1" }).first();
  await first.getByLabel("Description").fill(description);
  await first.getByLabel("Rate (₹)").fill("1600.00");
  // Rows come and go in place: a line added and removed again.
  const lines = page.getByRole("group", { name: /^Line \d+$/ });
  const count = await lines.count();
  await page
    .getByRole("button", { name: /^Add line/ })
    .first()
    .click();
  await expect(lines).toHaveCount(count + 1);
  await page
    .getByRole("button", { name: `Remove line ${count + 1}` })
    .first()
    .click();
  await expect(lines).toHaveCount(count);
  await page.screenshot({ path: testInfo.outputPath("template-editor-1366.png"), fullPage: true });
  await page.getByRole("button", { name: "Publish template" }).click();
  await expect(page).toHaveURL(/\/admin\/site#quotes$/, afterRoundTrip);
  await expect(page.getByRole("status").filter({ hasText: published })).toBeVisible();
  await page.locator("#quotes").screenshot({ path: testInfo.outputPath("quote-settings-1366.png") });
  // Another template removed in place, by its own small form.
  await quotes.getByRole("button", { name: "Remove the template Sliding wardrobe" }).click();
  await expect(quotes.getByRole("status").filter({ hasText: published })).toBeVisible(afterRoundTrip);
  await expect(quotes.getByText("Sliding wardrobe")).toHaveCount(0);

  const lead = await seedLead(api, testInfo, {
    name: `Kavya ${runTag()}`,
    service: "Modular Kitchen Fitting",
  });
  await page.goto(`/admin/leads/${lead.id}/quotes/new`);
  await page.getByRole("link", { name: /L-shaped modular kitchen/ }).click();
  const builder = page.locator("form").filter({ has: page.getByRole("button", { name: "Save quote" }) });
  await expect(builder.getByLabel("Description").first()).toHaveValue(description);
  await expect(builder.getByLabel("Rate (₹)").first()).toHaveValue("1600.00");
  await expect(builder.getByLabel("%").first()).toHaveValue("20");
  const today = new Date(Date.now() + 330 * 60_000);
  today.setUTCDate(today.getUTCDate() + 45);
  await expect(builder.getByLabel("Valid until")).toHaveValue(today.toISOString().slice(0, 10));
  await context.close();

  const staff = await createStaff(testInfo, "quote-settings-staff", {
    baseURL,
    dataDir: `./${siteDataDir}`,
    databasePath: `./${databaseFile("site")}`,
  });
  const staffApi = await signedInApiAt(baseURL, playwright, staff);
  for (const path of [kitchenEditor, "/admin/site/quote-templates/new"])
    expect((await staffApi.get(path)).status(), path).toBe(404);
  await Promise.all([api.dispose(), staffApi.dispose()]);
});
