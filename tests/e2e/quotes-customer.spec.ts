// The customer's quotation: an admin writes a quote through the JSON API and sends it; the
// customer opens the link in a fresh browser (no cookies) on a phone, ticks the optional line and
// sees the total follow, approves with a typed name; the lead is then Converted with the value.
// Without JavaScript another customer ticks, presses "Update totals" and asks for changes. The PDF
// downloads from the page; axe finds nothing on it.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, TestInfo } from "@playwright/test";
import { PDFParse } from "pdf-parse";
import { quotesDataDir, databaseFile } from "../../playwright.config";
import { apiSignIn, baseURLOf, clientApi, createAdmin, expect, seedLead, test } from "./admin-helpers";
import { notFoundDocumentError, waitForPageScript } from "./fixtures";

const unknownLink = "/quote/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
test.use({ allowedConsoleErrors: [notFoundDocumentError(unknownLink)] });

const phone = { width: 390, height: 844 };
const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Kitchen: 42 sq ft at ₹1,450 (₹60,900.00) and an optional pantry unit at ₹24,500. */
const quoteBody = {
  placeOfSupply: "29",
  siteAddress: "Flat 402, Lake View Apartments, HSR Layout",
  sections: [
    {
      title: "Kitchen",
      lines: [
        {
          description: "L-shaped modular kitchen",
          specification: "BWP plywood, matt laminate",
          quantity: 42,
          unit: "sqft",
          rate: "1450.00",
        },
        {
          description: "Tall pull-out pantry unit",
          quantity: 1,
          unit: "nos",
          rate: "24500.00",
          optional: true,
        },
      ],
    },
  ],
};

async function adminApi(playwright: Parameters<typeof clientApi>[0], testInfo: TestInfo) {
  const api = await clientApi(playwright, testInfo);
  const desk = {
    baseURL: baseURLOf(testInfo),
    dataDir: `./${quotesDataDir}`,
    databasePath: `./${databaseFile("quotes")}`,
  };
  await apiSignIn(api, await createAdmin(testInfo, "quotes-admin", desk));
  return api;
}

/** A new lead with a sent quote: its id, and the customer's link. */
async function sentQuote(api: APIRequestContext, testInfo: TestInfo, name: string) {
  const lead = await seedLead(api, testInfo, { name });
  const made = await api.post(`/api/leads/${lead.id}/quotes`, { data: quoteBody });
  expect(made.status(), await made.text()).toBe(201);
  const quote = (await made.json()) as { id: string; number: string };
  const sent = await api.post(`/api/quotes/${quote.id}/send`, { data: { channel: "link" } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { shareUrl } = (await sent.json()) as { shareUrl: string };
  return { leadId: lead.id, quote, path: new URL(shareUrl).pathname };
}

test("a customer ticks an option, sees the total follow, approves, and downloads the PDF", async ({
  playwright,
  browser,
}, testInfo) => {
  const api = await adminApi(playwright, testInfo);
  const { leadId, quote, path } = await sentQuote(api, testInfo, "Asha Approves");
  const context = await browser.newContext({ viewport: phone, baseURL: baseURLOf(testInfo) });
  const page = await context.newPage();

  const response = await page.goto(path);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response?.headers()["referrer-policy"]).toBe("same-origin");
  await waitForPageScript(page);
  await expect(page.getByRole("heading", { name: "Quotation", level: 1 })).toBeVisible();
  await expect(page.getByText(quote.number).first()).toBeVisible();
  const totals = page.locator("#quote-totals");
  await expect(totals).toContainText("₹60,900.00");
  await expect(page.getByRole("button", { name: "Update totals" })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath("quote-390.png"), fullPage: true });

  await page.getByLabel("Tall pull-out pantry unit").check();
  await expect(totals.locator("div").last()).toContainText("₹85,400.00");
  expect((await new AxeBuilder({ page }).withTags(wcag).analyze()).violations).toEqual([]);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Quotation-Q-\d{4}-\d{2}-\d{4}\.pdf$/);
  const parser = new PDFParse({
    data: new Uint8Array(
      await (await file.createReadStream()).toArray().then((parts) => Buffer.concat(parts)),
    ),
  });
  expect((await parser.getText()).text).toContain(quote.number);
  await parser.destroy();

  await page.getByLabel("Your name").fill("Asha Rao");
  await page.getByLabel(/I accept this quotation for ₹85,400\.00/).check();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("heading", { name: "Approved" })).toBeVisible();
  await expect(page.getByText(/Approved by Asha Rao on .+, for ₹85,400\.00/)).toBeVisible();

  const lead = (await (await api.get(`/api/leads/${leadId}`)).json()) as { lead?: { status: string } } & {
    status?: string;
  };
  expect(lead.lead?.status ?? lead.status).toBe("converted");
  await context.close();
  await api.dispose();
});

test("without JavaScript a customer updates the totals and asks for changes; a wrong link says nothing", async ({
  playwright,
  browser,
}, testInfo) => {
  const api = await adminApi(playwright, testInfo);
  const { path } = await sentQuote(api, testInfo, "Ravi Asks");
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    javaScriptEnabled: false,
    baseURL: baseURLOf(testInfo),
  });
  const page = await context.newPage();
  await page.goto(path);
  await page.getByLabel("Tall pull-out pantry unit").check();
  await page.getByRole("button", { name: "Update totals" }).click();
  await expect(page.locator("#quote-totals")).toContainText("₹85,400.00");
  await expect(page.getByLabel("Tall pull-out pantry unit")).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath("quote-1366.png"), fullPage: true });

  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Please write what you would like changed.")).toBeVisible();
  await page.getByLabel("What would you like changed?").fill("Can the pantry be 450 mm wide?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("We have your message and will call you soon.")).toBeVisible();

  const gone = await page.goto(unknownLink);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Quotation not found" })).toBeVisible();
  await context.close();
  await api.dispose();
});
