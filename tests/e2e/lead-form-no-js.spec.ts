// The enquiry form on /contact (the carpentry profile) without JavaScript: a plain form posted to
// the page, answered by the page rendered again with the outcome.
import { expect, test } from "./fixtures";
import {
  allowConsoleErrors,
  failedResourceError,
  fillLeadForm,
  formPostResponse,
  leadForm,
  newVisitor,
  storedLeads,
} from "./lead-form-helpers";

const success = {
  title: "Message Sent Successfully!",
  text: "We'll contact you within 24 hours for your furniture fitting needs.",
};
const phoneError =
  "Please enter a valid phone number, e.g. +91 98765 43210 (outside India, start with + and the country code).";

test.describe("the carpentry profile: submitting with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("a valid enquiry is stored and the page says so; utm values travel via the Referer", async ({
    page,
  }, testInfo) => {
    const visitor = newVisitor(testInfo);
    await page.goto("/contact?utm_source=x");
    const form = leadForm(page);
    await fillLeadForm(form, {
      name: visitor.name,
      phone: visitor.phone,
      service: "Modular Kitchen Fitting",
      message: "L-shaped kitchen, 3 m\nGranite top",
    });
    const posted = formPostResponse(page, "/contact");
    await form.submit.click();
    expect((await posted).status()).toBe(200);

    const notice = form.serverNotice("status");
    await expect(notice).toContainText(success.title);
    await expect(notice).toContainText(success.text);
    // A fresh form: the lead is stored, nothing is left to send again.
    await expect(form.name).toHaveValue("");
    await expect(form.phone).toHaveValue("");
    await expect(form.service).toHaveValue("");
    await expect(form.message).toHaveValue("");

    const rows = storedLeads(testInfo, { phone: visitor.e164 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: visitor.name,
      phone: visitor.e164,
      service: "Modular Kitchen Fitting",
      message: "L-shaped kitchen, 3 m\nGranite top",
      source_path: "/contact",
      utm_source: "x",
      utm_medium: null,
      referrer: null,
    });
  });

  test.describe("with an invalid phone", () => {
    test.use({ allowedConsoleErrors: allowConsoleErrors(failedResourceError(400, "/contact")) });

    test("the page comes back with the error beside the phone and the values kept", async ({
      page,
    }, testInfo) => {
      const visitor = newVisitor(testInfo);
      await page.goto("/contact");
      const form = leadForm(page);
      // A blank name never leaves the browser (the required check), so the server's own check is
      // shown with a phone number it refuses.
      await fillLeadForm(form, {
        name: visitor.name,
        phone: "12345",
        service: "Wardrobe Installation",
        message: "Sliding wardrobe, 7 ft",
      });
      const posted = formPostResponse(page, "/contact");
      await form.submit.click();
      expect((await posted).status()).toBe(400);

      await expect(form.phone).toHaveAttribute("aria-invalid", "true");
      await expect(form.phone).toHaveAccessibleDescription(phoneError);
      await expect(form.form.getByText(phoneError)).toBeVisible();
      await expect(form.name).not.toHaveAttribute("aria-invalid");
      await expect(form.name).toHaveValue(visitor.name);
      await expect(form.phone).toHaveValue("12345");
      await expect(form.service).toHaveValue("Wardrobe Installation");
      await expect(form.message).toHaveValue("Sliding wardrobe, 7 ft");
      await expect(form.serverNotice("status")).toHaveCount(0);
      expect(storedLeads(testInfo, { name: visitor.name })).toEqual([]);

      // Corrected and sent again, it goes through.
      await form.phone.fill(visitor.phone);
      const again = formPostResponse(page, "/contact");
      await form.submit.click();
      expect((await again).status()).toBe(200);
      await expect(form.serverNotice("status")).toContainText(success.title);
      expect(storedLeads(testInfo, { phone: visitor.e164 })).toHaveLength(1);
    });
  });

  test("an empty name is stopped by the browser before it is sent", async ({ page }, testInfo) => {
    const visitor = newVisitor(testInfo);
    await page.goto("/contact");
    const form = leadForm(page);
    await fillLeadForm(form, { phone: visitor.phone, service: "Wardrobe Installation" });
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await form.submit.click();
    expect(await form.name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(form.phone).toHaveValue(visitor.phone);
    expect(posted).toBe(false);
    expect(storedLeads(testInfo, { phone: visitor.e164 })).toEqual([]);
  });

  test.describe("with a name of spaces only", () => {
    test.use({ allowedConsoleErrors: allowConsoleErrors(failedResourceError(400, "/contact")) });

    // `required` accepts spaces, so this reaches the server, which must refuse it.
    test("the server refuses it beside the name field and stores nothing", async ({ page }, testInfo) => {
      const visitor = newVisitor(testInfo);
      await page.goto("/contact");
      const form = leadForm(page);
      await fillLeadForm(form, { name: "   ", phone: visitor.phone, service: "Wardrobe Installation" });
      const posted = formPostResponse(page, "/contact");
      await form.submit.click();
      expect((await posted).status()).toBe(400);
      await expect(form.name).toHaveAttribute("aria-invalid", "true");
      await expect(form.name).toHaveAccessibleDescription("Please enter your name.");
      await expect(form.phone).not.toHaveAttribute("aria-invalid");
      await expect(form.phone).toHaveValue(visitor.phone);
      await expect(form.service).toHaveValue("Wardrobe Installation");
      expect(storedLeads(testInfo, { phone: visitor.e164 })).toEqual([]);
    });
  });

  test("a bot that fills the hidden field is told it succeeded, and nothing is stored", async ({
    page,
  }, testInfo) => {
    const visitor = newVisitor(testInfo);
    await page.goto("/contact");
    const form = leadForm(page);
    const trap = form.form.locator('input[name="company_website"]');
    // The trap is out of sight and out of the accessibility tree; people never fill it.
    await expect(trap).not.toBeInViewport();
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(form.form.locator('[aria-hidden="true"] input[name="company_website"]')).toHaveCount(1);

    await fillLeadForm(form, { name: visitor.name, phone: visitor.phone, service: "Wardrobe Installation" });
    await trap.evaluate((input: HTMLInputElement) => {
      input.value = "https://spam.example";
    });
    const posted = formPostResponse(page, "/contact");
    await form.submit.click();
    expect((await posted).status()).toBe(200);

    const notice = form.serverNotice("status");
    await expect(notice).toContainText(success.title);
    await expect(notice).toContainText(success.text);
    expect(storedLeads(testInfo, { phone: visitor.e164 })).toEqual([]);
    expect(storedLeads(testInfo, { name: visitor.name })).toEqual([]);
  });
});
