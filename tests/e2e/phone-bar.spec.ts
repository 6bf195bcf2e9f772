// The contact bar (carpentry profile): Call Now, WhatsApp and Get a Quote fixed at the bottom of the
// screen up to 768 px wide, with and without JavaScript. It never hides the end of the page, steps
// aside while a form field has focus, and leaves the form's button free to press.
import { type Locator, type Page } from "@playwright/test";
import { afterRoundTrip, expect, gotoReady, notFoundDocumentError, test } from "./fixtures";
import {
  allowConsoleErrors,
  fillLeadForm,
  leadForm,
  newVisitor,
  storedLeads,
  toasts,
} from "./lead-form-helpers";
import { defaultPhone, parseWhatsApp, whatsappPageText } from "./profile";
import { wcagViolations } from "./accessibility";

const phone = { width: 390, height: 844 };
const tablet = { width: 768, height: 1024 };
const desktop = { width: 1366, height: 900 };

/** The public pages, the name their greeting gives them, and where their Get a Quote leads. */
const barPages = [
  { path: "/", pageName: "Home", quote: "/contact#enquiry" },
  { path: "/services", pageName: "Services", quote: "/contact#enquiry" },
  { path: "/about", pageName: "About Us", quote: "/contact#enquiry" },
  { path: "/contact", pageName: "Contact", quote: "#enquiry" },
  { path: "/no-such-page", pageName: "Page Not Found", quote: "/contact#enquiry" },
];

const success = "Message Sent Successfully!";

test.use({ allowedConsoleErrors: allowConsoleErrors(notFoundDocumentError("/no-such-page")) });

function bar(page: Page): Locator {
  return page.getByRole("navigation", { name: "Quick contact" });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("no box: the element is not shown");
  return found;
}

/** Whether the element is what a tap at its centre reaches (nothing lies over it). */
async function reachable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return !!hit && (hit === element || element.contains(hit));
  });
}

/** The bar is shown, within the screen, with its three links, in this order, and their targets. */
async function expectBar(page: Page, pageName: string, quote: string) {
  const links = bar(page).getByRole("link");
  await expect(links).toHaveText(["Call Now", "WhatsApp", "Get a Quote"]);
  for (const link of await links.all()) {
    await expect(link).toBeInViewport({ ratio: 1 });
    expect(await reachable(link)).toBe(true);
    expect((await box(link)).height, "a link a thumb can hit").toBeGreaterThanOrEqual(44);
  }
  await expect(links.nth(0)).toHaveAttribute("href", `tel:${defaultPhone.e164}`);
  const whatsapp = parseWhatsApp(await links.nth(1).getAttribute("href"));
  expect(whatsapp.number).toBe(defaultPhone.digits);
  expect(whatsapp.text).toBe(whatsappPageText(pageName));
  await expect(links.nth(1)).toHaveAttribute("target", "_blank");
  await expect(links.nth(2)).toHaveAttribute("href", quote);
  // At the very bottom of the screen, across its width.
  const viewport = page.viewportSize()!;
  const shape = await box(bar(page));
  expect(Math.round(shape.y + shape.height)).toBe(viewport.height);
  expect(Math.round(shape.width)).toBe(viewport.width);
}

/** Where the text of an element ends on screen (its padding left out). */
async function textBottom(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().bottom;
  });
}

/** Scrolled to the end: the footer's last line sits wholly above the bar, and its box ends where the bar starts. */
async function expectEndClearOfBar(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() => page.evaluate(() => window.scrollY + window.innerHeight))
    .toBe(await page.evaluate(() => document.documentElement.scrollHeight));
  const last = page.getByRole("contentinfo").locator("p").last();
  await expect(last).toContainText("All rights reserved.");
  const barTop = (await box(bar(page))).y;
  expect(await textBottom(last), "the footer's last line ends above the bar").toBeLessThan(barTop);
  const lastBox = await box(last);
  // Less than a pixel: the page's length in CSS pixels need not be whole.
  expect(lastBox.y + lastBox.height, "the footer's last box ends where the bar starts").toBeLessThanOrEqual(
    barTop + 1,
  );
  expect(await reachable(last)).toBe(true);
}

/**
 * Fills the form field by field: the bar is out of the way while each has focus, and back once focus
 * leaves the fields. Then the submit button, scrolled to just above the bar, is free to press.
 */
