// Logging the first call, WhatsApp chat or visit on a new lead offers "Mark as contacted" in the same
// step: checked, one tap saves the entry and moves the lead on (the New counter goes down); unticked,
// the lead stays new. The JSON API takes the same choice as `markContacted`.
import type { Page } from "@playwright/test";
import { afterRoundTrip, gotoReady } from "./fixtures";
import {
  apiSignIn,
  clientApi,
  counter,
  createAdmin,
  deskSizes,
  expect,
  expectToast,
  handToTheDialer,
  seedLead,
  statusSelect,
  storedActivities,
  storedLead,
  test,
  timelineEntries,
} from "./admin-helpers";
import { expectAccessible } from "./report-helpers";

const sizes = deskSizes;

const newCount = async (page: Page) => Number(await counter(page, "New").textContent());

for (const [size, viewport] of sizes) {
  test.describe(`${size} size`, () => {
    test.use({ viewport });

    test(`one tap logs the first call and marks the lead contacted: New goes down (${size})`, async ({
      page,
      request,
    }, testInfo) => {
      const admin = await createAdmin(testInfo, `mark-${size}`);
      const lead = await seedLead(request, testInfo, { name: `First Call ${size}` });
      await apiSignIn(page.request, admin);
      await gotoReady(page, "/admin?view=all");
      const before = await newCount(page);

      await gotoReady(page, `/admin/leads/${lead.id}`);
      const log = page.locator("main").getByRole("region", { name: "Log what happened" });
      const mark = log.getByRole("checkbox", { name: "Mark as contacted" });
      await expect(mark).toBeChecked();
      await log.getByRole("radio", { name: "Call" }).check();
      await log.getByLabel("Outcome or note").fill("Spoke to her: wants a sliding wardrobe");
      await expectAccessible(page, `the lead page's log form on a new lead (${size})`);
      await page.screenshot({ path: testInfo.outputPath(`mark-contacted-${size}.png`), fullPage: true });
      await log.getByRole("button", { name: "Save to timeline" }).click();

      await expectToast(page, {
        title: "Saved to the timeline",
        text: "Call logged. The lead is now contacted.",
      });
      await expect(statusSelect(page.locator("main"), lead.name)).toHaveValue("contacted", afterRoundTrip);
      await expect(timelineEntries(page).first()).toContainText("Spoke to her: wants a sliding wardrobe");
      await expect(timelineEntries(page).nth(1)).toContainText(/new\s*→\s*contacted/);
      // Once the lead is contacted there is nothing left to mark.
      await expect(mark).toHaveCount(0);
      expect(storedLead(lead.id)?.status).toBe("contacted");

      await gotoReady(page, "/admin?view=all");
      expect(await newCount(page)).toBe(before - 1);
    });

    test(`unticked, a call logged from the list leaves the lead new (${size})`, async ({
      page,
      request,
    }, testInfo) => {
      const admin = await createAdmin(testInfo, `keep-new-${size}`);
      const lead = await seedLead(request, testInfo, { name: `Still New ${size}` });
      await apiSignIn(page.request, admin);
      await page.addInitScript(handToTheDialer);
      await gotoReady(page, "/admin?view=all");
      const before = await newCount(page);
      const main = page.locator("main");
      await main
        .getByRole("list", { name: `Contact: ${lead.name}` })
        .getByRole("link", { name: "Call" })
        .click();
      const prompt = main.locator("form").filter({ has: page.getByLabel("Log this call") });
      const mark = prompt.getByRole("checkbox", { name: "Mark as contacted" });
      await expect(mark).toBeChecked();
      await expectAccessible(page, `the list's log prompt on a new lead (${size})`);
      await page.screenshot({ path: testInfo.outputPath(`log-prompt-${size}.png`) });
      await mark.uncheck();
      await prompt.getByLabel("Log this call").fill("No answer, try again at 5");
      await prompt.getByRole("button", { name: "Save to timeline" }).click();

      await expectToast(page, { title: "Saved to the timeline", text: /Call logged\.$/ });
      await expect(prompt).toHaveCount(0);
      await expect(statusSelect(main, lead.name)).toHaveValue("new");
      expect(await newCount(page)).toBe(before);
      expect(storedLead(lead.id)?.status).toBe("new");
      expect(storedActivities(lead.id).map((entry) => entry.kind)).toEqual(["call"]);
    });
  });
}

test("POST /api/leads/:id/activities with markContacted also moves a new lead to contacted", async ({
  playwright,
  request,
}, testInfo) => {
  const admin = await createAdmin(testInfo, "mark-api");
  const api = await clientApi(playwright, testInfo);
  await apiSignIn(api, admin);
  const lead = await seedLead(request, testInfo, { name: "Api First Call" });
  const post = (data: unknown) => api.post(`/api/leads/${lead.id}/activities`, { data });

  // Without it, the lead stays new.
  const plain = await post({ kind: "call", text: "No answer" });
  expect(plain.status()).toBe(201);
  expect(await plain.json()).toMatchObject({ status: "new" });
  expect(storedLead(lead.id)?.status).toBe("new");

  // Not a yes or no: refused, in the API's field errors, and nothing is written.
  const wrong = await post({ kind: "call", text: "Spoke to him", markContacted: "yes" });
  expect(wrong.status()).toBe(400);
  expect(await wrong.json()).toEqual({ errors: { markContacted: "must be true or false" } });
  expect(storedActivities(lead.id)).toHaveLength(1);

  const marked = await post({ kind: "whatsapp", text: "Sent the catalogue", markContacted: true });
  expect(marked.status()).toBe(201);
  expect(await marked.json()).toEqual({ id: expect.any(String), status: "contacted" });
  expect(storedLead(lead.id)).toMatchObject({ status: "contacted" });
  expect(storedActivities(lead.id).map((entry) => [entry.kind, entry.text])).toEqual([
    ["call", "No answer"],
    ["status", "new → contacted"],
    ["whatsapp", "Sent the catalogue"],
  ]);

  // A lead already contacted stays where it is.
  const again = await post({ kind: "visit", text: "Measured the room", markContacted: true });
  expect(await again.json()).toMatchObject({ status: "contacted" });
  await api.dispose();
});
