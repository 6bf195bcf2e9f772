// Runs in the "carpentry" and "interiors" projects: the privacy notice (/privacy) says, from the
// profile, what an enquiry collects, why, how long it is kept, who to contact and how to have it
// erased; it is in the sitemap, linked from every page's footer and from under every enquiry form,
// has its own social preview, and axe finds nothing on it at phone and desktop sizes.
import { expect, notFoundDocumentError, test } from "./fixtures";
import {
  expectBreadcrumb,
  expectPngPreview,
  jsonLdBlocks,
  landingPathOf,
  profileName,
  profileOf,
  publicUrl,
} from "./seo-helpers";
import { wcagViolations } from "./accessibility";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/privacy says what an enquiry collects, why, for how long, and how to have it erased", async ({
    page,
  }, testInfo) => {
    const profile = profileOf(testInfo);
    const { privacy } = profile;
    const base = publicUrl(testInfo);
    const response = await page.goto("/privacy");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(privacy.seo.title);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${base}/privacy`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.hero.heading);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      privacy.collected.heading,
      privacy.purpose.heading,
      privacy.sharing.heading,
      privacy.retention.heading,
      privacy.rights.heading,
      privacy.contact.heading,
      // The footer's own headings follow the notice's.
      ...(await page.locator("footer h2").allTextContents()),
    ]);

    // What is collected: the form's fields (e-mail only where the form asks for it) and the tags.
    const collected = page.getByRole("region", { name: privacy.collected.heading });
    await expect(collected.getByRole("listitem")).toHaveText(privacy.collected.items);
    const items = privacy.collected.items.join("\n");
    for (const field of ["name", "phone number", "service", "message", "page", "campaign tags"]) {
      expect(items).toContain(field);
    }
    expect(items.includes("e-mail"), "e-mail is listed where the form asks for it").toBe(
      profile.leadForm.withEmail,
    );
    if (profileName(testInfo) === "interiors") expect(items).toContain("neighbourhood");

    for (const part of [privacy.purpose, privacy.sharing, privacy.rights]) {
      const region = page.getByRole("region", { name: part.heading });
      for (const paragraph of part.paragraphs) await expect(region.getByText(paragraph)).toBeVisible();
    }
    // The projects set no LEAD_RETENTION_MONTHS: the general text, without a period.
    const retention = page.getByRole("region", { name: privacy.retention.heading });
    await expect(retention.locator("p")).toHaveText(privacy.retention.paragraphs);

    // Who to contact: the business's e-mail, phone and address.
    const contact = page.getByRole("region", { name: privacy.contact.heading });
    await expect(contact.getByRole("link", { name: profile.business.email })).toHaveAttribute(
      "href",
      `mailto:${profile.business.email}`,
    );
    await expect(contact.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    await expect(contact.locator("address")).toContainText(profile.business.address.street);
    await expect(page.getByText(privacy.updated)).toBeVisible();

    expectBreadcrumb(await jsonLdBlocks(page), {
      publicUrl: base,
      path: "/privacy",
      name: privacy.hero.heading,
    });
    await expectPngPreview(page, base, { business: profile.business.name, heading: privacy.hero.heading });
  });

  test.describe("in the sitemap and every footer", () => {
    // The 404 page has the footer too; the browser reports its status, which is expected.
    test.use({ allowedConsoleErrors: [notFoundDocumentError("/no-such-page")] });

    test("is in the sitemap and linked from every page's footer", async ({ page, request }, testInfo) => {
      const base = publicUrl(testInfo);
      expect(await (await request.get("/sitemap.xml")).text()).toContain(`<loc>${base}/privacy</loc>`);
      const paths = ["/", "/services", "/about", "/contact", "/privacy", "/no-such-page"];
      if (profileName(testInfo) === "interiors") paths.push(landingPathOf("koramangala"));
      for (const path of paths) {
        await page.goto(path);
        const link = page
          .getByRole("contentinfo")
          .getByRole("link", { name: profileOf(testInfo).privacy.linkLabel });
        await expect(link, path).toHaveAttribute("href", "/privacy");
      }
    });
  });

  test("every enquiry form has the line that links to it, under its button", async ({ page }, testInfo) => {
    const { privacy } = profileOf(testInfo);
    const paths = ["/contact"];
    if (profileName(testInfo) === "interiors") paths.push(landingPathOf("koramangala"));
    for (const path of paths) {
      await page.goto(path);
      const form = page.locator("form[data-lead-form]");
      await expect(form).toHaveCount(1);
      const line = form.locator("p", { hasText: privacy.formNote });
      await expect(line, path).toHaveText(`${privacy.formNote} ${privacy.linkLabel}.`);
      await expect(line.getByRole("link", { name: privacy.linkLabel })).toHaveAttribute("href", "/privacy");
      // It comes after the button.
      const after = await line.evaluate(
        (p) =>
          !!(
            p.closest("form")!.querySelector('button[type="submit"]')!.compareDocumentPosition(p) &
            Node.DOCUMENT_POSITION_FOLLOWING
          ),
      );
      expect(after, path).toBe(true);
    }
  });

  test("the line under the form leads to the notice", async ({ page }, testInfo) => {
    const { privacy } = profileOf(testInfo);
    await page.goto("/contact");
    await page.locator("form[data-lead-form]").getByRole("link", { name: privacy.linkLabel }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.hero.heading);
  });
});

for (const [size, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1366, height: 900 }],
] as const) {
  test(`/privacy: no WCAG A/AA violations at ${size} size`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/privacy");
    expect(await wcagViolations(page)).toEqual([]);
  });
}
