import { type Page } from "@playwright/test";
import { expect, notFoundDocumentError, test } from "./fixtures";
import { carpentry, pages, type PageInfo } from "./profile";

// The pages are rendered on the server: with JavaScript off they must read and link the same.
test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  async function open(page: Page, info: PageInfo) {
    const response = await page.goto(info.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(info.heading);
    await expect(page).toHaveTitle(info.title);
  }

  function info(key: PageInfo["key"]): PageInfo {
    const found = pages.find((p) => p.key === key);
    if (!found) throw new Error(`no page ${key}`);
    return found;
  }

  test("scripts really are off", async ({ page }) => {
    await page.goto("/");
    // Playwright's own evaluate still runs; the page's script (app/client/enhance.ts) must not have.
    const enhanced = await page.evaluate(() => document.documentElement.hasAttribute("data-enhanced"));
    expect(enhanced).toBe(false);
  });

  test("home shows its sections and its links navigate", async ({ page }) => {
    await open(page, info("home"));
    await expect(page.getByRole("link", { name: "Get a Free Quote" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "On-Time Service" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Modular Kitchen Fitting" })).toBeVisible();
    await expect(page.getByRole("heading", { name: carpentry.home.testimonials.heading })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("2024");

    await page.getByRole("link", { name: "View All Services" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(carpentry.servicesPage.hero.heading);
  });

  test("services shows every service and its links navigate", async ({ page }) => {
    await open(page, info("services"));
    for (const service of carpentry.services) {
      const section = page.getByRole("article", { name: service.title });
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(service.title);
      await expect(section.getByRole("heading", { name: "What's Included" })).toBeVisible();
      await expect(section.getByRole("link", { name: "WhatsApp Query" })).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\//,
      );
    }
    await expect(page.getByRole("heading", { name: "We Serve Across South Bangalore" })).toBeVisible();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(carpentry.about.hero.heading);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("about shows stats, story and areas and its links navigate", async ({ page }) => {
    await open(page, info("about"));
    await expect(page.getByRole("region", { name: "Key figures" }).getByRole("term")).toHaveText(
      carpentry.about.stats.map((stat) => stat.label),
    );
    await expect(page.getByRole("heading", { name: "Our Story" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Areas We Serve" }).getByRole("listitem")).toHaveCount(10);
    await expect(page.getByText(/15km radius/)).toBeVisible();

    await page.getByRole("link", { name: "Get in Touch" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(carpentry.contact.hero.heading);
  });

  test("contact shows hours, details and the map and its links navigate", async ({ page }) => {
    await open(page, info("contact"));
    await expect(page.getByText("Monday to Saturday: 8:00 AM to 7:00 PM")).toBeVisible();
    await expect(page.getByText("Sunday: 9:00 AM to 5:00 PM")).toBeVisible();
    await expect(page.getByText(carpentry.business.hoursNote)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: carpentry.business.email })).toBeVisible();
    await expect(page.getByTitle(carpentry.contact.map.title)).toHaveAttribute("loading", "lazy");
    await expect(page.getByRole("link", { name: "Get directions" })).toBeVisible();

    await page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: carpentry.labels.quickLinks })
      .getByRole("link", { name: "Home" })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(carpentry.home.hero.heading);
  });

  test.describe("the phone menu", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    const navLabels = pages.map((p) => p.navLabel);

    test("opens and closes by touch, and its links navigate", async ({ page }) => {
      await open(page, info("home"));
      const header = page.getByRole("banner");
      // The script's button is not there to press; the menu's own disclosure is.
      await expect(header.getByRole("button")).toHaveCount(0);
      const toggle = header.locator("summary");
      const mobileNav = page.getByRole("navigation", { name: "Mobile" });
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAccessibleName(carpentry.labels.openMenu);
      await expect(mobileNav).toBeHidden();

      await toggle.tap();
      await expect(mobileNav).toBeVisible();
      await expect(toggle).toHaveAccessibleName(carpentry.labels.closeMenu);
      await expect(mobileNav.getByRole("link")).toHaveText(navLabels);
      await expect(mobileNav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      const call = header.getByRole("link", { name: /Call Now: \+91 98765 43210/ });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute("href", "tel:+919876543210");
      await expect(header.getByRole("link", { name: carpentry.labels.whatsapp, exact: true })).toBeVisible();

      await toggle.tap();
      await expect(mobileNav).toBeHidden();
      await toggle.tap();
      await mobileNav.getByRole("link", { name: "About Us", exact: true }).tap();
      await expect(page).toHaveURL((url) => url.pathname === "/about");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(carpentry.about.hero.heading);
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    });

    test("opens, is walked through and closes by keyboard", async ({ page }) => {
      await open(page, info("home"));
      const toggle = page.getByRole("banner").locator("summary");
      const mobileNav = page.getByRole("navigation", { name: "Mobile" });
      // Tab reaches it from the header's call link.
      await page
        .getByRole("banner")
        .getByRole("link", { name: /^Call Now/ })
        .focus();
      await page.keyboard.press("Tab");
      await expect(toggle).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(mobileNav).toBeVisible();
      for (const label of navLabels) {
        await page.keyboard.press("Tab");
        await expect(mobileNav.getByRole("link", { name: label, exact: true })).toBeFocused();
      }
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Shift+Tab");
      await expect(toggle).toBeFocused();
      await page.keyboard.press("Space");
      await expect(mobileNav).toBeHidden();

      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(mobileNav.getByRole("link", { name: "Services", exact: true })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL((url) => url.pathname === "/services");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(carpentry.servicesPage.hero.heading);
    });
  });

  test.describe("not found", () => {
    test.use({ allowedConsoleErrors: [notFoundDocumentError("/no-such-page")] });

    test("the 404 page still leads home", async ({ page }) => {
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await page.getByRole("main").getByRole("link", { name: carpentry.notFound.homeLabel }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(carpentry.home.hero.heading);
    });
  });
});
