import { type Page } from "@playwright/test";
import { afterRoundTrip, allowMoreTime, expect, gotoReady, notFoundDocumentError, test } from "./fixtures";
import { type Focused, readFocus } from "./focus-indicator";
import { leadForm, newVisitor, storedLeads, toasts } from "./lead-form-helpers";
import { profileName, profileOf } from "./seo-helpers";

// Keyboard use of the public pages, for the profile of the project's server (runs in the carpentry
// and interiors projects, like the other page-quality specs): every control is reached by Tab and
// shows where focus is (focus-indicator.ts: 2px, 3:1, not covered), and the enquiry form is filled
// and sent without a mouse.

/** The public pages of both profiles; the landing page is the interiors profile's alone. */
const keyboardPaths = [
  "/",
  "/services",
  "/about",
  "/contact",
  "/interior-designer-in-koramangala",
  "/no-such-page",
];
const interiorsOnly = ["/interior-designer-in-koramangala"];

// The browser logs the 404 page's own status as a console error.
test.use({ allowedConsoleErrors: [notFoundDocumentError("/no-such-page")] });

/** Tabs through the whole page once (until focus comes back round), noting each stop's problem. */
async function tabThrough(page: Page): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let presses = 0; presses < 200; presses++) {
    // Three calls into the page for each stop; a page with many links has a hundred stops.
    allowMoreTime(1_000);
    await page.keyboard.press("Tab");
    const wrapped = await page.evaluate(async () => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) return true;
      if (element.dataset.e2eVisited !== undefined) return true;
      element.dataset.e2eVisited = "";
      // Buttons and links fade their colours in (transition-colors, outline included): judge the
      // focus ring as it ends up.
      await Promise.all(element.getAnimations().map((animation) => animation.finished));
      return false;
    });
    if (wrapped) break;
    stops.push(await page.evaluate(readFocus, null));
  }
  return stops;
}

// One test per page and size, so each has the whole test timeout for its page.
for (const [size, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1366, height: 900 }],
] as const) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    for (const path of keyboardPaths) {
      test(`every focus stop on ${path} is visible and shows a focus ring`, async ({ page }, testInfo) => {
        test.skip(
          profileName(testInfo) === "carpentry" && interiorsOnly.includes(path),
          "the carpentry profile has no neighbourhood pages",
        );
        await gotoReady(page, path);
        const stops = await tabThrough(page);
        expect(stops.length, `${path} has focus stops`).toBeGreaterThan(10);
        const problems = stops.filter((stop) => stop.problem).map((stop) => `${stop.label} ${stop.problem}`);
        expect(problems).toEqual([]);
      });
    }
  });
}

test("the enquiry form is filled and sent by keyboard alone", async ({ page }, testInfo) => {
  const visitor = newVisitor(testInfo);
  const form = leadForm(page);
  await gotoReady(page, "/contact");
  await form.name.focus();
  await page.keyboard.type(visitor.name);
  await page.keyboard.press("Tab");
  await expect(form.phone).toBeFocused();
  await page.keyboard.type(visitor.phone);
  await page.keyboard.press("Tab");
  if (profileName(testInfo) === "interiors") {
    await expect(form.email).toBeFocused();
    await page.keyboard.press("Tab");
  }
  await expect(form.service).toBeFocused();
  await page.keyboard.press("ArrowDown");
  const service = profileOf(testInfo).leadForm.services[0];
  await expect(form.service).toHaveValue(service ?? "");
  await page.keyboard.press("Tab");
  await expect(form.message).toBeFocused();
  await page.keyboard.type("Sent without a mouse.");
  await page.keyboard.press("Tab");
  await expect(form.submit).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(toasts(page)).toContainText(
    profileOf(testInfo).leadForm.notices.success.title,
    afterRoundTrip,
  );
  const rows = storedLeads(testInfo, { phone: visitor.e164 });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: visitor.name, service, message: "Sent without a mouse." });
});
