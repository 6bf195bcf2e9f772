// Runs only in the "overrides" project: the same build started with PUBLIC_URL, BUSINESS_PHONE and
// BUSINESS_EMAIL set (see playwright.config.ts). Nothing of the profile's defaults may leak through.
import { type Page } from "@playwright/test";
import { expect, gotoReady, test } from "./fixtures";
import {
  carpentry,
  defaultPhone,
  pages,
  parseWhatsApp,
  whatsappPageText,
  whatsappServiceText,
} from "./profile";

const publicUrl = "https://www.example-carpenters.in";
const tel = "tel:+918040001234";
const waDigits = "918040001234";
const email = "hello@example-carpenters.in";

async function expectOnlyOverriddenContacts(page: Page) {
  const tels = await page
    .locator('a[href^="tel:"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(tels.length).toBeGreaterThan(0);
  for (const href of tels) expect(href).toBe(tel);

  const chats = await page
    .locator('a[href^="https://wa.me/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(chats.length).toBeGreaterThan(0);
  for (const href of chats) expect(parseWhatsApp(href).number).toBe(waDigits);

  const html = await page.content();
  expect(html).not.toContain(defaultPhone.digits);
  expect(html).not.toContain(defaultPhone.display);
  expect(html).not.toContain(carpentry.business.email);
}

for (const info of pages) {
  test(`${info.path} uses the configured URL, phone and e-mail`, async ({ page }) => {
    await page.goto(info.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(info.heading);

    const expectedUrl = `${publicUrl}${info.path}`;
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute("href", expectedUrl);
    expect(await canonical.getAttribute("href")).toMatch(/^https:\/\/www\.example-carpenters\.in/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", expectedUrl);

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Call Now", exact: true })).toHaveAttribute("href", tel);
    const whatsapp = header.getByRole("link", { name: carpentry.labels.whatsapp, exact: true });
    const href = await whatsapp.getAttribute("href");
    expect(href).toMatch(/^https:\/\/wa\.me\/918040001234\?text=/);
    expect(parseWhatsApp(href).text).toBe(whatsappPageText(info.navLabel));

    const footer = page.getByRole("contentinfo");
    const mail = footer.getByRole("link", { name: email });
    await expect(mail).toBeVisible();
    await expect(mail).toHaveAttribute("href", `mailto:${email}`);
    await expect(footer.getByRole("link", { name: /4000\s*1234/ })).toHaveAttribute("href", tel);

    await expectOnlyOverriddenContacts(page);
  });
}

test("the contact page shows the configured phone and e-mail", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByText(email)).toBeVisible();
  await expect(main.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  const phone = main.getByRole("link", { name: /^\+91\s*80\s*4000\s*1234$/ });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute("href", tel);
});

test("service WhatsApp links use the configured number", async ({ page }) => {
  await page.goto("/services");
  for (const service of carpentry.services) {
    const link = page
      .getByRole("article", { name: service.title })
      .getByRole("link", { name: "WhatsApp Query" });
    const { number, text } = parseWhatsApp(await link.getAttribute("href"));
    expect(number).toBe(waDigits);
    expect(text).toBe(whatsappServiceText(service.title, "Services"));
  }
});

test("the configuration holds on the next page", async ({ page }) => {
  await gotoReady(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(carpentry.contact.hero.heading);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${publicUrl}/contact`);
  await expectOnlyOverriddenContacts(page);
});

test("an https site tells browsers to come back only over https (HSTS)", async ({ request }) => {
  for (const path of ["/", "/contact", "/admin", "/robots.txt"]) {
    const response = await request.get(path);
    expect(response.headers()["strict-transport-security"], path).toMatch(
      /^max-age=31536000; includeSubDomains$/,
    );
  }
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the menu shows the configured phone number", async ({ page }) => {
    await gotoReady(page, "/");
    const button = page.getByRole("banner").getByRole("button", { name: /menu/i });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const call = page.getByRole("banner").getByRole("link", { name: /Call Now: \+91\s*80\s*4000\s*1234/ });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", tel);
  });
});
