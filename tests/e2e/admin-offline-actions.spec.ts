// A desk action made when the connection is gone (a phone between towers, Wi-Fi dropped) never
// leaves the desk for the browser's "cannot be reached" page: every one shows its failure notice,
// puts a control that saves at once back at its stored value, and keeps what was typed, at phone
// and desktop sizes. The connection is cut in the browser once the page has loaded.
import type { Page } from "@playwright/test";
import {
  apiSignIn,
  createAdmin,
  createStaff,
  deskSizes,
  deskStatusErrors,
  expect,
  handToTheDialer,
  seedLead,
  statusSelect,
  storedActivities,
  storedLead,
  storedRole,
  test,
  toast,
} from "./admin-helpers";
import { afterRoundTrip, gotoReady } from "./fixtures";
import { expectAccessible } from "./report-helpers";

const sizes = deskSizes;

const unreachable = "The desk could not reach the server. Check the connection, then try again.";

/** What the browser logs for each request it could not make with the connection gone. */
const offlineError = /^console\.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED /;

/** Cuts the connection, does `act`, and expects the notice on the same desk page; connects again. */
async function offline(page: Page, title: string, act: () => Promise<unknown>) {
  const url = page.url();
  await page.context().setOffline(true);
  await act();
  const notice = toast(page);
  await expect(notice).toContainText(title, afterRoundTrip);
  await expect(notice).toContainText(unreachable);
  // Still the desk, at the same address: no error page of the browser's or the desk's own.
  expect(page.url()).toBe(url);
  await expect(
    page.getByRole("link", { name: "Sign Out" }).or(page.getByRole("button", { name: "Sign Out" })),
  ).toBeVisible();
  await page.context().setOffline(false);
  await notice.getByRole("button", { name: "Dismiss notice" }).click();
  await expect(notice).toHaveCount(0);
}

/** The lead page's sections, as a person finds them. */
function leadPage(page: Page) {
  const main = page.locator("main");
  const section = (name: string) => main.getByRole("region", { name });
  return {
    main,
    logText: section("Log what happened").getByLabel("Outcome or note"),
    logSave: section("Log what happened").getByRole("button", { name: "Save to timeline" }),
    followUpAt: section("Next follow-up").getByLabel("Date and time"),
    setFollowUp: section("Next follow-up").getByRole("button", { name: "Set follow-up" }),
    assignTo: section("Owner").getByLabel("Assign to"),
    assign: section("Owner").getByRole("button", { name: "Assign" }),
    lostDetail: section("Close as lost").getByLabel(/in your own words/i),
    lostSave: section("Close as lost").getByRole("button"),
  };
}

