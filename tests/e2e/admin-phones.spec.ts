// Phone numbers in the desk: shown in their international format (an Indian one and one from
// abroad) in the All Leads table, on a phone's cards and on the lead's page, and called and
// messaged by their E.164 form; an enquiry a desk member adds may carry a number from abroad.
import type { TestInfo } from "@playwright/test";
import {
  apiSignIn,
  copy,
  createAdmin,
  expect,
  leadCard,
  leadRow,
  newPhone,
  runTag,
  seedLead,
  test,
  type Account,
  type Seeded,
} from "./admin-helpers";

let foreignCount = 0;

/** A London number no other lead in the run has (the same phone and service are one lead). */
function londonNumber(testInfo: TestInfo) {
  foreignCount += 1;
  const last4 = `${testInfo.workerIndex % 10}${String(foreignCount % 1000).padStart(3, "0")}`;
  return { typed: `0044 (0)20 7946 ${last4}`, e164: `+44207946${last4}`, shown: `+44 20 7946 ${last4}` };
}

test.describe.configure({ mode: "default" });

test.describe("phone numbers in the desk", () => {
  let admin: Account;
  let indian: Seeded & { shown: string };
  let abroad: Seeded & { shown: string };

  test.beforeAll(async ({ playwright }, testInfo) => {
    admin = await createAdmin(testInfo);
    const request = await playwright.request.newContext({
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": `10.250.${testInfo.workerIndex % 250}.1` },
    });
    const tag = runTag();
    const phone = newPhone(testInfo);
    indian = {
      ...(await seedLead(request, testInfo, { name: `Indian number ${tag}`, phone: phone.spaced })),
      shown: `+91 ${phone.national.slice(0, 5)} ${phone.national.slice(5)}`,
    };
    const london = londonNumber(testInfo);
    abroad = {
      ...(await seedLead(request, testInfo, { name: `London number ${tag}`, phone: london.typed })),
      e164: london.e164,
      shown: london.shown,
    };
    await request.dispose();
  });

  test("the All Leads table shows them in the international format, called by E.164", async ({ page }) => {
    await apiSignIn(page.request, admin);
    await page.goto("/admin?view=all");
    await expect(page.locator("main h1")).toHaveText(copy.views.all);
    for (const lead of [indian, abroad]) {
      const call = leadRow(page, lead.name).getByRole("link", { name: lead.shown, exact: true });
      await expect(call).toHaveAttribute("href", `tel:${lead.e164}`);
    }
    await expect(leadRow(page, abroad.name)).not.toContainText(abroad.e164);
  });

  test("a phone's cards show them the same way", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await apiSignIn(page.request, admin);
    await page.goto("/admin?view=all");
    for (const lead of [indian, abroad]) {
      await expect(
        leadCard(page, lead.name).getByRole("link", { name: lead.shown, exact: true }),
      ).toBeVisible();
    }
  });

  test("the lead's page shows the number from abroad, to call and to message on WhatsApp", async ({
    page,
  }) => {
    await apiSignIn(page.request, admin);
    await page.goto(`/admin/leads/${abroad.id}`);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(abroad.name);
    await expect(main.getByRole("link", { name: abroad.shown, exact: true })).toHaveAttribute(
      "href",
      `tel:${abroad.e164}`,
    );
    await expect(main).not.toContainText(abroad.e164);
    const whatsapp = main.getByRole("link", { name: "WhatsApp", exact: true });
    await expect(whatsapp).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/${abroad.e164.slice(1)}\\?text=`),
    );
  });

  test("an enquiry added by hand may carry a number from abroad", async ({ page }, testInfo) => {
    await apiSignIn(page.request, admin);
    await page.goto("/admin/leads/new");
    const main = page.locator("main");
    const name = `Caller from the US ${runTag()}`;
    const last4 = `${testInfo.workerIndex % 10}${String(++foreignCount % 1000).padStart(3, "0")}`;
    await main.getByLabel("Customer's name").fill(name);
    await main.getByLabel("Phone number").fill(`+1 415 555 ${last4}`);
    await main.getByLabel("Service", { exact: true }).selectOption("Wardrobe Installation");
    await main.getByRole("button", { name: "Add enquiry" }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}/);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(main.getByRole("link", { name: `+1 415 555 ${last4}`, exact: true })).toHaveAttribute(
      "href",
      `tel:+1415555${last4}`,
    );
  });
});
