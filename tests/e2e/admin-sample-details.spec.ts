// The banner that tells the owner which sample details the public site still shows. The desk
// server runs the shipped carpentry profile with no BUSINESS_PHONE or BUSINESS_EMAIL, so all of
// them are live: an admin sees each one listed above the leads, at phone and desktop sizes, and
// the banner passes axe; staff, who cannot change them, see no banner.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { carpentry } from "../../app/profiles/carpentry";
import { apiSignIn, createAdmin, createStaff, expect, test } from "./admin-helpers";

const sizes = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1366, height: 900 }],
] as const;

const banner = (page: Page) => page.getByRole("region", { name: "The site still shows sample details" });

/** Each listed detail as the banner reads it: its label and value. */
const expectedDetails = [
  ["Phone number", "+91 98765 43210"],
  ["E-mail address", carpentry.business.email],
  ["Street address", carpentry.business.address.street],
  ["Sample testimonials", carpentry.home.testimonials.items.map((item) => item.name).join(", ")],
];

for (const [size, viewport] of sizes) {
  test(`an admin sees every sample detail listed above the leads (${size})`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await apiSignIn(page.request, await createAdmin(testInfo, `samples-${size}`));
    expect((await page.goto("/admin"))?.status()).toBe(200);
    const shown = banner(page);
    await expect(shown).toBeVisible();
    const items = shown.getByRole("listitem").filter({ hasNot: page.locator("code") });
    await expect(items).toHaveCount(expectedDetails.length);
    for (const [i, [label, value]] of expectedDetails.entries()) {
      await expect(items.nth(i)).toContainText(label!);
      await expect(items.nth(i)).toContainText(value!);
    }
    await expect(items.nth(0)).toContainText("Set BUSINESS_PHONE");
    // How to start a profile file of the business's own, from the profile the site runs.
    await expect(shown.locator("code").first()).toHaveText(
      "npm run profile -- init --from carpentry > my-business.json",
    );
    // The banner sits above the leads, and nothing in it runs off a phone's screen.
    const box = (await shown.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    const heading = (await page.locator("main h1").boundingBox())!;
    expect(box.y).toBeLessThan(heading.y);

    const { violations } = await new AxeBuilder({ page })
      .include("[data-sample-details]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`sample-details-${size}.png`), fullPage: false });
  });

  test(`staff see no sample details banner (${size})`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await apiSignIn(page.request, await createStaff(testInfo, `samples-staff-${size}`));
    expect((await page.goto("/admin"))?.status()).toBe(200);
    await expect(page.locator("main h1")).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByText("+91 98765 43210")).toHaveCount(0);
  });
}
