// The enquiry form on /contact (the carpentry profile) with JavaScript: checked in the browser,
// sent to /api/leads without a reload, answered with a notice. What a visitor sees is checked
// together with what the server stored.
import { type Page } from "@playwright/test";
import { afterRoundTrip, expect, gotoReady, noNoticeWindow, test, waitForPageScript } from "./fixtures";
import {
  allowConsoleErrors,
  failedResourceError,
  fillLeadForm,
  holdEnquiries,
  leadForm,
  markWindow,
  networkFailureError,
  newVisitor,
  storedLeads,
  submissionFailureLog,
  toasts,
  windowMarker,
} from "./lead-form-helpers";

const services = [
  "Modular Kitchen Fitting",
  "Wardrobe Installation",
  "TV Unit & Wall Panels",
  "Office Furniture Setup",
  "Wooden Partition Work",
  "Custom Furniture Assembly",
  "Finishing & Touch-up Work",
  "Other (Please specify in message)",
];
const success = {
  title: "Message Sent Successfully!",
  text: "We'll contact you within 24 hours for your furniture fitting needs.",
};
const failure = {
  title: "Error",
  text: "There was a problem submitting your request. Please try again or call us directly.",
};
const phoneError =
  "Please enter a valid phone number, e.g. +91 98765 43210 (outside India, start with + and the country code).";

/** Answers the next `times` posts to /api/leads with an error status, without reaching the server. */
async function failApi(page: Page, how: "status 500" | "network", times = 1) {
  await page.route(
    "**/api/leads",
    (route) => (how === "network" ? route.abort() : route.fulfill({ status: 500, body: "" })),
    { times },
  );
}

test.describe("the carpentry profile: the form's fields", () => {
  test("name, phone, service and message, labelled, with the required ones marked", async ({ page }) => {
    await page.goto("/contact");
    const form = leadForm(page);

    await expect(form.name).toHaveAttribute("type", "text");
    await expect(form.name).toHaveAttribute("required", "");

    await expect(form.phone).toHaveAttribute("type", "tel");
    await expect(form.phone).toHaveAttribute("placeholder", "+91 XXXXX XXXXX");
    await expect(form.phone).toHaveAttribute("required", "");

    await expect(form.service).toHaveJSProperty("tagName", "SELECT");
    await expect(form.service).toHaveAttribute("required", "");
    const options = form.service.locator("option");
    await expect(options).toHaveText(["Select a service", ...services]);
    await expect(options.first()).toHaveAttribute("value", "");
    await expect(form.service).toHaveValue("");

    await expect(form.message).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(form.message).toHaveAttribute("rows", "4");
    await expect(form.message).not.toHaveAttribute("required");

    // The carpentry profile's form asks for no e-mail address.
    await expect(form.form.locator('input[type="email"], [name="email"]')).toHaveCount(0);
    await expect(form.submit).toHaveText("Send Message");
    await expect(form.submit).toBeEnabled();
  });
});

