// The admins' line about off-site backups and e-mail. The desk server runs without BACKUP_URL, so an
// admin is told that off-site backups are not set up: above the leads on a wide screen, after them on a
// phone (whose first screen belongs to the leads), and the line passes axe; staff, who cannot change
// it, see no line. (A failing backup leads on every screen: operations-status.test.ts.)
import type { Page } from "@playwright/test";
import { apiSignIn, createAdmin, createStaff, deskSizes, expect, test } from "./admin-helpers";
import { wcagViolations } from "./accessibility";

const sizes = deskSizes;

const line = (page: Page) => page.getByRole("region", { name: "Backups and e-mail" });

for (const [size, viewport] of sizes) {
  test(`an admin is told off-site backups are not set up (${size})`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await apiSignIn(page.request, await createAdmin(testInfo, `backups-${size}`));
    expect((await page.goto("/admin"))?.status()).toBe(200);
    const shown = line(page);
    await expect(shown).toBeVisible();
    await expect(shown.getByRole("listitem")).toHaveText([
      "Off-site backups are not set up: if this server is lost, the enquiries go with it. Whoever runs the server can turn them on (the backups guide says how).",
    ]);
    const box = (await shown.boundingBox())!;
    const heading = (await page.locator("main h1").boundingBox())!;
    if (size === "phone") {
      // After the counters and the list of leads, which belong to the first screen.
      const counters = (await page.locator("main dl").first().boundingBox())!;
      expect(box.y).toBeGreaterThan(counters.y + counters.height);
    } else {
      expect(box.y).toBeLessThan(heading.y);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    expect(await wcagViolations(page, "[data-operations-status]")).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`backups-line-${size}.png`), fullPage: false });
  });

  test(`staff see no backups line (${size})`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await apiSignIn(page.request, await createStaff(testInfo, `backups-staff-${size}`));
    expect((await page.goto("/admin"))?.status()).toBe(200);
    await expect(page.locator("main h1")).toBeVisible();
    await expect(line(page)).toHaveCount(0);
  });
}
