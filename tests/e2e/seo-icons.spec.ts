// Runs in the "carpentry" and "interiors" projects: the favicon and the web app manifest, made from
// the profile's logo, and linked from every page's HTML.
import { expect, test } from "./fixtures";
import { areaSlugs, expectSvg, landingPathOf, profileName, profileOf } from "./seo-helpers";

type Manifest = {
  name?: unknown;
  short_name?: unknown;
  start_url?: unknown;
  theme_color?: unknown;
  icons?: { src?: unknown; type?: unknown; sizes?: unknown }[];
};

test("/favicon.svg is an SVG that parses as XML", async ({ page }) => {
  await page.goto("about:blank");
  const svg = await expectSvg(page, "/favicon.svg");
  expect(svg.root.localName).toBe("svg");
});

test("/manifest.webmanifest names the business, its icon and theme colour", async ({ page }, testInfo) => {
  const profile = profileOf(testInfo);
  const response = await page.request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/(manifest\+)?json\b/);
  const manifest = (await response.json()) as Manifest;
  expect(manifest.name).toBe(profile.business.name);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{3,8}$/i);
  expect(Array.isArray(manifest.icons) && manifest.icons.length > 0, "icons").toBe(true);
  expect(manifest.icons).toContainEqual(
    expect.objectContaining({ src: "/favicon.svg", type: "image/svg+xml" }),
  );
  for (const icon of manifest.icons ?? []) {
    const src = new URL(String(icon.src), "http://site.invalid");
    expect(src.host, "the icon is on this site").toBe("site.invalid");
    expect((await page.request.get(src.pathname)).status(), `${src.pathname} answers 200`).toBe(200);
  }
  // The page's own theme colour agrees with the manifest.
  await page.goto("/");
  await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute(
    "content",
    String(manifest.theme_color),
  );
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("every page links the favicon and the manifest", async ({ page }, testInfo) => {
    const paths = ["/", "/services", "/about", "/contact"];
    if (profileName(testInfo) === "interiors") paths.push(landingPathOf(areaSlugs[0]));
    for (const path of paths) {
      await page.goto(path);
      const icon = page.locator('head link[rel="icon"]');
      await expect(icon, path).toHaveCount(1);
      await expect(icon).toHaveAttribute("href", "/favicon.svg");
      await expect(icon).toHaveAttribute("type", "image/svg+xml");
      await expect(page.locator('head link[rel="manifest"]'), path).toHaveAttribute(
        "href",
        "/manifest.webmanifest",
      );
    }
  });
});
