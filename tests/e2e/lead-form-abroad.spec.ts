// Enquiries from abroad (the carpentry profile): a number with its country code is accepted by the
// form with and without JavaScript and by the JSON API, and stored in E.164; a number that is not
// one is refused with the phone message, by the browser's check and by the server's.
import { type TestInfo } from "@playwright/test";
import { afterRoundTrip, expect, gotoReady, test } from "./fixtures";
import {
  allowConsoleErrors,
  failedResourceError,
  fillLeadForm,
  formPostResponse,
  leadForm,
  storedLeads,
  toasts,
} from "./lead-form-helpers";

const phoneError =
  "Please enter a valid phone number, e.g. +91 98765 43210 (outside India, start with + and the country code).";
const success = "Message Sent Successfully!";

let visitorCount = 0;

/**
 * A visitor from abroad no other test uses (the same phone and service within 10 minutes are one
 * lead): the last four digits are the worker's and the counter's. The numbers are valid numbers of
 * their countries whatever those four digits are.
 */
function visitorFrom(country: "UK" | "US" | "UAE" | "Singapore", testInfo: TestInfo) {
  visitorCount += 1;
  const last4 = `${testInfo.workerIndex % 10}${String(visitorCount % 1000).padStart(3, "0")}`;
  const number = {
    UK: { typed: `+44 20 7946 ${last4}`, e164: `+44207946${last4}` },
    US: { typed: `+1 (415) 555-${last4}`, e164: `+1415555${last4}` },
    UAE: { typed: `00971 50 123 ${last4}`, e164: `+97150123${last4}` },
    Singapore: { typed: `+65 8123 ${last4}`, e164: `+658123${last4}` },
  }[country];
  return { name: `Visitor from ${country} ${last4}`, phone: number.typed, e164: number.e164 };
}

test.describe("with JavaScript", () => {
  for (const country of ["UK", "US", "UAE", "Singapore"] as const) {
    test(`a number from the ${country} is sent and stored in E.164`, async ({ page }, testInfo) => {
      const visitor = visitorFrom(country, testInfo);
      await gotoReady(page, "/contact");
      const form = leadForm(page);
      await fillLeadForm(form, {
        name: visitor.name,
        phone: visitor.phone,
        service: "Wardrobe Installation",
      });
      await form.submit.click();
      await expect(toasts(page)).toContainText(success, afterRoundTrip);
      await expect(form.phone).toHaveValue("");
      expect(storedLeads(testInfo, { phone: visitor.e164 })).toMatchObject([
        { name: visitor.name, phone: visitor.e164, service: "Wardrobe Installation" },
      ]);
    });
  }

  for (const phone of ["+44 12", "+1 555 0100"]) {
    test(`the browser refuses ${phone} without asking the server`, async ({ page }, testInfo) => {
      await gotoReady(page, "/contact");
      const form = leadForm(page);
      let posted = false;
      page.on("request", (request) => {
        if (request.method() === "POST") posted = true;
      });
      const name = `Wrong number ${testInfo.workerIndex}-${phone}`;
      await fillLeadForm(form, { name, phone, service: "Wardrobe Installation" });
      await form.submit.click();
      await expect(form.phone).toHaveAccessibleDescription(phoneError);
      await expect(form.phone).toHaveAttribute("aria-invalid", "true");
      await expect(form.phone).toBeFocused();
      await expect(form.phone).toHaveValue(phone);
      expect(posted, "nothing was sent").toBe(false);
      expect(storedLeads(testInfo, { name })).toEqual([]);
    });
  }

  test.describe("a number the browser lets by", () => {
    test.use({ allowedConsoleErrors: allowConsoleErrors(failedResourceError(400, "/api/leads")) });

    test("comes back from the server with the phone message", async ({ page }, testInfo) => {
      // Ten digits as an Indian number has them, but no Indian operator gives numbers starting 10:
      // only the server's full metadata knows.
      await gotoReady(page, "/contact");
      const form = leadForm(page);
      const name = `Unassigned number ${testInfo.workerIndex}`;
      await fillLeadForm(form, { name, phone: "+91 10000 00000", service: "Wardrobe Installation" });
      const answered = page.waitForResponse((response) => response.url().endsWith("/api/leads"));
      await form.submit.click();
      expect((await answered).status()).toBe(400);
      await expect(form.phone).toHaveAccessibleDescription(phoneError);
      expect(storedLeads(testInfo, { name })).toEqual([]);
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a number from the UK is stored in E.164 and the page says it was sent", async ({
    page,
  }, testInfo) => {
    const visitor = visitorFrom("UK", testInfo);
    await page.goto("/contact");
    const form = leadForm(page);
    await fillLeadForm(form, {
      name: visitor.name,
      phone: visitor.phone,
      service: "Modular Kitchen Fitting",
    });
    const posted = formPostResponse(page, "/contact");
    await form.submit.click();
    expect((await posted).status()).toBe(200);
    await expect(form.serverNotice("status")).toContainText(success);
    expect(storedLeads(testInfo, { phone: visitor.e164 })).toMatchObject([{ name: visitor.name }]);
  });

  test.describe("with a number that is too short", () => {
    test.use({ allowedConsoleErrors: allowConsoleErrors(failedResourceError(400, "/contact")) });

    test("the page comes back with the phone message and the number kept", async ({ page }, testInfo) => {
      await page.goto("/contact");
      const form = leadForm(page);
      const name = `Short number ${testInfo.workerIndex}`;
      await fillLeadForm(form, { name, phone: "+44 12", service: "Modular Kitchen Fitting" });
      const posted = formPostResponse(page, "/contact");
      await form.submit.click();
      expect((await posted).status()).toBe(400);
      await expect(form.phone).toHaveAccessibleDescription(phoneError);
      await expect(form.phone).toHaveValue("+44 12");
      expect(storedLeads(testInfo, { name })).toEqual([]);
    });
  });
});

test.describe("the JSON API", () => {
  test("takes numbers from abroad, stores them in E.164, and knows a repeat however written", async ({
    request,
  }, testInfo) => {
    for (const country of ["UK", "US", "UAE", "Singapore"] as const) {
      const visitor = visitorFrom(country, testInfo);
      const lead = { name: visitor.name, phone: visitor.phone, service: "Office Furniture Setup" };
      const first = await request.post("/api/leads", { data: lead });
      expect(first.status(), visitor.phone).toBe(201);
      const again = await request.post("/api/leads", { data: { ...lead, phone: visitor.e164 } });
      expect(await again.json(), `${visitor.e164} is the same lead`).toEqual(await first.json());
      expect(storedLeads(testInfo, { phone: visitor.e164 })).toHaveLength(1);
    }
  });

  test("answers 400 with the phone message for numbers no country has", async ({ request }, testInfo) => {
    for (const phone of ["+44 12", "+1 555 0100", "+999 1234 5678", "+91 10000 00000"]) {
      const name = `API wrong number ${testInfo.workerIndex}`;
      const response = await request.post("/api/leads", {
        data: { name, phone, service: "Office Furniture Setup" },
      });
      expect(response.status(), phone).toBe(400);
      expect(await response.json()).toEqual({ errors: { phone: phoneError } });
      expect(storedLeads(testInfo, { name })).toEqual([]);
    }
  });
});
