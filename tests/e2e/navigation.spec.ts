import { type Locator, type Page } from "@playwright/test";
import { expect, gotoReady, test } from "./fixtures";
import {
  carpentry,
  defaultPhone,
  pages,
  parseWhatsApp,
  whatsappPageText,
  whatsappServiceText,
} from "./profile";

const navLabels = ["Home", "Services", "About Us", "Contact"];

function mainNav(page: Page): Locator {
  return page.getByRole("navigation", { name: "Main" });
}

async function style(link: Locator): Promise<{ background: string; weight: number }> {
  return link.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { background: computed.backgroundColor, weight: Number(computed.fontWeight) };
  });
}

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

test.describe("desktop navigation", () => {
  test("the nav lists the four pages", async ({ page }) => {
    expect(pages.map((p) => p.navLabel)).toEqual(navLabels);
    expect(Object.values(carpentry.nav)).toEqual(navLabels);
    await page.goto("/");
    const links = mainNav(page).getByRole("link");
    await expect(links).toHaveText(navLabels);
    for (const info of pages) {
      await expect(mainNav(page).getByRole("link", { name: info.navLabel, exact: true })).toHaveAttribute(
        "href",
        info.path,
      );
    }
  });

  for (const info of pages) {
    test(`the nav marks ${info.navLabel} as the current page on ${info.path}`, async ({ page }) => {
      await page.goto(info.path);
      const nav = mainNav(page);
      await expect(nav).toBeVisible();
      const active = nav.getByRole("link", { name: info.navLabel, exact: true });
      await expect(active).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

      const activeStyle = await style(active);
      for (const other of pages.filter((p) => p.key !== info.key)) {
        const link = nav.getByRole("link", { name: other.navLabel, exact: true });
        await expect(link).not.toHaveAttribute("aria-current");
        const otherStyle = await style(link);
        expect(activeStyle.background, `${info.navLabel} is highlighted, ${other.navLabel} is not`).not.toBe(
          otherStyle.background,
        );
        expect(activeStyle.weight).toBeGreaterThan(otherStyle.weight);
      }
      expect(activeStyle.background).not.toBe("rgba(0, 0, 0, 0)");
    });
  }

  test("the highlight moves with client-side navigation", async ({ page }) => {
    await gotoReady(page, "/");
    const nav = mainNav(page);
    for (const info of [...pages.slice(1), pages[0]]) {
      if (!info) continue;
      await nav.getByRole("link", { name: info.navLabel, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === info.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(info.heading);
      await expect(nav.getByRole("link", { name: info.navLabel, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });
});

test.describe("call, chat and e-mail links", () => {
  for (const info of pages) {
    test(`the header's Call Now and WhatsApp links on ${info.path}`, async ({ page }) => {
      await page.goto(info.path);
      const header = page.getByRole("banner");
      const call = header.getByRole("link", { name: "Call Now", exact: true });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute("href", "tel:+919876543210");

      const whatsapp = header.getByRole("link", { name: carpentry.labels.whatsapp, exact: true });
      await expect(whatsapp).toBeVisible();
      const href = await whatsapp.getAttribute("href");
      expect(href).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
      const { number, text } = parseWhatsApp(href);
      expect(number).toBe(defaultPhone.digits);
      expect(text).toContain(`${info.navLabel} page`);
      expect(text).toContain(carpentry.business.name);
      expect(text).toBe(whatsappPageText(info.navLabel));
    });
  }

  test("the home page's service cards each open a WhatsApp chat about that service", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByRole("region", { name: carpentry.home.featuredServices.heading });
    for (const card of carpentry.home.featuredServices.cards) {
      const link = cards.getByRole("link", {
        name: `${carpentry.home.featuredServices.whatsappLabel}: ${card.title}`,
      });
      await expect(link).toBeVisible();
      await expect(link).toHaveText(carpentry.home.featuredServices.whatsappLabel);
      const { number, text } = parseWhatsApp(await link.getAttribute("href"));
      expect(number).toBe(defaultPhone.digits);
      expect(text).toContain(card.title);
      expect(text).toBe(whatsappServiceText(card.title, "Home"));
      await expect(link).toHaveAttribute("target", "_blank");
    }
  });

  test("each service's WhatsApp Query link names the service", async ({ page }) => {
    await page.goto("/services");
    const links = page.getByRole("link", { name: "WhatsApp Query" });
    await expect(links).toHaveCount(carpentry.services.length);
    for (const service of carpentry.services) {
      const link = page
        .getByRole("article", { name: service.title })
        .getByRole("link", { name: "WhatsApp Query" });
      const { number, text } = parseWhatsApp(await link.getAttribute("href"));
      expect(number).toBe(defaultPhone.digits);
      expect(text).toContain(service.title);
      expect(text).toBe(whatsappServiceText(service.title, "Services"));
    }
  });

  test("the footer has the e-mail, phone and Quick Links to the four pages", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("link", { name: carpentry.business.email });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute("href", `mailto:${carpentry.business.email}`);
    await expect(footer.getByRole("link", { name: defaultPhone.display })).toHaveAttribute(
      "href",
      `tel:${defaultPhone.e164}`,
    );

    const quickLinks = footer.getByRole("navigation", { name: carpentry.labels.quickLinks });
    await expect(quickLinks.getByRole("heading", { name: "Quick Links" })).toBeVisible();
    await expect(quickLinks.getByRole("link")).toHaveText(navLabels);
    for (const info of pages) {
      await expect(quickLinks.getByRole("link", { name: info.navLabel, exact: true })).toHaveAttribute(
        "href",
        info.path,
      );
    }
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  function menuButton(page: Page): Locator {
    return page.getByRole("banner").getByRole("button", { name: /menu/i });
  }

  async function menu(page: Page): Promise<Locator> {
    const id = await menuButton(page).getAttribute("aria-controls");
    expect(id).toBeTruthy();
    return page.locator(`#${id}`);
  }

  test("the menu opens, shows the phone number, and closes after choosing a page", async ({ page }) => {
    await gotoReady(page, "/");
    await expect(mainNav(page)).toBeHidden();
    const button = menuButton(page);
    const panel = await menu(page);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAccessibleName(carpentry.labels.openMenu);
    await expect(panel).toBeHidden();
    // The disclosure that opens the menu without JavaScript has given way to the button.
    await expect(page.getByRole("banner").locator("summary")).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(button).toHaveAccessibleName(carpentry.labels.closeMenu);
    await expect(panel).toBeVisible();
    const mobileNav = panel.getByRole("navigation");
    await expect(mobileNav.getByRole("link")).toHaveText(navLabels);
    await expect(mobileNav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(panel).toContainText("+91 98765 43210");
    await expect(panel.getByRole("link", { name: /\+91 98765 43210/ })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );

    await mobileNav.getByRole("link", { name: "About Us", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(carpentry.about.hero.heading);
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await button.click();
    await expect(panel.getByRole("link", { name: "About Us", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("Escape closes the menu", async ({ page }) => {
    await gotoReady(page, "/services");
    const button = menuButton(page);
    const panel = await menu(page);
    await button.click();
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL((url) => url.pathname === "/services");
  });

  test("the menu button toggles the menu closed again", async ({ page }) => {
    await gotoReady(page, "/contact");
    const button = menuButton(page);
    const panel = await menu(page);
    await button.click();
    await expect(panel).toBeVisible();
    await button.click();
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("scroll position on route change", () => {
  // Public pages are documents (no client-side router): each link loads a new page, which must
  // open at its top, and Back must bring the earlier page back where the visitor left it.
  async function scrollToAndFollow(page: Page, link: Locator) {
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await link.click();
  }

  async function expectAtTop(page: Page) {
    await expect.poll(() => scrollY(page)).toBe(0);
  }

  test("View All Services opens the services page at the top", async ({ page }) => {
    await gotoReady(page, "/");
    await scrollToAndFollow(page, page.getByRole("link", { name: "View All Services" }));
    await expect(page).toHaveURL((url) => url.pathname === "/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(carpentry.servicesPage.hero.heading);
    await expectAtTop(page);
  });

  test("a footer Quick Link opens the new page at the top", async ({ page }) => {
    await gotoReady(page, "/");
    const footerLink = page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: carpentry.labels.quickLinks })
      .getByRole("link", { name: "Services", exact: true });
    await scrollToAndFollow(page, footerLink);
    await expect(page).toHaveURL((url) => url.pathname === "/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(carpentry.servicesPage.hero.heading);
    await expectAtTop(page);
  });

  test("Back returns to the earlier scroll position", async ({ page }) => {
    await gotoReady(page, "/");
    const viewAll = page.getByRole("link", { name: "View All Services" });
    await scrollToAndFollow(page, viewAll);
    await expectAtTop(page);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(carpentry.home.hero.heading);
    await expect(viewAll).toBeInViewport();
  });
});