for (const [size, viewport] of sizes) {
  test.describe(`with the connection gone (${size})`, () => {
    test.use({
      viewport,
      allowedConsoleErrors: [[...deskStatusErrors, offlineError], { scope: "test" }],
    });

    test(`the status dropdown in All Leads shows the notice and the stored status (${size})`, async ({
      page,
      request,
    }, testInfo) => {
      const admin = await createAdmin(testInfo, `offline-list-${size}`);
      const lead = await seedLead(request, testInfo, { name: `Offline List ${size}` });
      await apiSignIn(page.request, admin);
      await gotoReady(page, "/admin?view=all");
      const select = statusSelect(page.locator("main"), lead.name);
      await expect(select).toHaveValue("new");

      await offline(page, "Error updating lead", () => select.selectOption("contacted"));
      await expect(select).toHaveValue("new");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Leads");
      await page.screenshot({ path: testInfo.outputPath(`offline-list-${size}.png`) });
      expect(storedLead(lead.id)?.status).toBe("new");

      // Connected again, the same choice is saved.
      await select.selectOption("contacted");
      await expect(toast(page)).toContainText("Lead status changed to contacted", afterRoundTrip);
      expect(storedLead(lead.id)?.status).toBe("contacted");
    });

    test(`logging a call from the list keeps the words typed (${size})`, async ({
      page,
      request,
    }, testInfo) => {
      const admin = await createAdmin(testInfo, `offline-prompt-${size}`);
      const lead = await seedLead(request, testInfo, { name: `Offline Prompt ${size}` });
      await apiSignIn(page.request, admin);
      await page.addInitScript(handToTheDialer);
      await gotoReady(page, "/admin?view=all");
      const main = page.locator("main");
      await main
        .getByRole("list", { name: `Contact: ${lead.name}` })
        .getByRole("link", { name: "Call" })
        .click();
      const outcome = page.getByLabel("Log this call");
      await outcome.fill("Asked for a quote for the loft");

      await offline(page, "Error updating lead", () =>
        main
          .locator("form")
          .filter({ has: outcome })
          .getByRole("button", { name: "Save to timeline" })
          .click(),
      );
      await expect(outcome).toHaveValue("Asked for a quote for the loft");
      expect(storedActivities(lead.id)).toEqual([]);
    });

    test(`every form of a lead's page keeps what was typed (${size})`, async ({
      page,
      request,
    }, testInfo) => {
      const admin = await createAdmin(testInfo, `offline-lead-${size}`);
      const lead = await seedLead(request, testInfo, { name: `Offline Lead ${size}` });
      await apiSignIn(page.request, admin);
      await gotoReady(page, `/admin/leads/${lead.id}`);
      const form = leadPage(page);
      const select = statusSelect(form.main, lead.name);

      await offline(page, "Error updating lead", () => select.selectOption("qualified"));
      await expect(select).toHaveValue("new");

      await form.logText.fill("Spoke to him: site visit on Saturday");
      await offline(page, "Error updating lead", () => form.logSave.click());
      await expect(form.logText).toHaveValue("Spoke to him: site visit on Saturday");
      await expect(form.logSave).toBeEnabled();
      await page.screenshot({ path: testInfo.outputPath(`offline-lead-${size}.png`), fullPage: true });

      await form.followUpAt.fill("2026-12-01T10:30");
      await offline(page, "Error updating lead", () => form.setFollowUp.click());
      await expect(form.followUpAt).toHaveValue("2026-12-01T10:30");

      await form.assignTo.selectOption({ label: admin.email });
      await offline(page, "Error updating lead", () => form.assign.click());
      await expect(form.assignTo).toHaveValue(/.+/);

      await form.lostDetail.fill("Found a cheaper carpenter");
      await offline(page, "Error updating lead", () => form.lostSave.click());
      await expect(form.lostDetail).toHaveValue("Found a cheaper carpenter");

      await expectAccessible(page, `the lead page after the notices (${size})`);
      expect(storedLead(lead.id)).toMatchObject({ status: "new", follow_up_at: null, assignee_id: null });
      expect(storedActivities(lead.id)).toEqual([]);
    });

    test(`a new enquiry keeps everything typed (${size})`, async ({ page }, testInfo) => {
      const admin = await createAdmin(testInfo, `offline-new-${size}`);
      await apiSignIn(page.request, admin);
      await gotoReady(page, "/admin/leads/new");
      const main = page.locator("main");
      await main.getByLabel("WhatsApp").check();
      await main.getByLabel("Customer's name").fill("Offline Walk-in");
      await main.getByLabel("Phone number").fill("98450 77123");
      await main.getByLabel("Service").selectOption("Wardrobe Installation");
      await main.getByLabel("Note (optional)").fill("Wants a quote by Friday");

      await offline(page, "Error adding the enquiry", () =>
        main.getByRole("button", { name: "Add enquiry" }).click(),
      );
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Add an enquiry");
      await expect(main.getByLabel("WhatsApp")).toBeChecked();
      await expect(main.getByLabel("Customer's name")).toHaveValue("Offline Walk-in");
      await expect(main.getByLabel("Phone number")).toHaveValue("98450 77123");
      await expect(main.getByLabel("Service")).toHaveValue("Wardrobe Installation");
      await expect(main.getByLabel("Note (optional)")).toHaveValue("Wants a quote by Friday");
      await expect(main.getByRole("button", { name: "Add enquiry" })).toBeEnabled();
      await expectAccessible(page, `the new enquiry page after the notice (${size})`);
    });

    test(`alerts, staff access and erasing a person stay as they were (${size})`, async ({
      page,
      request,
    }, testInfo) => {
      const admin = await createAdmin(testInfo, `offline-admin-${size}`);
      const colleague = await createStaff(testInfo, `offline-staff-${size}`);
      const lead = await seedLead(request, testInfo, { name: `Offline Erase ${size}` });
      await apiSignIn(page.request, admin);
      const main = page.locator("main");

      await gotoReady(page, "/admin/alerts");
      const turnOff = main.getByRole("button", { name: "Turn off new-lead alerts" });
      await offline(page, "Error updating alerts", () => turnOff.click());
      await expect(turnOff).toBeVisible();

      await gotoReady(page, "/admin/staff");
      const makeAdmin = main.getByRole("button", { name: `Make admin for ${colleague.email}` });
      await offline(page, "Error updating access", () => makeAdmin.first().click());
      expect(storedRole(colleague.email)).toBe("staff");

      await gotoReady(page, `/admin/leads/${lead.id}/erase`);
      await offline(page, "Error erasing data", () =>
        main.getByRole("button", { name: /^Yes, erase/ }).click(),
      );
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Erase this person's data");
      expect(storedLead(lead.id)?.name).toBe(lead.name);
    });
  });
}
