// Runs in the "carpentry" and "interiors" projects: the four top-level pages as a crawler sees them
// (JavaScript off): JSON-LD for the business and, on inner pages, the breadcrumb; the social
// preview (a 1200x630 PNG, and the same drawing as an SVG) and the social card tags.
import { expect, test } from "./fixtures";
import {
  allKeys,
  areaServedNames,
  carpentry,
  expectBreadcrumb,
  expectBusiness,
  expectPngPreview,
  expectSvg,
  interiors,
  itemsOfType,
  jsonLdBlocks,
  type JsonObject,
  profileName,
  profileOf,
  publicUrl,
  ratingKeys,
  svgOfPreview,
} from "./seo-helpers";

test.use({ javaScriptEnabled: false });

const topPages = [
  { key: "home", path: "/", crumb: null },
  { key: "services", path: "/services", crumb: "Services" },
  { key: "about", path: "/about", crumb: "About Us" },
  { key: "contact", path: "/contact", crumb: "Contact" },
] as const;

// The business is described in full where a visitor looks for it; other pages name it by its id.
const jsonLdSays = {
  home: "the business in full",
  services: "the business's offers, described",
  about: "no business block",
  contact: "the business in full",
} as const;

function pageTexts(profile: ReturnType<typeof profileOf>, key: (typeof topPages)[number]["key"]) {
  const page = {
    home: profile.home,
    services: profile.servicesPage,
    about: profile.about,
    contact: profile.contact,
  }[key];
  return { seo: page.seo, heading: page.hero.heading };
}

for (const { key, path, crumb } of topPages) {
  test.describe(path, () => {
    test(`JSON-LD: ${jsonLdSays[key]}${crumb ? " and the breadcrumb" : ", no breadcrumb"}`, async ({
      page,
    }, testInfo) => {
      const base = publicUrl(testInfo);
      const profile = profileOf(testInfo);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);

      const blocks = await jsonLdBlocks(page);
      const offerNames = (business: JsonObject) =>
        (business.makesOffer as JsonObject[]).map((offer) => (offer.itemOffered as JsonObject).name);
      if (key === "home" || key === "contact") {
        const business = expectBusiness(blocks, { profile, publicUrl: base });
        // The areas the site names, and the services it offers.
        expect(areaServedNames(business)).toEqual(
          profileName(testInfo) === "interiors"
            ? interiors.landing.areas.map((area) => area.name)
            : carpentry.about.areas.items,
        );
        expect(offerNames(business)).toEqual(profile.services.map((service) => service.title));
      } else if (key === "services") {
        // The same business by its id, with the offers the page describes.
        const [business] = itemsOfType(blocks, "HomeAndConstructionBusiness");
        expect(business?.["@id"]).toBe(`${base}/#business`);
        expect(business?.name).toBe(profile.business.name);
        expect(offerNames(business!)).toEqual(profile.services.map((service) => service.title));
        expect(
          (business!.makesOffer as JsonObject[]).map(
            (offer) => (offer.itemOffered as JsonObject).description,
          ),
        ).toEqual(profile.services.map((service) => service.description));
      } else {
        expect(itemsOfType(blocks, "HomeAndConstructionBusiness")).toEqual([]);
      }

      if (crumb) {
        expectBreadcrumb(blocks, { publicUrl: base, path, name: crumb });
      } else {
        expect(itemsOfType(blocks, "BreadcrumbList")).toEqual([]);
      }
      expect(allKeys(blocks).filter((name) => ratingKeys.includes(name))).toEqual([]);
      expect(await response!.text()).not.toMatch(/aggregateRating|ratingValue/i);
    });

    test("canonical URL, social tags and the social preview image", async ({ page }, testInfo) => {
      const base = publicUrl(testInfo);
      const profile = profileOf(testInfo);
      const texts = pageTexts(profile, key);
      expect((await page.goto(path))?.status()).toBe(200);
      const url = `${base}${path}`;
      await expect(page).toHaveTitle(texts.seo.title);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", url);
      await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute("content", url);
      await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
        "content",
        texts.seo.title,
      );
      await expect(page.locator('head meta[property="og:description"]')).toHaveAttribute(
        "content",
        texts.seo.description,
      );
      await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );
      const png = await expectPngPreview(page, base, {
        business: profile.business.name,
        heading: texts.heading,
      });
      // The PNG is drawn from the SVG of the same name, which says it in text.
      const svg = await expectSvg(page, svgOfPreview(png));
      const squash = (text: string) => text.replace(/\s+/g, "");
      expect(svg.text).toContain(profile.business.name);
      expect(squash(svg.text), "the image shows the page's heading in full").toContain(squash(texts.heading));
    });
  });
}

test("each top-level page has its own social image", async ({ page }, testInfo) => {
  const images = new Set<string>();
  for (const { path } of topPages) {
    await page.goto(path);
    images.add((await page.locator('head meta[property="og:image"]').getAttribute("content")) ?? "");
  }
  expect(images.size).toBe(topPages.length);
  // Nothing of the other profile leaks into this one's JSON-LD.
  await page.goto("/");
  const other = profileName(testInfo) === "interiors" ? "BTM Carpentry Works" : "Bangalore Interior Studio";
  expect(JSON.stringify(await jsonLdBlocks(page))).not.toContain(other);
});
