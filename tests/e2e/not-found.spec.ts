import { expect, notFoundDocumentError, test } from "./fixtures";
import { carpentry } from "./profile";

for (const path of ["/no-such-page", "/services/nope"]) {
  test.describe(path, () => {
    // The browser reports the document's own 404 status; any other console error still fails.
    test.use({ allowedConsoleErrors: [notFoundDocumentError(path)] });

    test("answers 404 with a page that leads home", async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()["content-type"]).toMatch(/^text\/html/);

      const main = page.getByRole("main");
      await expect(main.getByText("404", { exact: true })).toBeVisible();
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      expect(carpentry.notFound.heading).toBe("Oops! Page not found");
      await expect(main.getByText(carpentry.notFound.text)).toBeVisible();
      await expect(page).toHaveTitle(carpentry.notFound.seo.title);
      // The 404 status keeps it out of search indexes; no robots tag is needed (docs/decisions/0013).
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

      // The site's header and footer are still there, so the visitor is not stranded.
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();

      const home = main.getByRole("link", { name: carpentry.notFound.homeLabel });
      await expect(home).toBeVisible();
      await expect(home).toHaveAttribute("href", "/");
      await home.click();
      await expect(page).toHaveURL((url) => url.pathname === "/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(carpentry.home.hero.heading);
    });
  });
}

test("unknown paths answer 404 to repeated GET and to HEAD requests", async ({ request }) => {
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
  }
  const head = await request.head("/no-such-page");
  expect(head.status()).toBe(404);
});
