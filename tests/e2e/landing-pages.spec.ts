// Runs only in the "interiors" project. Every neighbourhood landing page as a crawler sees it: the
// server's HTML with JavaScript off. Content, order, meta tags, the social image and JSON-LD.
import { type Page } from "@playwright/test";
import { allowTimeForPage, expect, test } from "./fixtures";
import { leadForm } from "./lead-form-helpers";
import { defaultPhone, parseWhatsApp } from "./profile";
import {
  allKeys,
  areaBySlug,
  areaSlugs,
  benefitTitles,
  documentIndex,
  expectBreadcrumb,
  expectPngPreview,
  expectSvg,
  interiors,
  itemsOfType,
  jsonLdBlocks,
  landingPathOf,
  landingServiceTitles,
  namesArea,
  processSteps,
  publicUrl,
  ratingKeys,
  slimSlugs,
  svgOfPreview,
} from "./seo-helpers";

const landing = interiors.landing;

test.use({ javaScriptEnabled: false });

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 200`).toBe(200);
  expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
  return response!;
}

const meta = (page: Page, attribute: "name" | "property", key: string) =>
  page.locator(`head meta[${attribute}="${key}"]`);

async function metaContent(page: Page, attribute: "name" | "property", key: string) {
  const tag = meta(page, attribute, key);
  await expect(tag, `exactly one ${key}`).toHaveCount(1);
  return (await tag.getAttribute("content")) ?? "";
}

test("the profile has exactly the 25 neighbourhood areas, and the four without a form", () => {
  expect(landing.pathPrefix).toBe("/interior-designer-in-");
  expect(landing.areas.map((area) => area.slug)).toEqual([...areaSlugs]);
  expect(landing.areas.filter((area) => area.slim).map((area) => area.slug)).toEqual(
    areaSlugs.filter((slug) => slimSlugs.includes(slug)),
  );
});

for (const slug of areaSlugs) {
  const area = areaBySlug(slug);
  const path = landingPathOf(slug);
  const slim = slimSlugs.includes(slug);

  test.describe(`${path}${slim ? " (no form, no shared block)" : ""}`, () => {
    test("content, in the page's order", async ({ page }) => {
      await open(page, path);
      const main = page.getByRole("main");

      // Hero: the area in the h1, Get Free Consultation to /contact and a call link.
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(`Interior Designer in ${area.name}`);
      const hero = main.locator("section").filter({ has: h1 });
      await expect(hero.getByRole("link", { name: "Get Free Consultation" })).toHaveAttribute(
        "href",
        "/contact",
      );
      await expect(hero.locator('a[href^="tel:"]')).toHaveAttribute("href", `tel:${defaultPhone.e164}`);

      // The six benefits and the six services.
      const benefits = main.getByRole("region", { name: landing.benefits.heading });
      await expect(benefits.getByRole("heading", { level: 3 })).toHaveText(benefitTitles);
      const services = main.getByRole("region", { name: landing.services.heading });
      await expect(services.getByRole("listitem")).toHaveText(landingServiceTitles);

      // The lead form and the shared services block, or neither.
      const formHeading = `Ready to transform your space in ${area.name}?`;
      const formRegion = main.getByRole("region", { name: formHeading });
      const shared = main.getByRole("complementary", { name: landing.shared.heading });
      if (slim) {
        await expect(main.getByRole("region", { name: /Ready to transform your space/ })).toHaveCount(0);
        await expect(page.locator("form")).toHaveCount(0);
        await expect(page.locator('input[name="area"]')).toHaveCount(0);
        await expect(page.getByRole("complementary")).toHaveCount(0);
        await expect(page.getByText(landing.shared.process.heading)).toHaveCount(0);
        await expect(page.getByText(landing.shared.whyChoose.items[0]!.title)).toHaveCount(0);
      } else {
        await expect(formRegion.getByRole("heading", { level: 2 })).toHaveText(formHeading);
        // The title comes first, then the heading.
        expect(await formRegion.textContent()).toMatch(
          new RegExp(`^\\s*Get Free Consultation\\s*${formHeading.replace(/[?]/g, "\\?")}`),
        );
        await expect(formRegion.locator("form")).toHaveCount(1);
        await expect(formRegion.locator("form")).toHaveAttribute("method", "post");
        const form = leadForm(page);
        for (const field of [form.name, form.phone, form.email, form.service, form.message]) {
          await expect(field).toBeVisible();
        }
        await expect(form.form.locator('input[type="hidden"][name="area"]')).toHaveAttribute(
          "value",
          area.name,
        );
        await expect(form.form.locator('input[type="hidden"][name="source_path"]')).toHaveAttribute(
          "value",
          path,
        );

        // Six service cards, each with its features; eight why-choose points; four steps.
        const cards = shared
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { level: 3 }) })
          .filter({ has: page.getByRole("list") });
        await expect(cards).toHaveCount(6);
        await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
          landing.shared.services.map((service) => service.title),
        );
        for (let i = 0; i < 6; i++) {
          const features = cards.nth(i).getByRole("list").getByRole("listitem");
          await expect(features).toHaveText(landing.shared.services[i]!.features);
        }
        const points = shared
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { level: 3 }) })
          .filter({ hasNot: page.getByRole("list") });
        await expect(points).toHaveCount(8);
        await expect(points.getByRole("heading", { level: 3 })).toHaveText([
          /15\+ years/i,
          /500\+ happy customers/i,
          /free 3D design visualization/i,
          /quality materials and finishes/i,
          /on-time delivery/i,
          /post-installation support/i,
          /competitive pricing/i,
          /customized solutions/i,
        ]);
        await expect(shared.locator("ol > li").getByRole("heading", { level: 4 })).toHaveText(processSteps);
      }

      // The closing call to action.
      const cta = main.getByRole("region", { name: landing.cta.heading });
      await expect(cta.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/contact");
      const chat = parseWhatsApp(await cta.locator('a[href^="https://wa.me/"]').getAttribute("href"));
      expect(chat.number).toBe(defaultPhone.digits);
      expect(chat.text).toContain(area.name);
      await expect(cta.getByText(`Serving ${area.name} and surrounding areas in Bangalore`)).toBeVisible();

      // Order: hero, why-choose, services, form, shared block, closing call to action (last).
      const order = [hero, benefits, services, ...(slim ? [] : [formRegion, shared]), cta];
      const positions: number[] = [];
      for (const section of order) positions.push(await documentIndex(section));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions, "sections in the page's order").toEqual([...positions].sort((a, b) => a - b));
      await expect(main.locator(":scope > :last-child")).toHaveAttribute(
        "aria-labelledby",
        (await cta.getAttribute("aria-labelledby")) ?? "",
      );
    });

    test("its own meta tags, social image and JSON-LD", async ({ page }, testInfo) => {
      const base = publicUrl(testInfo);
      const response = await open(page, path);
      const url = `${base}${path}`;

      await expect(page).toHaveTitle(area.seo.title);
      expect(namesArea(area.seo.title, area.name), "the title names the area").toBe(true);
      const description = await metaContent(page, "name", "description");
      expect(description).toBe(area.seo.description);
      expect(namesArea(description, area.name), "the description names the area").toBe(true);
      const keywords = await metaContent(page, "name", "keywords");
      expect(keywords).toBe(area.seo.keywords.join(", "));
      expect(keywords.split(/,\s*/).some((keyword) => namesArea(keyword, area.name))).toBe(true);
      const ogTitle = await metaContent(page, "property", "og:title");
      expect(ogTitle).toBe(area.seo.ogTitle);
      expect(namesArea(ogTitle, area.name), "og:title names the area").toBe(true);
      expect(await metaContent(page, "property", "og:description")).toBe(area.seo.ogDescription);
      expect(await metaContent(page, "property", "og:url")).toBe(url);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", url);
      expect(await metaContent(page, "property", "og:site_name")).toBe(interiors.business.name);

      // The social preview: an absolute URL on the public address, a 1200x630 PNG drawn from the
      // SVG of the same name, which names the business and this page.
      const png = await expectPngPreview(page, base, {
        business: interiors.business.name,
        heading: `Interior Designer in ${area.name}`,
      });
      const svg = await expectSvg(page, svgOfPreview(png));
      const squash = (text: string) => text.replace(/\s+/g, "");
      expect(svg.text).toContain(interiors.business.name);
      expect(squash(svg.text)).toContain(squash(`Interior Designer in ${area.name}`));

      // JSON-LD: every block parses; the business's service in this area, naming the business by
      // its id (described in full on the home page), and the breadcrumb; no ratings.
      const blocks = await jsonLdBlocks(page);
      const [service] = itemsOfType(blocks, "Service");
      expect(service).toMatchObject({
        name: `Interior Designer in ${area.name}`,
        url: `${base}${path}`,
        provider: { "@id": `${base}/#business` },
        areaServed: { "@type": "Place", name: area.name },
      });
      expectBreadcrumb(blocks, { publicUrl: base, path, name: `Interior Designer in ${area.name}` });
      expect(allKeys(blocks).filter((key) => ratingKeys.includes(key))).toEqual([]);
      expect(await response.text()).not.toMatch(/aggregateRating|ratingValue/i);
    });
  });
}

