// The admins' line about off-site backups and e-mail at the top of the desk. The desk server runs
// without BACKUP_URL, so an admin is told that off-site backups are off and how to turn them on, at
// phone and desktop sizes, and the line passes axe; staff, who cannot change it, see no line.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { apiSignIn, createAdmin, createStaff, expect, test } from "./admin-helpers";

const sizes = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1366, height: 900 }],
] as const;

const line = (page: Page) => page.getByRole("region", { name: "Backups and e-mail" });

for (const [size, viewport] of sizes) {
  test(`an admin is told off-site backups are off, above the leads (${size})`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await apiSignIn(page.request, await createAdmin(testInfo, `backups-${size}`));
    expect((await page.goto("/admin"))?.status()).toBe(200);
    const shown = line(page);
    await expect(shown).toBeVisible();
    await expect(shown.getByRole("listitem")).toHaveText([
      "Off-site backups are off: set BACKUP_URL and BACKUP_KEY (docs/how-to/backups-and-mail.md).",
    ]);
    const box = (await shown.boundingBox())!;
    expect(box.y).toBeLessThan((await page.locator("main h1").boundingBox())!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    const { violations } = await new AxeBuilder({ page })
      .include("[data-operations-status]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
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
