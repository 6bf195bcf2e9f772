// Quoting on the desk, from a phone: a staff member starts a quote for their lead from the
// "L-shaped modular kitchen" template, changes a quantity, saves it and sends it by WhatsApp; without
// JavaScript a two-section quote is built by the form alone and nothing typed is lost. The lead list
// shows each lead's latest quote value, Viewed once the customer opened it. Axe checks the builder
// and the quote page at both sizes.
import { fileURLToPath } from "node:url";
import { databaseFile, quotesDataDir } from "../../playwright.config";
import { gstinCheckCharacter } from "../../app/lib/quotes/gstin";
import {
  apiSignIn,
  baseURLOf,
  clientApi,
  createAdmin,
  createStaff,
  type DeskServer,
  deskStatusErrors,
  expect,
  formSignIn,
  runTag,
  seedLead,
  test,
} from "./admin-helpers";
import { expectAccessible } from "./accessibility";

const root = fileURLToPath(new URL("../../", import.meta.url));
const phone = { width: 390, height: 844 };

test.use({
  viewport: phone,
  hasTouch: true,
  isMobile: true,
  allowedConsoleErrors: [deskStatusErrors, { scope: "test" }],
});

function quotesServer(testInfo: Parameters<typeof baseURLOf>[0]): DeskServer {
  return {
    baseURL: baseURLOf(testInfo),
    dataDir: `${root}${quotesDataDir}`,
    databasePath: `${root}${databaseFile("quotes")}`,
  };
}

const gstin = (() => {
  const first = "29ABCDE1234F1Z";
  return first + gstinCheckCharacter(first);
})();

/** A staff member with a lead of their own (assigned by an admin), and the admin's account. */
async function staffWithLead(
  playwright: Parameters<typeof clientApi>[0],
  testInfo: Parameters<typeof baseURLOf>[0],
  service: string,
) {
  const server = quotesServer(testInfo);
  const [admin, staff] = await Promise.all([
    createAdmin(testInfo, "quotes-admin", server),
    createStaff(testInfo, "quotes-staff", server),
  ]);
  const api = await clientApi(playwright, testInfo);
  const lead = await seedLead(api, testInfo, { name: `Meera ${runTag()}`, service });
  const adminApi = await clientApi(playwright, testInfo);
  await apiSignIn(adminApi, admin);
  const assigned = await adminApi.patch(`/api/leads/${lead.id}`, { data: { assigneeId: staff.id } });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return { admin, staff, lead, api, adminApi };
}

