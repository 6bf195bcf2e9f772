// Shared by the greeting specs of both profiles (whatsapp-greetings.spec.ts for carpentry,
// landing-whatsapp.spec.ts for interiors): every WhatsApp link on a public page opens the chat with a
// greeting that names the page the visitor is on, wherever the link sits.
import { expect, type Page } from "@playwright/test";
import type { Profile } from "../../app/profiles/schema";
import { fill, parseWhatsApp } from "./profile";

/** A public page and the name its greetings must give it, word for word. */
export type GreetingCase = { path: string; pageName: string; status: 200 | 404 };

/** The greetings a link on the page may carry: the page's own, or one about a service, from that page. */
function expectedTexts(profile: Profile, pageName: string) {
  const business = profile.business.name;
  const services = [
    ...profile.services.map((service) => service.title),
    ...profile.home.featuredServices.cards.map((card) => card.title),
  ];
  return {
    page: fill(profile.whatsapp.page, { business, page: pageName }),
    services: services.map((service) =>
      fill(profile.whatsapp.service, { business, page: pageName, service }),
    ),
  };
}

/** The decoded greeting of every wa.me link inside `scope` (hidden ones too: the mobile menu, the bar). */
async function greetings(page: Page, scope: string): Promise<string[]> {
  const hrefs = await page
    .locator(`${scope} a[href^="https://wa.me"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  return hrefs.map((href) => parseWhatsApp(href).text);
}

/** Opens the page and checks every WhatsApp link on it; returns the greetings found. */
export async function expectGreetingsName(
  page: Page,
  profile: Profile,
  { path, pageName, status }: GreetingCase,
) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  const expected = expectedTexts(profile, pageName);

  // The header (its bar and its phone menu), the footer and the contact bar carry the page's own.
  for (const [where, scope, count] of [
    ["header", "header", 2],
    ["footer", "footer", 1],
    ["contact bar", "[data-contact-bar]", 1],
  ] as const) {
    const found = await greetings(page, scope);
    expect(found, `${path}: WhatsApp links in the ${where}`).toHaveLength(count);
    for (const text of found) expect(text, `${path}: the ${where}'s greeting`).toBe(expected.page);
  }

  const all = await greetings(page, "body");
  expect(all.length, `${path}: WhatsApp links`).toBeGreaterThanOrEqual(4);
  for (const text of all) {
    expect([expected.page, ...expected.services], `${path}: every greeting names the page`).toContain(text);
    expect(text, path).toContain(pageName);
  }
  return all;
}
