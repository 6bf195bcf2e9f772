// Runs only in the "interiors" project: the same build started with SITE_PROFILE=interiors
// (the interiors profile's enquiry form: an optional e-mail field and its own services and notices).
import { afterRoundTrip, expect, gotoReady, test } from "./fixtures";
import {
  allowConsoleErrors,
  failedResourceError,
  fillLeadForm,
  formPostResponse,
  holdEnquiries,
  leadForm,
  newVisitor,
  storedLeads,
  submissionFailureLog,
  toasts,
} from "./lead-form-helpers";

const services = [
  "Complete Home Interior",
  "Modular Kitchen",
  "Living Room Design",
  "Bedroom Design",
  "Office Interior",
  "Wardrobe Design",
  "Home Renovation",
  "Consultation Only",
];
const success = { title: "Thank you!", text: "Your inquiry has been submitted. We'll contact you soon!" };
const failure = { title: "Error", text: "There was an issue submitting your inquiry. Please try again." };

test.describe("the interiors profile: the form's fields", () => {
  test("name, phone, an optional e-mail, the interiors services and a message", async ({ page }) => {
    await page.goto("/contact");
    const form = leadForm(page);
    await expect(form.name).toHaveAttribute("required", "");
    await expect(form.phone).toHaveAttribute("type", "tel");
    await expect(form.phone).toHaveAttribute("placeholder", "+91 XXXXX XXXXX");
    await expect(form.phone).toHaveAttribute("required", "");

    await expect(form.email).toHaveAttribute("type", "email");
    await expect(form.email).not.toHaveAttribute("required");
    await expect(form.form.locator("label").filter({ has: page.getByText("(optional)") })).toHaveText([
      /^Email\s*\(optional\)$/,
      /^Message\s*\(optional\)$/,
    ]);

    await expect(form.service).toHaveAttribute("required", "");
    const options = form.service.locator("option");
    await expect(options).toHaveText(["Select a service", ...services]);
    await expect(options.first()).toHaveAttribute("value", "");
    await expect(form.message).toHaveAttribute("rows", "4");
    await expect(form.submit).toHaveText("Get Free Consultation");
  });
});

test.describe("the interiors profile: submitting with JavaScript", () => {
  test("a valid inquiry is announced, cleared and stored with the e-mail lower-cased", async ({
    page,
  }, testInfo) => {
    const visitor = newVisitor(testInfo);
    await gotoReady(page, "/contact");
    const release = await holdEnquiries(page);
    const form = leadForm(page);
    await fillLeadForm(form, {
      name: visitor.name,
      phone: visitor.phone,
      email: "Priya.Sharma@Example.COM",
      service: "Complete Home Interior",
      message: "3BHK, move-in in March",
    });
    await form.submit.click();
    await expect(form.submit).toBeDisabled();
    await expect(form.submit).toHaveText("Submitting...");
    release();

    const toast = toasts(page);
    await expect(toast).toHaveCount(1, afterRoundTrip);
    await expect(toast).toContainText(success.title);
    await expect(toast).toContainText(success.text);
    await expect(form.submit).toHaveText("Get Free Consultation");
    await expect(form.email).toHaveValue("");
    await expect(form.name).toHaveValue("");

    const rows = storedLeads(testInfo, { phone: visitor.e164 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: visitor.name,
      email: "priya.sharma@example.com",
      service: "Complete Home Interior",
      message: "3BHK, move-in in March",
      source_path: "/contact",
      area: null,
    });
  });

  test("the e-mail may be left empty", async ({ page }, testInfo) => {
    const visitor = newVisitor(testInfo);
    await gotoReady(page, "/contact");
    const form = leadForm(page);
    await fillLeadForm(form, { name: visitor.name, phone: visitor.phone, service: "Consultation Only" });
    await form.submit.click();
    await expect(toasts(page)).toContainText(success.title, afterRoundTrip);
    const rows = storedLeads(testInfo, { phone: visitor.e164 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: null, message: null, service: "Consultation Only" });
  });

  test.describe("when the server fails", () => {
    test.use({
      allowedConsoleErrors: allowConsoleErrors(submissionFailureLog, failedResourceError(500, "/api/leads")),
    });

    test("the failure notice shows and every value is kept", async ({ page }, testInfo) => {
      const visitor = newVisitor(testInfo);
      await gotoReady(page, "/contact");
      await page.route("**/api/leads", (route) => route.fulfill({ status: 500, body: "" }), { times: 1 });
      const form = leadForm(page);
      await fillLeadForm(form, {
        name: visitor.name,
        phone: visitor.phone,
        email: "someone@example.com",
        service: "Bedroom Design",
        message: "Master bedroom",
      });
      await form.submit.click();

      const toast = toasts(page);
      await expect(toast).toHaveCount(1, afterRoundTrip);
      await expect(toast).toContainText(failure.title);
      await expect(toast).toContainText(failure.text);
      await expect(form.name).toHaveValue(visitor.name);
      await expect(form.phone).toHaveValue(visitor.phone);
      await expect(form.email).toHaveValue("someone@example.com");
      await expect(form.service).toHaveValue("Bedroom Design");
      await expect(form.message).toHaveValue("Master bedroom");
      expect(storedLeads(testInfo, { phone: visitor.e164 })).toEqual([]);
    });
  });
});

