import { expect, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { profileName } from "./seo-helpers";
import { wcagViolations } from "./accessibility";

// Accessibility (axe-core, WCAG 2.x A and AA) at phone and desktop sizes, and HTML validity of every
// page a visitor can reach, for the profile of the project's server.

const commonPages = ["/", "/services", "/about", "/contact", "/privacy", "/no-such-page", "/admin"];
/** The neighbourhood pages exist in the interiors profile alone. */
const interiorsOnly = ["/interior-designer-in-koramangala", "/interior-designer-in-btm-layout"];
const pagesOf = (profile: "carpentry" | "interiors") =>
  profile === "interiors" ? [...commonPages, ...interiorsOnly] : commonPages;

// One test per page and size, so each has the whole test timeout for its scan.
for (const [size, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1366, height: 900 }],
] as const) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    for (const path of [...commonPages, ...interiorsOnly]) {
      test(`no WCAG A/AA violations on ${path}`, async ({ page }, testInfo) => {
        test.skip(
          profileName(testInfo) === "carpentry" && interiorsOnly.includes(path),
          "the carpentry profile has no neighbourhood pages",
        );
        await page.goto(path);
        expect(await wcagViolations(page)).toEqual([]);
      });
    }
  });
}

test("the mobile menu opens and closes by keyboard, with Escape returning focus to its button", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL: testInfo.project.use.baseURL,
  });
  const page = await context.newPage();
  await page.goto("/");
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
  const button = page.getByRole("button", { name: /open menu/i });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  // The open menu traps nothing: Tab goes through its links and on into the page.
  const insideHeader = () => page.evaluate(() => !!document.activeElement?.closest("header"));
  for (let presses = 0; presses < 20 && (await insideHeader()); presses++) await page.keyboard.press("Tab");
  expect(await insideHeader()).toBe(false);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  await expect(page.getByRole("button", { name: /open menu/i })).toBeFocused();
  await context.close();
});

test("every page is valid HTML", async ({ request }, testInfo) => {
  // Rules about markup style (void elements, attribute case) and React's generated ids are left out:
  // they are valid HTML. Phone numbers may wrap.
  const validator = new HtmlValidate({
    extends: ["html-validate:standard"],
    rules: { "valid-id": "off", "tel-non-breaking": "off" },
  });
  const problems: string[] = [];
  for (const path of pagesOf(profileName(testInfo))) {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html, path);
    for (const result of report.results) {
      for (const message of result.messages)
        problems.push(`${path}:${message.line} ${message.ruleId} ${message.message}`);
    }
  }
  expect(problems).toEqual([]);
});
