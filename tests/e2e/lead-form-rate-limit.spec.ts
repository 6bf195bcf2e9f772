// Runs only in the "rate-limit" project: a carpentry server started with LEAD_RATE_LIMIT=2/10m and
// TRUST_PROXY=true (see playwright.config.ts). Each test is its own client address, given with
// X-Forwarded-For, so the tests (and a retry) do not use up each other's allowance.
import { type APIRequestContext } from "@playwright/test";
import { afterRoundTrip, expect, gotoReady, test } from "./fixtures";
import {
  allowConsoleErrors,
  failedResourceError,
  fillLeadForm,
  formPostResponse,
  leadForm,
  newVisitor,
  storedLeads,
  toasts,
  type Visitor,
} from "./lead-form-helpers";

const businessPhone = "+91 98765 43210";
const limitedTitle = "Too many messages";

/** Sends a lead for `visitor` from `address` through the JSON API. */
function postLead(request: APIRequestContext, visitor: Visitor, address: string) {
  return request.post("/api/leads", {
    headers: { "X-Forwarded-For": address },
    data: { name: visitor.name, phone: visitor.phone, service: "Wardrobe Installation" },
  });
}

/** Uses up the address's allowance of two leads, checking both were stored. */
async function useAllowance(request: APIRequestContext, testInfo: Parameters<typeof newVisitor>[0]) {
  const client = newVisitor(testInfo);
  for (let i = 0; i < 2; i++) {
    const visitor = newVisitor(testInfo);
    const response = await postLead(request, visitor, client.address);
    expect(response.status(), `lead ${i + 1} of 2 is accepted`).toBe(201);
    expect(storedLeads(testInfo, { phone: visitor.e164 })).toHaveLength(1);
  }
  return client.address;
}

test.describe("with JavaScript", () => {
  test.use({ allowedConsoleErrors: allowConsoleErrors(failedResourceError(429, "/api/leads")) });

  test("the third lead is refused with a notice naming the phone, and not stored", async ({
    page,
    request,
  }, testInfo) => {
    const address = newVisitor(testInfo).address;
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
    await gotoReady(page, "/contact");
    const form = leadForm(page);
    const toast = toasts(page);

    for (let i = 0; i < 2; i++) {
      const accepted = newVisitor(testInfo);
      await fillLeadForm(form, {
        name: accepted.name,
        phone: accepted.phone,
        service: "Wardrobe Installation",
      });
      await form.submit.click();
      await expect(form.phone, `lead ${i + 1} of 2 is sent`).toHaveValue("", afterRoundTrip);
      await expect(toast).toContainText("Message Sent Successfully!");
      expect(storedLeads(testInfo, { phone: accepted.e164 })).toHaveLength(1);
    }

    const visitor = newVisitor(testInfo);
    await fillLeadForm(form, {
      name: visitor.name,
      phone: visitor.phone,
      service: "Modular Kitchen Fitting",
    });
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/leads");
    await form.submit.click();
    expect((await answered).status()).toBe(429);

    await expect(toast).toHaveCount(1, afterRoundTrip);
    await expect(toast).toContainText(limitedTitle);
    await expect(toast).toContainText(businessPhone);
    await expect(page.getByRole("alert").filter({ has: toast })).toBeVisible();
    // The visitor's values stay, so nothing is lost if they try later.
    await expect(form.name).toHaveValue(visitor.name);
    await expect(form.phone).toHaveValue(visitor.phone);
    await expect(form.service).toHaveValue("Modular Kitchen Fitting");
    expect(storedLeads(testInfo, { phone: visitor.e164 })).toEqual([]);

    // The API says the same, with how long to wait.
    const api = await postLead(request, newVisitor(testInfo), address);
    expect(api.status()).toBe(429);
    const retryAfter = Number(api.headers()["retry-after"]);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(((await api.json()) as { error: string }).error).toContain(businessPhone);
  });

  test("the limit is per client address", async ({ request }, testInfo) => {
    await useAllowance(request, testInfo);
    const visitor = newVisitor(testInfo);
    const other = await postLead(request, visitor, newVisitor(testInfo).address);
    expect(other.status()).toBe(201);
    expect(storedLeads(testInfo, { phone: visitor.e164 })).toHaveLength(1);
  });
});

test.describe("with JavaScript disabled", () => {
  test.use({
    javaScriptEnabled: false,
    allowedConsoleErrors: allowConsoleErrors(failedResourceError(429, "/contact")),
  });

  test("the page comes back with the notice and the values kept, and nothing is stored", async ({
    page,
    request,
  }, testInfo) => {
    const address = await useAllowance(request, testInfo);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
    await page.goto("/contact");
    const visitor = newVisitor(testInfo);
    const form = leadForm(page);
    await fillLeadForm(form, {
      name: visitor.name,
      phone: visitor.phone,
      service: "Modular Kitchen Fitting",
    });
    const posted = formPostResponse(page, "/contact");
    await form.submit.click();
    expect((await posted).status()).toBe(429);

    const notice = form.serverNotice("alert");
    await expect(notice).toContainText(limitedTitle);
    await expect(notice).toContainText(businessPhone);
    await expect(form.name).toHaveValue(visitor.name);
    await expect(form.phone).toHaveValue(visitor.phone);
    await expect(form.service).toHaveValue("Modular Kitchen Fitting");
    expect(storedLeads(testInfo, { phone: visitor.e164 })).toEqual([]);
  });
});

test.describe("who counts as one client", () => {
  /** Posts leads from each address in turn and returns the statuses. */
  async function statuses(
    request: APIRequestContext,
    testInfo: Parameters<typeof newVisitor>[0],
    addresses: string[],
  ) {
    const answers = [];
    for (const address of addresses)
      answers.push((await postLead(request, newVisitor(testInfo), address)).status());
    return answers;
  }

  test("the addresses of one IPv6 /64, however they are written, share one allowance", async ({
    request,
  }, testInfo) => {
    const { network } = newVisitor(testInfo);
    const sameNetwork = [`${network}::1`, `${network.toUpperCase()}::2`, `${network}:0:ffff:0:3`];
    expect(await statuses(request, testInfo, sameNetwork)).toEqual([201, 201, 429]);
    // The next /64 is another client.
    expect(await statuses(request, testInfo, [`${newVisitor(testInfo).network}::1`])).toEqual([201]);
  });

  test("a forwarded value that is not an IP address counts as the connection's own address", async ({
    request,
  }, testInfo) => {
    // Every made-up value is the one client the connection is (127.0.0.1 here): once that
    // allowance is spent (on a retry it already is), none of them gets a fresh one.
    const madeUp = ["garbage", "203.0.113.5:1234", "not-an-address", "127.0.0.1", "::ffff:127.0.0.1"];
    const answers = await statuses(request, testInfo, madeUp);
    expect(answers.slice(2)).toEqual([429, 429, 429]);
    expect(await statuses(request, testInfo, [newVisitor(testInfo).address])).toEqual([201]);
  });
});
