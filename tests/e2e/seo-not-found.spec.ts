// Runs in the "carpentry" and "interiors" projects: neighbourhood paths that have no page answer 404
// with the not-found page (on the carpentry site, every one of them), and stay out of the index.
import { expect, notFoundDocumentError, test } from "./fixtures";
import { itemsOfType, jsonLdBlocks, profileName, profileOf } from "./seo-helpers";

const unknown = [
  "/interior-designer-in-mars",
  "/interior-designer-in-",
  "/interior-designer-in-koramangala/x",
];
// The carpentry site has no neighbourhood pages at all.
const carpentryOnly = ["/interior-designer-in-koramangala", "/interior-designer-in-btm-layout"];

for (const path of [...unknown, ...carpentryOnly]) {
  test.describe(path, () => {
    test.use({ allowedConsoleErrors: [notFoundDocumentError(path)] });

    test("answers 404 with the not-found page", async ({ page }, testInfo) => {
      if (carpentryOnly.includes(path)) {
        test.skip(profileName(testInfo) !== "carpentry", "a real neighbourhood page on the interiors site");
      }
      const profile = profileOf(testInfo);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
      const main = page.getByRole("main");
      await expect(main.getByText("404", { exact: true })).toBeVisible();
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await expect(main.getByRole("link", { name: profile.notFound.homeLabel })).toHaveAttribute("href", "/");
      await expect(page).toHaveTitle(profile.notFound.seo.title);
      // The 404 status keeps it out of search indexes; no robots tag is needed (docs/decisions/0013).
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      expect(itemsOfType(await jsonLdBlocks(page), "BreadcrumbList")).toEqual([]);
    });
  });
}

test("a social image for a page that does not exist answers 404", async ({ request }, testInfo) => {
  for (const path of ["/og/mars.svg", "/og/mars.png", "/og/home.gif", "/og/admin.svg", "/og/admin.png"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  if (profileName(testInfo) === "carpentry") {
    expect((await request.get("/og/koramangala.svg")).status()).toBe(404);
    expect((await request.get("/og/koramangala.png")).status()).toBe(404);
  }
});