test.describe("the interiors profile: with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("a valid inquiry is stored and the page says so", async ({ page }, testInfo) => {
    const visitor = newVisitor(testInfo);
    await page.goto("/contact");
    const form = leadForm(page);
    await fillLeadForm(form, {
      name: visitor.name,
      phone: visitor.phone,
      email: "Rohan@Example.in",
      service: "Modular Kitchen",
    });
    const posted = formPostResponse(page, "/contact");
    await form.submit.click();
    expect((await posted).status()).toBe(200);
    await expect(form.serverNotice("status")).toContainText(success.title);
    await expect(form.serverNotice("status")).toContainText(success.text);
    const rows = storedLeads(testInfo, { phone: visitor.e164 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "rohan@example.in", service: "Modular Kitchen" });
  });
});

test.describe("the interiors profile: the JSON API", () => {
  test("a carpentry service is not one of this site's choices", async ({ request }, testInfo) => {
    const visitor = newVisitor(testInfo);
    const response = await request.post("/api/leads", {
      data: { name: visitor.name, phone: visitor.phone, service: "Wardrobe Installation" },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ errors: { service: "Please choose a service from the list." } });
    expect(storedLeads(testInfo, { phone: visitor.e164 })).toEqual([]);
  });

  test("an invalid e-mail is refused", async ({ request }, testInfo) => {
    const visitor = newVisitor(testInfo);
    const response = await request.post("/api/leads", {
      data: { name: visitor.name, phone: visitor.phone, email: "not-an-address", service: "Modular Kitchen" },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      errors: { email: "Please enter a valid e-mail address, or leave it empty." },
    });
    expect(storedLeads(testInfo, { phone: visitor.e164 })).toEqual([]);
  });

  test("an area without a landing page is refused", async ({ request }, testInfo) => {
    const visitor = newVisitor(testInfo);
    const response = await request.post("/api/leads", {
      data: { name: visitor.name, phone: visitor.phone, service: "Modular Kitchen", area: "Atlantis" },
    });
    expect(response.status()).toBe(400);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(["area"]);
    expect(storedLeads(testInfo, { phone: visitor.e164 })).toEqual([]);
  });

  // A lead from a neighbourhood landing page carries its area: stored in its own column and added
  // to the message as " - Location: {area}" (the page's own form: landing-lead-form.spec.ts).
  test("a landing page's area is stored and added to the message", async ({ request }, testInfo) => {
    const visitor = newVisitor(testInfo);
    const response = await request.post("/api/leads", {
      data: {
        name: visitor.name,
        phone: visitor.phone,
        service: "Complete Home Interior",
        message: "3BHK full interior",
        area: "Koramangala",
        source_path: "/interior-designer-in-koramangala",
      },
    });
    expect(response.status()).toBe(201);
    const rows = storedLeads(testInfo, { phone: visitor.e164 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      area: "Koramangala",
      message: "3BHK full interior - Location: Koramangala",
      source_path: "/interior-designer-in-koramangala",
    });
  });
});
