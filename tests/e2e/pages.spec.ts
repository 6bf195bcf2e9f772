import { type Page } from "@playwright/test";
import { expect, gotoReady, test } from "./fixtures";
import { carpentry, defaultPhone, pages, type PageInfo } from "./profile";

function pageInfo(key: PageInfo["key"]): PageInfo {
  const info = pages.find((p) => p.key === key);
  if (!info) throw new Error(`no page ${key}`);
  return info;
}

async function expectSeo(page: Page, info: PageInfo) {
  await expect(page).toHaveTitle(info.title);
  await expect(page.locator("title")).toHaveCount(1);

  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute("content", info.description);

  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  const href = await canonical.getAttribute("href");
  expect(href, "canonical URL must be absolute").toMatch(/^https?:\/\/[^/]+/);
  expect(new URL(href ?? "").pathname).toBe(info.path);

  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", info.title);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", info.description);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", href ?? "");
}

async function expectSingleH1(page: Page, info: PageInfo) {
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(info.heading);
  await expect(h1).toBeVisible();
}

test.describe("page content and metadata", () => {
  test("home page shows its hero, why-choose points and service cards", async ({ page }) => {
    const info = pageInfo("home");
    const response = await page.goto(info.path);
    expect(response?.status()).toBe(200);
    await expectSingleH1(page, info);
    await expectSeo(page, info);

    const quote = page.getByRole("main").getByRole("link", { name: "Get a Free Quote" });
    await expect(quote).toBeVisible();
    await expect(quote).toHaveAttribute("href", "/contact");

    const why = page.getByRole("region", { name: carpentry.home.whyChoose.heading });
    await expect(why.getByRole("heading", { level: 3 })).toHaveText([
      "On-Time Service",
      "Quality Finishing",
      "Expert Team",
      "Best Pricing",
    ]);
    for (const item of carpentry.home.whyChoose.items) {
      await expect(why.getByText(item.description)).toBeVisible();
    }

    const services = page.getByRole("region", { name: carpentry.home.featuredServices.heading });
    const cardTitles = [
      "Modular Kitchen Fitting",
      "Wardrobe Installation",
      "TV Unit & Wall Panels",
      "Office Furniture Setup",
    ];
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(cardTitles);
    expect(carpentry.home.featuredServices.cards.map((card) => card.title)).toEqual(cardTitles);
    for (const title of cardTitles) {
      const learnMore = services.getByRole("link", { name: `Learn More about ${title}` });
      await expect(learnMore).toBeVisible();
      // Seen as "Learn More"; the service's name is there for screen readers and search engines.
      await expect(learnMore).toHaveText(`Learn More about ${title}`);
      expect(await learnMore.evaluate((link) => link.querySelector(".sr-only")?.textContent)).toBe(
        ` about ${title}`,
      );
      await expect(learnMore).toHaveAttribute("href", "/services");
    }
    const viewAll = services.getByRole("link", { name: "View All Services" });
    await expect(viewAll).toBeVisible();
    await expect(viewAll).toHaveAttribute("href", "/services");

    for (const item of carpentry.home.testimonials.items) {
      await expect(page.getByText(item.text)).toBeVisible();
    }

    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("© 2024");
    await expect(footer).toContainText(`© ${carpentry.business.copyrightYear} ${carpentry.business.name}`);
  });

  test("services page shows all six services, each with what is included and quote links", async ({
    page,
  }) => {
    const info = pageInfo("services");
    const response = await page.goto(info.path);
    expect(response?.status()).toBe(200);
    await expectSingleH1(page, info);
    await expectSeo(page, info);

    const titles = [
      "Modular Kitchen Fitting",
      "Wardrobe & Cabinet Fitting",
      "Wooden Partition & Wall Paneling",
      "TV Unit & Custom Furniture",
      "Office Furniture Setup",
      "Final Finishing & Touch-Up Work",
    ];
    expect(carpentry.services.map((service) => service.title)).toEqual(titles);
    await expect(page.getByRole("article")).toHaveCount(titles.length);
    await expect(page.getByRole("heading", { level: 2 })).toContainText(titles);

    for (const service of carpentry.services) {
      const section = page.getByRole("article", { name: service.title });
      await expect(section.getByRole("heading", { level: 2, name: service.title })).toBeVisible();
      await expect(section.getByText(service.description)).toBeVisible();
      await expect(section.getByRole("heading", { level: 3, name: "What's Included" })).toBeVisible();
      await expect(section.getByRole("listitem")).toHaveText([...service.features]);

      const quote = section.getByRole("link", { name: "Get Quote" });
      await expect(quote).toBeVisible();
      await expect(quote).toHaveAttribute("href", `tel:${defaultPhone.e164}`);
      const whatsapp = section.getByRole("link", { name: "WhatsApp Query" });
      await expect(whatsapp).toBeVisible();
      await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    }

    const areas = page.getByRole("region", { name: "We Serve Across South Bangalore" });
    await expect(areas.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(areas.getByRole("listitem")).toHaveText([
      "JP Nagar",
      "Koramangala",
      "HSR Layout",
      "Electronic City",
      "Banashankari",
    ]);
  });

  test("about page shows stats, story, areas served and its calls to action", async ({ page }) => {
    const info = pageInfo("about");
    const response = await page.goto(info.path);
    expect(response?.status()).toBe(200);
    await expectSingleH1(page, info);
    await expectSeo(page, info);

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "View Our Services" })).toHaveAttribute("href", "/services");

    // Each figure is a term (label) with its definition (number), shown number first.
    const stats = [
      "500+ Projects Completed",
      "5+ Years Experience",
      "100% Customer Satisfaction",
      "24hr Response Time",
    ];
    expect(carpentry.about.stats.map((stat) => `${stat.number} ${stat.label}`)).toEqual(stats);
    const figures = page.getByRole("region", { name: "Key figures" });
    await expect(figures.getByRole("term")).toHaveText(carpentry.about.stats.map((stat) => stat.label));
    await expect(figures.getByRole("definition")).toHaveText(
      carpentry.about.stats.map((stat) => stat.number),
    );
    for (const [index, stat] of carpentry.about.stats.entries()) {
      const number = figures.getByRole("definition").nth(index);
      const label = figures.getByRole("term").nth(index);
      await expect(number).toBeVisible();
      await expect(label).toBeVisible();
      const [numberBox, labelBox] = [await number.boundingBox(), await label.boundingBox()];
      expect(
        numberBox && labelBox && numberBox.y < labelBox.y,
        `${stat.number} is shown above ${stat.label}`,
      ).toBe(true);
    }

    const story = page.getByRole("region", { name: "Our Story" });
    await expect(story.getByRole("heading", { level: 2, name: "Our Story" })).toBeVisible();
    for (const paragraph of carpentry.about.story.paragraphs) {
      await expect(story.getByText(paragraph)).toBeVisible();
    }

    const areas = page.getByRole("region", { name: "Areas We Serve" });
    await expect(areas.getByRole("listitem")).toHaveText([
      "BTM Layout",
      "JP Nagar",
      "Koramangala",
      "HSR Layout",
      "Electronic City",
      "Banashankari",
      "Jayanagar",
      "Basavanagudi",
      "Wilson Garden",
      "Langford Town",
    ]);
    await expect(areas.getByText(carpentry.about.areas.hqLine)).toBeVisible();
    await expect(areas).toContainText("within a 15km radius");
  });

  test("contact page shows hours, contact details, service areas and the map", async ({ page }) => {
    const info = pageInfo("contact");
    const response = await page.goto(info.path);
    expect(response?.status()).toBe(200);
    await expectSingleH1(page, info);
    await expectSeo(page, info);

    const main = page.getByRole("main");
    await expect(main.getByText("Monday to Saturday: 8:00 AM to 7:00 PM")).toBeVisible();
    await expect(main.getByText("Sunday: 9:00 AM to 5:00 PM")).toBeVisible();
    await expect(main.getByText(/emergency service available on request/i)).toBeVisible();
    await expect(main.getByText(carpentry.business.hoursNote)).toBeVisible();

    // The address is shown with the office details and again under the map.
    await expect(main.getByText(carpentry.business.address.street)).toHaveCount(2);
    await expect(main.getByText(carpentry.business.address.street).first()).toBeVisible();
    const phone = main.getByRole("link", { name: defaultPhone.display, exact: true });
    await expect(phone).toHaveAttribute("href", `tel:${defaultPhone.e164}`);
    const email = main.getByRole("link", { name: carpentry.business.email });
    await expect(email).toHaveAttribute("href", `mailto:${carpentry.business.email}`);

    await expect(
      main.getByRole("heading", { level: 2, name: carpentry.contact.serviceAreas.heading }),
    ).toBeVisible();
    const areaList = main
      .getByRole("list")
      .filter({ has: page.getByRole("listitem").filter({ hasText: carpentry.contact.serviceAreas.more }) });
    await expect(areaList.getByRole("listitem")).toHaveText([
      ...carpentry.contact.serviceAreas.items,
      carpentry.contact.serviceAreas.more,
    ]);

    const map = page.getByTitle(carpentry.contact.map.title);
    await expect(map).toHaveCount(1);
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("src", /^https:\/\/maps\.google\.com\//);
    const directions = page.getByRole("link", { name: "Get directions" });
    await expect(directions).toBeVisible();
    const { lat, lng } = carpentry.business.geo;
    await expect(directions).toHaveAttribute(
      "href",
      new RegExp(`^https://www\\.google\\.com/maps/dir/.*destination=${lat},${lng}`),
    );
    await expect(directions).toHaveAttribute("target", "_blank");
  });

  test("each page has its own title and description", async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    const canonicals = new Set<string>();
    for (const info of pages) {
      await page.goto(info.path);
      await expect(page).toHaveTitle(info.title);
      titles.add(await page.title());
      descriptions.add((await page.locator('meta[name="description"]').getAttribute("content")) ?? "");
      canonicals.add((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "");
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
    expect(canonicals.size).toBe(pages.length);
  });

  test("metadata follows client-side navigation", async ({ page }) => {
    await gotoReady(page, "/");
    for (const info of pages.filter((p) => p.key !== "home")) {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: info.navLabel }).click();
      await expect(page).toHaveURL((url) => url.pathname === info.path);
      await expectSingleH1(page, info);
      await expectSeo(page, info);
    }
  });

  test("the site serves a favicon", async ({ page, request }) => {
    // Browsers ask for the declared icon, or /favicon.ico when none is declared; a 404 there shows
    // as a console error on every page.
    await page.goto("/");
    const icons = page.locator('link[rel~="icon"]');
    const declared = (await icons.count()) > 0 ? await icons.first().getAttribute("href") : null;
    const iconUrl = new URL(declared ?? "/favicon.ico", page.url()).href;
    const response = await request.get(iconUrl);
    expect(response.status(), `${iconUrl} answers`).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
  });
});