test("a staff member quotes from the kitchen template on a phone, sees the GST totals and sends it by WhatsApp", async ({
  page,
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  const { admin, staff, lead } = await staffWithLead(playwright, testInfo, "Modular Kitchen Fitting");

  // The admin sets the business's GSTIN in the site settings.
  const adminContext = await browser.newContext({ viewport: phone });
  const adminPage = await adminContext.newPage();
  await adminPage.goto("/admin/site");
  await formSignIn(adminPage, admin);
  await expect(adminPage.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await adminPage.goto("/admin/site");
  const business = adminPage.locator("section#business");
  await business.getByLabel("GSTIN").fill(gstin);
  await business.getByRole("button", { name: "Publish" }).click();
  await expect(business.getByRole("status")).toContainText("Published");
  await adminContext.close();

  await page.goto(`/admin/leads/${lead.id}`);
  await formSignIn(page, staff);
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await page.goto(`/admin/leads/${lead.id}`);
  await expect(page.getByRole("heading", { name: lead.name })).toBeVisible();
  await page.getByRole("link", { name: "New quote" }).click();
  await page.getByRole("link", { name: /L-shaped modular kitchen/ }).click();

  const builder = page.locator("form").filter({ has: page.getByRole("button", { name: "Save quote" }) });
  await expect(builder.getByLabel("Description").first()).toHaveValue("Base cabinets");
  await expect(builder.getByLabel("Site's state")).toHaveValue("29");
  // 42 sq ft of base cabinets at ₹1,450 become 50: the figures follow as it is typed.
  await builder.getByLabel("Quantity").first().fill("50");
  await expect(builder.locator("[data-total]")).toContainText("₹");
  await page.screenshot({ path: testInfo.outputPath("builder-390.png"), fullPage: true });
  await expectAccessible(page, "the builder at 390x844");
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("builder-1366.png"), fullPage: true });
  await expectAccessible(page, "the builder at 1366x900");
  await page.setViewportSize(phone);
  await builder.getByRole("button", { name: "Save quote" }).click();

  // Base 50 x 1450 = 72,500; wall 28 x 1250 = 35,000; tall unit 28,500 (the carousel is optional):
  // taxable 1,36,000; CGST 9% 12,240 and SGST 9% 12,240; total 1,60,480.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Q\/\d{4}-\d{2}\/\d{4}/);
  const sheet = page.locator("article");
  await expect(sheet).toContainText("₹72,500.00");
  await expect(sheet.getByRole("row", { name: /Taxable value/ })).toContainText("₹1,36,000.00");
  await expect(sheet.getByRole("row", { name: /CGST 9%/ })).toContainText("₹12,240.00");
  await expect(sheet.getByRole("row", { name: /SGST 9%/ })).toContainText("₹12,240.00");
  await expect(sheet.getByRole("row", { name: /^Total/ })).toContainText("₹1,60,480.00");
  await expect(sheet).toContainText("Rupees One Lakh Sixty Thousand Four Hundred Eighty Only");
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("quote-390.png"), fullPage: true });
  await expectAccessible(page, "the quote at 390x844");
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("quote-1366.png"), fullPage: true });
  await expectAccessible(page, "the quote at 1366x900");
  await page.setViewportSize(phone);

  const shareUrl = await page.getByLabel("Customer's link").inputValue();
  expect(shareUrl).toMatch(/\/quote\/[A-Za-z0-9_-]{40,}$/);
  // WhatsApp itself is not opened: its address is answered here, and what it was asked for is kept.
  await page
    .context()
    .route("https://wa.me/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
  // The send is recorded, and the quote comes back with the customer's chat to open.
  await page.getByRole("button", { name: "Send by WhatsApp" }).click();
  await expect(page.getByText("The quote is marked as sent.")).toBeVisible();
  const chat = page.getByRole("link", { name: "Open WhatsApp" });
  const url = new URL((await chat.getAttribute("href")) ?? "");
  expect(url.origin).toBe("https://wa.me");
  expect(url.pathname).toBe(`/${lead.e164.replace(/\D/g, "")}`);
  expect(url.searchParams.get("text")).toContain(shareUrl);
  const opened = page.waitForEvent("popup");
  await chat.click();
  await expect(await opened).toHaveTitle("WhatsApp");

  await page.goto(`/admin/leads/${lead.id}`);
  const quotes = page.getByRole("region", { name: "Quotes" });
  await expect(quotes).toContainText("₹1,60,480.00");
  await expect(quotes).toContainText("Sent");

  // The customer opens the link: the lead list's newest quote now says Viewed.
  const customer = await browser.newContext({ viewport: phone });
  await (await customer.newPage()).goto(shareUrl);
  await customer.close();
  await page.goto(`/admin?q=${encodeURIComponent(lead.name)}`);
  const card = page.getByRole("listitem").filter({ hasText: lead.name });
  await expect(card).toContainText("Quote ₹1,60,480.00 · Viewed");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a two-section quote is built by the form alone, saved with nothing lost, and the list shows its value", async ({
    page,
    playwright,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { staff, lead } = await staffWithLead(playwright, testInfo, "Wardrobe Installation");
    await page.goto(`/admin/leads/${lead.id}/quotes/new`);
    await formSignIn(page, staff);
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await page.goto(`/admin/leads/${lead.id}/quotes/new`);
    await page.getByRole("link", { name: /Blank quote/ }).click();

    await page.getByLabel("Section name").fill("Kitchen");
    await page.getByLabel("Description").fill("Base cabinets");
    await page.getByLabel("Quantity").fill("10");
    await page.getByLabel("Unit").selectOption("sqft");
    await page.getByLabel("Rate (₹)").fill("1000");
    await page.getByLabel("Site address").fill("12, 3rd Cross, HSR Layout");
    await page.getByRole("button", { name: /^Add line/ }).click();

    // The form came back with a second line, and the first as typed.
    await expect(page.getByLabel("Description").first()).toHaveValue("Base cabinets");
    await expect(page.getByLabel("Site address")).toHaveValue("12, 3rd Cross, HSR Layout");
    await page.getByLabel("Description").nth(1).fill("Loft");
    await page.getByLabel("Quantity").nth(1).fill("2");
    await page.getByLabel("Rate (₹)").nth(1).fill("500");
    await page.getByRole("button", { name: "Add section" }).click();

    await expect(page.getByLabel("Section name")).toHaveCount(2);
    await expect(page.getByLabel("Description").nth(1)).toHaveValue("Loft");
    await page.getByLabel("Section name").nth(1).fill("Master bedroom");
    await page.getByLabel("Description").nth(2).fill("Sliding wardrobe");
    await page.getByLabel("Quantity").nth(2).fill("1");
    await page.getByLabel("Rate (₹)").nth(2).fill("25000");
    await page.getByRole("button", { name: "Save quote" }).click();

    // Not registered under GST (this server's business has no GSTIN unless the other test set it):
    // 10,000 + 1,000 + 25,000.
    const sheet = page.locator("article");
    await expect(sheet.getByRole("heading", { name: "Kitchen" })).toBeVisible();
    await expect(sheet.getByRole("heading", { name: "Master bedroom" })).toBeVisible();
    await expect(sheet).toContainText("Loft");
    await expect(sheet).toContainText("12, 3rd Cross, HSR Layout");
    await expect(sheet.getByRole("row", { name: "Subtotal" })).toContainText("₹36,000.00");

    await page.goto(`/admin?q=${encodeURIComponent(lead.name)}`);
    const card = page.getByRole("listitem").filter({ hasText: lead.name });
    await expect(card).toContainText(/Quote ₹\d/);
  });
});
