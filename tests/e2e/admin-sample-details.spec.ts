// The note that tells the owner which sample details the public site still shows. The desk server
// runs the shipped carpentry profile with no BUSINESS_PHONE or BUSINESS_EMAIL, so all of them are
// live: an admin sees one folded line that opens (with or without JavaScript) on one plain line for
// each, with where to change it; at the top on a desktop, after the leads on a phone, where the first
// screen belongs to the leads. It passes axe; staff, who cannot change them, see no note.
import type { Page } from "@playwright/test";
import { carpentry } from "../../app/profiles/carpentry";
import { apiSignIn, createAdmin, createStaff, expect, seedLead, test } from "./admin-helpers";
import { wcagViolations } from "./accessibility";

const sizes = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1366, height: 900 }],
] as const;

const heading = "The site still shows sample details";
const banner = (page: Page) => page.getByRole("region", { name: heading });

/** Each line of the opened note, as the owner reads it. */
const expectedLines = [
  "Phone number: still the sample +91 98765 43210. Change it in your business details.",
  `E-mail address: still the sample ${carpentry.business.email}. Change it in your business details.`,
  `Street address: still the sample ${carpentry.business.address.street}. Change it in your business details.`,
  `Testimonials: made-up ones from ${carpentry.home.testimonials.items
    .map((item) => item.name)
    .join(", ")}. Replace them with your customers' own words in your business details.`,
];

for (const [size, viewport] of sizes) {
  test(`an admin sees each sample detail in one plain line, folded, ${size === "phone" ? "after" : "above"} the leads (${size})`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await seedLead(request, testInfo, { name: `Sample Note ${size}` });
    await apiSignIn(page.request, await createAdmin(testInfo, `samples-${size}`));
    expect((await page.goto("/admin"))?.status()).toBe(200);
    const shown = banner(page);
    await expect(shown).toHaveCount(1);
    await expect(shown).toBeVisible();
    const summary = shown.locator("summary");
    await expect(summary).toHaveText(`${heading}4 to replace before you share the site`);

    // Where it sits: on a phone after the last lead and the pager; on a desktop above the heading.
    const box = (await shown.boundingBox())!;
    if (size === "phone") {
      const lastLead = (await page.locator("main ul > li").filter({ visible: true }).last().boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(lastLead.y + lastLead.height);
      expect(box.y).toBeGreaterThan(viewport.height);
    } else {
      const title = (await page.locator("main h1").boundingBox())!;
      expect(box.y + box.height).toBeLessThan(title.y);
      // Folded, it is one line: a small part of the screen.
      expect(box.height).toBeLessThan(100);
    }

    // Folded, the lines are hidden; a tap opens it, another folds it again.
    const lines = shown.getByRole("listitem");
    await expect(lines.first()).toBeHidden();
    await summary.click();
    await expect(lines).toHaveText(expectedLines);
    // Plain words: no setting names, file fields or commands.
    await expect(shown).not.toContainText(/npm|BUSINESS_|SITE_PROFILE|business\.|home\.|\.json/);
    await expect(shown).toContainText("under “Your site” at the top of the desk");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(await wcagViolations(page, "[data-sample-details]")).toEqual([]);
    await shown.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`sample-details-${size}.png`) });
    await summary.click();
    await expect(lines.first()).toBeHidden();
  });

  test(`staff see no sample details (${size})`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await apiSignIn(page.request, await createStaff(testInfo, `samples-staff-${size}`));
    expect((await page.goto("/admin"))?.status()).toBe(200);
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page.locator("[data-sample-details]")).toHaveCount(0);
    await expect(page.getByText("+91 98765 43210")).toHaveCount(0);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the note opens and folds on a phone", async ({ page }, testInfo) => {
    await apiSignIn(page.request, await createAdmin(testInfo, "samples-no-js"));
    expect((await page.goto("/admin"))?.status()).toBe(200);
    const shown = banner(page);
    await expect(shown.getByRole("listitem").first()).toBeHidden();
    await shown.locator("summary").click();
    await expect(shown.getByRole("listitem")).toHaveText(expectedLines);
    await shown.locator("summary").click();
    await expect(shown.getByRole("listitem").first()).toBeHidden();
  });
});