test.describe("the carpentry profile: submitting with JavaScript", () => {
  test("a valid enquiry is sent without a reload, announced, cleared and stored once", async ({
    page,
  }, testInfo) => {
    const visitor = newVisitor(testInfo);
    await gotoReady(page, "/contact");
    await markWindow(page);
    const release = await holdEnquiries(page);

    const form = leadForm(page);
    await fillLeadForm(form, { name: visitor.name, phone: visitor.phone, service: "Wardrobe Installation" });
    await form.submit.click();

    await expect(form.submit).toBeDisabled();
    await expect(form.submit).toHaveText("Sending Message...");
    release();

    const toast = toasts(page);
    await expect(toast).toHaveCount(1, afterRoundTrip);
    await expect(toast).toContainText(success.title);
    await expect(toast).toContainText(success.text);
    await expect(page.getByRole("status").filter({ has: toast })).toBeVisible();

    await expect(form.submit).toBeEnabled();
    await expect(form.submit).toHaveText("Send Message");
    await expect(form.name).toHaveValue("");
    await expect(form.phone).toHaveValue("");
    await expect(form.service).toHaveValue("");
    await expect(form.message).toHaveValue("");
    expect(await windowMarker(page), "the page was not reloaded").toBe("still here");
    await expect(page).toHaveURL((url) => url.pathname === "/contact");

    const rows = storedLeads(testInfo, { phone: visitor.e164 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: visitor.name,
      phone: visitor.e164,
      email: null,
      service: "Wardrobe Installation",
      message: null,
      status: "new",
      source_path: "/contact",
      area: null,
      utm_source: null,
      referrer: null,
    });
  });

  test("a message is stored as written", async ({ page }, testInfo) => {
    const visitor = newVisitor(testInfo);
    await gotoReady(page, "/contact");
    const form = leadForm(page);
    const message = "Kitchen is 10 x 8 ft.\nPrefer a Saturday visit.";
    await fillLeadForm(form, {
      name: `  ${visitor.name}  `,
      phone: visitor.phone,
      service: "Other (Please specify in message)",
      message,
    });
    await form.submit.click();
    await expect(toasts(page)).toContainText(success.title, afterRoundTrip);

    const rows = storedLeads(testInfo, { phone: visitor.e164 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: visitor.name,
      service: "Other (Please specify in message)",
      message,
    });
  });

  test("the landing page's utm values reach the lead sent from another page", async ({ page }, testInfo) => {
    const visitor = newVisitor(testInfo);
    await gotoReady(page, "/?utm_source=google&utm_medium=cpc&utm_campaign=kitchens");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Contact", exact: true })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === "/contact" && url.search === "");
    await waitForPageScript(page);

    const form = leadForm(page);
    await fillLeadForm(form, {
      name: visitor.name,
      phone: visitor.phone,
      service: "Modular Kitchen Fitting",
    });
    await form.submit.click();
    await expect(toasts(page)).toContainText(success.title, afterRoundTrip);

    const rows = storedLeads(testInfo, { phone: visitor.e164 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source_path: "/contact",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "kitchens",
      utm_term: null,
      utm_content: null,
      referrer: null,
    });
  });

  test("an invalid phone is refused in the browser, beside the field, and nothing is sent", async ({
    page,
  }, testInfo) => {
    const visitor = newVisitor(testInfo);
    await gotoReady(page, "/contact");
    const apiRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/leads") apiRequests.push(request.method());
    });

    const form = leadForm(page);
    await fillLeadForm(form, {
      name: visitor.name,
      phone: "12345",
      service: "TV Unit & Wall Panels",
      message: "Wall panel behind the TV",
    });
    await form.submit.click();

    await expect(form.phone).toHaveAttribute("aria-invalid", "true");
    await expect(form.phone).toHaveAccessibleDescription(phoneError);
    await expect(form.form.getByText(phoneError)).toBeVisible();
    await expect(form.phone).toBeFocused();
    await expect(form.name).not.toHaveAttribute("aria-invalid");
    await expect(form.service).not.toHaveAttribute("aria-invalid");
    // Nothing is lost or announced: the visitor corrects the one field.
    await expect(form.name).toHaveValue(visitor.name);
    await expect(form.phone).toHaveValue("12345");
    await expect(form.service).toHaveValue("TV Unit & Wall Panels");
    await expect(form.message).toHaveValue("Wall panel behind the TV");
    await expect(toasts(page)).toHaveCount(0, noNoticeWindow);
    await expect(form.submit).toBeEnabled();

    expect(apiRequests, "no request reached /api/leads").toEqual([]);
    expect(storedLeads(testInfo, { name: visitor.name })).toEqual([]);

    // Corrected, the same form goes through and the error goes away.
    await form.phone.fill(visitor.phone);
    await form.submit.click();
    await expect(toasts(page)).toContainText(success.title, afterRoundTrip);
    await expect(form.form.getByText(phoneError)).toHaveCount(0);
    await expect(form.phone).not.toHaveAttribute("aria-invalid");
    expect(storedLeads(testInfo, { phone: visitor.e164 })).toHaveLength(1);
  });

  test.describe("when the enquiry cannot be sent", () => {
    test.use({
      allowedConsoleErrors: allowConsoleErrors(
        submissionFailureLog,
        failedResourceError(500, "/api/leads"),
        networkFailureError,
      ),
    });

    test("a server error shows the failure notice and keeps every value", async ({ page }, testInfo) => {
      const visitor = newVisitor(testInfo);
      await gotoReady(page, "/contact");
      await failApi(page, "status 500");
      const form = leadForm(page);
      await fillLeadForm(form, {
        name: visitor.name,
        phone: visitor.phone,
        service: "Office Furniture Setup",
        message: "Twelve workstations",
      });
      await form.submit.click();

      const toast = toasts(page);
      await expect(toast).toHaveCount(1, afterRoundTrip);
      await expect(toast).toContainText(failure.title);
      await expect(toast).toContainText(failure.text);
      await expect(page.getByRole("alert").filter({ has: toast })).toBeVisible();
      await expect(form.name).toHaveValue(visitor.name);
      await expect(form.phone).toHaveValue(visitor.phone);
      await expect(form.service).toHaveValue("Office Furniture Setup");
      await expect(form.message).toHaveValue("Twelve workstations");
      await expect(form.submit).toBeEnabled();
      expect(storedLeads(testInfo, { phone: visitor.e164 })).toEqual([]);
    });

    test("a network failure shows the same notice and keeps every value", async ({ page }, testInfo) => {
      const visitor = newVisitor(testInfo);
      await gotoReady(page, "/contact");
      await failApi(page, "network");
      const form = leadForm(page);
      await fillLeadForm(form, {
        name: visitor.name,
        phone: visitor.phone,
        service: "Wooden Partition Work",
      });
      await form.submit.click();

      const toast = toasts(page);
      await expect(toast).toHaveCount(1, afterRoundTrip);
      await expect(toast).toContainText(failure.title);
      await expect(toast).toContainText(failure.text);
      await expect(form.name).toHaveValue(visitor.name);
      await expect(form.phone).toHaveValue(visitor.phone);
      await expect(form.service).toHaveValue("Wooden Partition Work");
      await expect(form.submit).toBeEnabled();
      expect(storedLeads(testInfo, { phone: visitor.e164 })).toEqual([]);

      // Trying again once the network is back stores the enquiry.
      await form.submit.click();
      await expect(toast).toContainText(success.title, afterRoundTrip);
      expect(storedLeads(testInfo, { phone: visitor.e164 })).toHaveLength(1);
    });

    test("notices come one at a time: a newer one replaces the one on screen", async ({ page }, testInfo) => {
      const visitor = newVisitor(testInfo);
      await gotoReady(page, "/contact");
      await failApi(page, "status 500");
      const form = leadForm(page);
      await fillLeadForm(form, {
        name: visitor.name,
        phone: visitor.phone,
        service: "Wardrobe Installation",
      });
      await form.submit.click();
      const toast = toasts(page);
      await expect(toast).toContainText(failure.text, afterRoundTrip);

      // The values were kept, so sending again is one click; the failure gives way to the success.
      await form.submit.click();
      await expect(toast).toContainText(success.text, afterRoundTrip);
      await expect(toast).toHaveCount(1);
      await expect(page.getByText(failure.text)).toHaveCount(0, noNoticeWindow);

      // A further enquiry while the success notice shows: still one notice.
      const second = newVisitor(testInfo);
      await fillLeadForm(form, { name: second.name, phone: second.phone, service: "Wardrobe Installation" });
      await form.submit.click();
      await expect(form.phone).toHaveValue("", afterRoundTrip);
      await expect(toast).toHaveCount(1);
      await expect(toast).toContainText(success.text);
      expect(storedLeads(testInfo, { phone: visitor.e164 })).toHaveLength(1);
      expect(storedLeads(testInfo, { phone: second.e164 })).toHaveLength(1);
    });
  });

  test("a notice goes away by itself after about five seconds", async ({ page }, testInfo) => {
    const visitor = newVisitor(testInfo);
    // The page's own clock, moved by the test: the notice's time on screen is not the machine's speed.
    await page.clock.install();
    await gotoReady(page, "/contact");
    const form = leadForm(page);
    await fillLeadForm(form, {
      name: visitor.name,
      phone: visitor.phone,
      service: "Custom Furniture Assembly",
    });
    await form.submit.click();
    const toast = toasts(page);
    await expect(toast).toContainText(success.title, afterRoundTrip);

    // Long enough to read, and gone before seven seconds.
    await page.clock.runFor(4_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(3_000);
    await expect(toast).toHaveCount(0);
  });

  test("a notice can be dismissed", async ({ page }, testInfo) => {
    const visitor = newVisitor(testInfo);
    await gotoReady(page, "/contact");
    const form = leadForm(page);
    await fillLeadForm(form, {
      name: visitor.name,
      phone: visitor.phone,
      service: "Finishing & Touch-up Work",
    });
    await form.submit.click();
    const toast = toasts(page);
    await expect(toast).toContainText(success.title, afterRoundTrip);
    await toast.getByRole("button", { name: "Dismiss notice" }).click();
    await expect(toast).toHaveCount(0, noNoticeWindow);
  });
});