async function fillBesideBar(page: Page, visitor: ReturnType<typeof newVisitor>) {
  const form = leadForm(page);
  await expect(bar(page)).toBeVisible();
  for (const field of [form.name, form.phone, form.service, form.message]) {
    await field.focus();
    await expect(bar(page), "the bar steps aside while a field has focus").toBeHidden();
  }
  await fillLeadForm(form, { name: visitor.name, phone: visitor.phone, service: "Wardrobe Installation" });
  await form.submit.focus();
  await expect(bar(page), "the bar is back once focus leaves the fields").toBeVisible();

  // However far the visitor has scrolled, the page goes on far enough to bring the button above the bar.
  const barTop = (await box(bar(page))).y;
  const target = await form.submit.evaluate((button, top) => {
    const rect = button.getBoundingClientRect();
    const y = window.scrollY + rect.bottom - top + 8;
    window.scrollTo(0, y);
    return y;
  }, barTop);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(Math.round(target));
  const button = await box(form.submit);
  expect(button.y + button.height).toBeLessThanOrEqual(barTop);
  expect(await reachable(form.submit)).toBe(true);
  return form;
}

for (const [size, viewport] of [
  ["a phone", phone],
  ["a small tablet", tablet],
] as const) {
  test.describe(`on ${size} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport, hasTouch: true });

    for (const { path, pageName, quote } of barPages) {
      test(`${path} keeps Call, WhatsApp and Get a Quote at the bottom of the screen`, async ({ page }) => {
        await gotoReady(page, path);
        await expectBar(page, pageName, quote);
        // Still there, in the same place, after scrolling.
        await page.mouse.wheel(0, 1500);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await expectBar(page, pageName, quote);
      });
    }

    test("the bar never covers the end of the page", async ({ page }) => {
      for (const path of ["/", "/contact"]) {
        await gotoReady(page, path);
        await expectEndClearOfBar(page);
      }
    });

    test("no WCAG A/AA violations with the bar shown", async ({ page }) => {
      for (const path of ["/", "/contact"]) {
        await gotoReady(page, path);
        await expect(bar(page)).toBeVisible();
        expect(await wcagViolations(page), path).toEqual([]);
      }
    });
  });
}

test.describe("on a phone, with JavaScript", () => {
  test.use({ viewport: phone, hasTouch: true });

  test("on the home page all three are on screen at once, without scrolling", async ({ page }) => {
    await gotoReady(page, "/");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const link of await bar(page).getByRole("link").all())
      await expect(link).toBeInViewport({ ratio: 1 });
  });

  test("Get a Quote leads to the contact page's form, or on it to its own", async ({ page }) => {
    await gotoReady(page, "/about");
    await bar(page).getByRole("link", { name: "Get a Quote" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/contact" && url.hash === "#enquiry");
    await expect(page.locator("#enquiry-heading")).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar(page).getByRole("link", { name: "Get a Quote" }).click();
    await expect(page.locator("#enquiry-heading")).toBeInViewport();
  });

  test("the bar steps aside for the form's fields, and the button is free to press", async ({
    page,
  }, testInfo) => {
    const visitor = newVisitor(testInfo);
    await gotoReady(page, "/contact");
    const form = await fillBesideBar(page, visitor);
    await form.submit.click();
    const toast = toasts(page);
    await expect(toast).toContainText(success, afterRoundTrip);
    // The notice sits above the bar.
    expect((await box(toast)).y + (await box(toast)).height).toBeLessThanOrEqual((await box(bar(page))).y);
    expect(storedLeads(testInfo, { phone: visitor.e164 })).toHaveLength(1);
  });
});

test.describe("on a phone, with JavaScript off", () => {
  test.use({ viewport: phone, hasTouch: true, javaScriptEnabled: false });

  for (const { path, pageName, quote } of barPages.filter((p) => ["/", "/contact"].includes(p.path))) {
    test(`${path} keeps the bar, clear of the end of the page`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-enhanced"))).toBe(false);
      await expectBar(page, pageName, quote);
      await expectEndClearOfBar(page);
    });
  }

  test("the bar steps aside for the form's fields, and the button is free to press", async ({
    page,
  }, testInfo) => {
    const visitor = newVisitor(testInfo);
    await page.goto("/contact");
    const form = await fillBesideBar(page, visitor);
    await form.submit.click();
    await expect(form.serverNotice("status")).toContainText(success, afterRoundTrip);
    expect(storedLeads(testInfo, { phone: visitor.e164 })).toHaveLength(1);
    await expect(bar(page)).toBeVisible();
  });
});

test.describe("on a desktop screen", () => {
  test.use({ viewport: desktop });

  test("there is no bar: the header has Call Now and WhatsApp", async ({ page }) => {
    for (const path of ["/", "/contact", "/no-such-page"]) {
      await gotoReady(page, path);
      await expect(page.locator("[data-contact-bar]")).toBeHidden();
      await expect(
        page.getByRole("banner").getByRole("link", { name: "Call Now", exact: true }),
      ).toBeVisible();
    }
  });

  test("the page ends with the footer, without room left for a bar", async ({ page }) => {
    await gotoReady(page, "/");
    const footer = await box(page.getByRole("contentinfo"));
    const last = await box(page.getByRole("contentinfo").locator("p").last());
    // The copyright line's own padding (py-5) is all there is below it.
    expect(footer.y + footer.height - (last.y + last.height)).toBeLessThan(4);
  });
});
