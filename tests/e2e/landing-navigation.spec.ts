// Runs only in the "interiors" project: the neighbourhood pages link to each other by nearby area.
import { expect, gotoReady, test } from "./fixtures";
import {
  areaBySlug,
  areaSlugs,
  expectBreadcrumb,
  jsonLdBlocks,
  landingPathOf,
  publicUrl,
} from "./seo-helpers";

const nearbyHeading = "Interior design in nearby areas";

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const slug of areaSlugs) {
    const area = areaBySlug(slug);
    const path = landingPathOf(slug);

    test(`${path} links to its nearby areas, and they answer 200`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      const section = page.getByRole("main").getByRole("region", { name: nearbyHeading });
      const links = section.getByRole("link");
      const count = await links.count();
      expect(count, "3 or 4 nearby areas").toBeGreaterThanOrEqual(3);
      expect(count, "3 or 4 nearby areas").toBeLessThanOrEqual(4);

      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
      expect([...hrefs].sort()).toEqual(area.nearby.map(landingPathOf).sort());
      expect(hrefs, "not to itself").not.toContain(path);
      expect(new Set(hrefs).size, "no repeats").toBe(hrefs.length);
      // Each link names the area it leads to.
      for (const other of area.nearby) {
        await expect(
          section.getByRole("link", { name: `Interior Designer in ${areaBySlug(other).name}`, exact: true }),
        ).toHaveAttribute("href", landingPathOf(other));
      }

      for (const href of hrefs) {
        expect(areaSlugs.map(landingPathOf), `${href} is one of the 25 pages`).toContain(href);
        const response = await page.request.get(href);
        expect(response.status(), `${href} answers 200`).toBe(200);
      }
    });
  }
});

test("a nearby link navigates in the page, and the title, canonical URL and breadcrumb follow", async ({
  page,
}, testInfo) => {
  const base = publicUrl(testInfo);
  await gotoReady(page, landingPathOf("koramangala"));
  const target = areaBySlug("hsr-layout");
  await page
    .getByRole("region", { name: nearbyHeading })
    .getByRole("link", { name: `Interior Designer in ${target.name}` })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === landingPathOf(target.slug));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Interior Designer in ${target.name}`);
  await expect(page).toHaveTitle(target.seo.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${base}${landingPathOf(target.slug)}`,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", target.seo.ogTitle);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
    "content",
    target.seo.keywords.join(", "),
  );
  await expect
    .poll(async () => JSON.stringify(await jsonLdBlocks(page)))
    .toContain(`${base}${landingPathOf(target.slug)}`);
  expectBreadcrumb(await jsonLdBlocks(page), {
    publicUrl: base,
    path: landingPathOf(target.slug),
    name: `Interior Designer in ${target.name}`,
  });
  // The form on the new page carries the new area.
  await expect(page.locator('#enquiry form input[name="area"]')).toHaveAttribute("value", target.name);
});

test("from the Services page, an area link opens that area's page in the app", async ({ page }, testInfo) => {
  const base = publicUrl(testInfo);
  const target = areaBySlug("whitefield");
  await gotoReady(page, "/services");
  await page.getByRole("link", { name: `Interior Designer in ${target.name}`, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === landingPathOf(target.slug));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Interior Designer in ${target.name}`);
  await expect(page).toHaveTitle(target.seo.title);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    `${base}${landingPathOf(target.slug)}`,
  );
  await expect(page.locator("#enquiry form")).toBeVisible();
});

// One test per page: the fixture fails a test on any console error its page logs.
for (const slug of areaSlugs) {
  test(`${landingPathOf(slug)} runs its script without console errors`, async ({ page }) => {
    await gotoReady(page, landingPathOf(slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Interior Designer in ${areaBySlug(slug).name}`,
    );
  });
}