test("all 25 pages have their own title, description, keywords and social texts", async ({ page }) => {
  const seen = { title: new Set<string>(), description: new Set<string>(), keywords: new Set<string>() };
  const social = { title: new Set<string>(), description: new Set<string>(), url: new Set<string>() };
  for (const slug of areaSlugs) {
    allowTimeForPage();
    await open(page, landingPathOf(slug));
    seen.title.add(await page.title());
    seen.description.add(await metaContent(page, "name", "description"));
    seen.keywords.add(await metaContent(page, "name", "keywords"));
    social.title.add(await metaContent(page, "property", "og:title"));
    social.description.add(await metaContent(page, "property", "og:description"));
    social.url.add(await metaContent(page, "property", "og:url"));
  }
  for (const set of [...Object.values(seen), ...Object.values(social)]) expect(set.size).toBe(25);
  // Nor do they reuse a top-level page's title.
  for (const title of [
    interiors.home.seo.title,
    interiors.servicesPage.seo.title,
    interiors.about.seo.title,
    interiors.contact.seo.title,
  ]) {
    expect(seen.title.has(title)).toBe(false);
  }
});

// The unit test (app/lib/landing-similarity.test.ts) measures the profile's data. This measures
// what a visitor and a crawler get: the rendered <main> of each page without the shared <aside>,
// with the same rules (sentences of five words or more, the page's own area name ignored).
test("no two pages share 60% or more of their rendered main text's sentences", async ({ page }, testInfo) => {
  const pages: { slug: string; sentences: Set<string> }[] = [];
  for (const slug of areaSlugs) {
    allowTimeForPage();
    await open(page, landingPathOf(slug));
    const text = await page.evaluate(() => {
      const main = document.getElementById("main")!;
      for (const aside of Array.from(main.querySelectorAll("aside"))) aside.remove();
      return main.innerText;
    });
    const name = areaBySlug(slug).name.toLowerCase();
    const sentences = text
      .split(/\n+/)
      .flatMap((block) => block.split(/(?<=[.!?])\s+/))
      .map((sentence) => sentence.toLowerCase().split(name).join("{area}").replace(/\s+/g, " ").trim())
      .filter((sentence) => sentence.split(" ").length >= 5);
    pages.push({ slug, sentences: new Set(sentences) });
  }
  const shares: { pair: string; share: number }[] = [];
  for (let i = 0; i < pages.length; i++) {
    for (let j = i + 1; j < pages.length; j++) {
      const [a, b] = [pages[i]!, pages[j]!];
      const identical = [...a.sentences].filter((sentence) => b.sentences.has(sentence)).length;
      shares.push({
        pair: `${a.slug} ~ ${b.slug}`,
        share: identical / Math.min(a.sentences.size, b.sentences.size),
      });
    }
  }
  shares.sort((x, y) => y.share - x.share);
  testInfo.annotations.push({
    type: "highest share",
    description: `${shares[0]!.pair}: ${(shares[0]!.share * 100).toFixed(1)}%`,
  });
  expect(shares[0]!.share, `highest: ${shares[0]!.pair}`).toBeLessThan(0.6);
});
