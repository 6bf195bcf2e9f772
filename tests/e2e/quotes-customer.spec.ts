// The customer's quotation: an admin writes a quote through the JSON API and sends it; the
// customer opens the link in a fresh browser (no cookies) on a phone, ticks the optional line and
// sees the total follow, approves with a typed name; the lead is then Converted with the value.
// Without JavaScript another customer ticks, presses "Update totals" and asks for changes. The PDF
// downloads from the page; axe finds nothing on it. A link to a version since revised, and one past
// its validity date, each say so and offer a call, not an approval.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import Database from "better-sqlite3";
import { PDFParse } from "pdf-parse";
import { quotesDataDir, databaseFile } from "../../playwright.config";
import { apiSignIn, baseURLOf, clientApi, createAdmin, expect, seedLead, test } from "./admin-helpers";
import { notFoundDocumentError, waitForPageScript } from "./fixtures";
import { carpentry } from "./profile";

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

/**
 * Moves a sent quote's validity date to yesterday. The desk refuses a date in the past, so only the
 * stored version can be made out of date: the one write to the database in these tests.
 */
function expireQuote(quoteId: string) {
  const db = new Database(databaseFile("quotes"), { fileMustExist: true });
  try {
    const row = db
      .prepare("select version, document from quote_versions where quote_id = ? order by version desc")
      .get(quoteId) as { version: number; document: string };
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const document = { ...(JSON.parse(row.document) as object), validUntil: yesterday };
    db.prepare("update quote_versions set document = ? where quote_id = ? and version = ?").run(
      JSON.stringify(document),
      quoteId,
      row.version,
    );
  } finally {
    db.close();
  }
}

/** The notice says the state and offers a call to the business; the quote can no longer be approved. */
async function expectClosed(page: Page, heading: string) {
  const notice = page.getByRole("status").filter({ has: page.getByRole("heading", { name: heading }) });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: "Call" })).toHaveAttribute(
    "href",
    `tel:${carpentry.business.phone}`,
  );
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await expect(page.getByLabel("Your name")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Quotation", level: 1 })).toBeVisible();
}

test("a revised quote's old link and an expired one say so and offer a call, not an approval", async ({
  playwright,
  browser,
}, testInfo) => {
  const api = await adminApi(playwright, testInfo);
  const revised = await sentQuote(api, testInfo, "Kiran Revised");
  const revision = await api.post(`/api/quotes/${revised.quote.id}/revisions`);
  expect(revision.status(), await revision.text()).toBe(201);
  const resent = await api.post(`/api/quotes/${revised.quote.id}/send`, { data: { channel: "link" } });
  expect(resent.status(), await resent.text()).toBe(200);
  const expired = await sentQuote(api, testInfo, "Latha Late");
  expireQuote(expired.quote.id);

  const context = await browser.newContext({ viewport: phone, baseURL: baseURLOf(testInfo) });
  const page = await context.newPage();
  await page.goto(revised.path);
  await expectClosed(page, "This quotation has been revised");
  await expect(page.getByText("A newer version has been sent to you.")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("revised-390.png"), fullPage: true });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(expired.path);
  await expectClosed(page, "This quotation has expired");
  await expect(page.getByText(/It was valid until .+\. Call or message us/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("expired-1366.png"), fullPage: true });
  await context.close();
  await api.dispose();
});
