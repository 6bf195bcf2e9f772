// Runs only in the "interiors" project: a neighbourhood page's form records its area (it adds
// " - Location: {area}" after the visitor's message, and fills the lead's area column), with and
// without JavaScript; and the Services and Contact pages lead to every neighbourhood page.
import { afterRoundTrip, expect, gotoReady, test } from "./fixtures";
import {
  fillLeadForm,
  formPostResponse,
  leadForm,
  newVisitor,
  storedLeads,
  toasts,
} from "./lead-form-helpers";
import { areaBySlug, areaSlugs, interiors, landingPathOf } from "./seo-helpers";

const success = { title: "Thank you!", text: "Your inquiry has been submitted. We'll contact you soon!" };

test.describe("with JavaScript", () => {
  test("a lead from the Koramangala page is stored with its area and the location suffix", async ({
    page,
  }, testInfo) => {
    const visitor = newVisitor(testInfo);
    const path = landingPathOf("koramangala");
    await gotoReady(page, path);
    const form = leadForm(page);
    const typed = "2BHK, modular kitchen and two wardrobes";
    await fillLeadForm(form, {
      name: visitor.name,
      phone: visitor.phone,
      email: "meera@example.in",
      service: "Modular Kitchen",
      message: typed,
    });
    await form.submit.click();

    const toast = toasts(page);
    await expect(toast).toHaveCount(1, afterRoundTrip);
    await expect(toast).toContainText(success.title);
    await expect(toast).toContainText(success.text);
    await expect(form.name).toHaveValue("");
    // Still the same page, and the form still knows its area for the next enquiry.
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(form.form.locator('input[name="area"]')).toHaveAttribute("value", "Koramangala");

    const rows = storedLeads(testInfo, { phone: visitor.e164 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: visitor.name,
      email: "meera@example.in",
      service: "Modular Kitchen",
      area: "Koramangala",
      message: `${typed} - Location: Koramangala`,
      source_path: path,
      status: "new",
    });
  });
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("a lead from the Koramangala page is stored with its area and the location suffix", async ({
    page,
  }, testInfo) => {
    const visitor = newVisitor(testInfo);
    const path = landingPathOf("koramangala");
    expect((await page.goto(path))?.status()).toBe(200);
    const form = leadForm(page);
    const typed = "Full interior for a 3BHK";
    await fillLeadForm(form, {
      name: visitor.name,
      phone: visitor.phone,
      service: "Complete Home Interior",
      message: typed,
    });
    const posted = formPostResponse(page, path);
    await form.submit.click();
    expect((await posted).status()).toBe(200);
    await expect(form.serverNotice("status")).toContainText(success.title);
    await expect(form.serverNotice("status")).toContainText(success.text);
    // The answer is the same landing page, not another page.
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Interior Designer in Koramangala");

    const rows = storedLeads(testInfo, { phone: visitor.e164 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: visitor.name,
      service: "Complete Home Interior",
      area: "Koramangala",
      message: `${typed} - Location: Koramangala`,
      source_path: path,
    });
  });

  test("an area whose name has an ampersand is stored exactly", async ({ page }, testInfo) => {
    const visitor = newVisitor(testInfo);
    const area = areaBySlug("cooke-town-frazer-town");
    const path = landingPathOf(area.slug);
    await page.goto(path);
    const form = leadForm(page);
    await fillLeadForm(form, {
      name: visitor.name,
      phone: visitor.phone,
      service: "Home Renovation",
      message: "Old bungalow",
    });
    const posted = formPostResponse(page, path);
    await form.submit.click();
    expect((await posted).status()).toBe(200);
    await expect(form.serverNotice("status")).toContainText(success.title);
    const rows = storedLeads(testInfo, { phone: visitor.e164 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      area: "Cooke Town & Frazer Town",
      message: "Old bungalow - Location: Cooke Town & Frazer Town",
      source_path: path,
    });
  });

  for (const { path, heading } of [
    { path: "/services", heading: interiors.servicesPage.hero.heading },
    { path: "/contact", heading: interiors.contact.hero.heading },
  ]) {
    test(`${path} links to all 25 neighbourhood pages`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const section = page.getByRole("main").getByRole("region", { name: interiors.landing.labels.allAreas });
      const hrefs = await section
        .getByRole("link")
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
      expect([...hrefs].sort()).toEqual(areaSlugs.map(landingPathOf).sort());
      for (const slug of areaSlugs) {
        await expect(
          section.getByRole("link", { name: `Interior Designer in ${areaBySlug(slug).name}`, exact: true }),
        ).toHaveAttribute("href", landingPathOf(slug));
      }
    });
  }
});

test("a page without a form does not take enquiries", async ({ request }, testInfo) => {
  const visitor = newVisitor(testInfo);
  const path = landingPathOf("btm-layout");
  const response = await request.post(path, {
    form: {
      name: visitor.name,
      phone: visitor.phone,
      service: "Modular Kitchen",
      area: "BTM Layout",
      source_path: path,
    },
  });
  expect(response.status()).toBe(404);
  expect(storedLeads(testInfo, { phone: visitor.e164 })).toEqual([]);
});
