// The owner runs the site from the desk (/admin/site, project "site": servers "site" and "site-mirror"
// sharing one database). On a phone, an admin changes the business name and phone: a PIN code that is
// not one shows its problem by the field and publishes nothing; once fixed, the public pages of both
// servers show the new name and phone, and the old name nowhere, within two seconds; the versions page
// shows what changed, and restoring the version before brings the old name back; typing in another part
// stays through a publish, and Enter in a service's title publishes the services as they are. With
// JavaScript off, on a laptop, one part saves and restores the same way, and a page opened before that
// publish publishes nothing over it, keeping what was typed. Staff are answered 404. Axe on each page.
import type { APIRequestContext, Page } from "@playwright/test";
import { formatPhone } from "../../app/lib/phone";
import { databaseFile, siteDataDir } from "../../playwright.config";
import {
  type Account,
  baseURLOf,
  createAdmin,
  createStaff,
  type DeskServer,
  expect,
  runTag,
  test,
} from "./admin-helpers";
import { afterRoundTrip } from "./fixtures";
import { liveWithin, pagesNotShowing as pagesNotShowingOn } from "./site-helpers";
import { desktop, expectAccessible, phone, signedInApiAt, signedInBrowserAt } from "./report-helpers";

// They change the live site one after the other.
test.describe.configure({ mode: "serial" });

const publicPaths = ["/", "/services", "/about", "/contact", "/privacy"];
const published = "Published. The site shows it now.";

let site: DeskServer;
let admin: Account;
let servers: APIRequestContext[];

test.beforeAll(async ({ playwright }, testInfo) => {
  site = {
    baseURL: baseURLOf(testInfo),
    dataDir: `./${siteDataDir}`,
    databasePath: `./${databaseFile("site")}`,
  };
  admin = await createAdmin(testInfo, "settings-admin", site);
  servers = [
    await playwright.request.newContext({ baseURL: site.baseURL }),
    await playwright.request.newContext({ baseURL: String(testInfo.project.metadata.mirror) }),
  ];
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.dispose()));
});

/** The public pages of both servers that do not yet show every one of `shown`, or still show one of `gone`. */
const pagesNotShowing = (paths: readonly string[], shown: readonly string[], gone: readonly string[] = []) =>
  pagesNotShowingOn(servers, paths, shown, gone);

/** Restores the newest version but one from the versions page, and waits for its notice. */
async function restorePrevious(page: Page) {
  await page.goto("/admin/site/versions");
  await page
    .getByRole("button", { name: /^Restore this version/ })
    .first()
    .click();
  await expect(page.getByText(/Published as version \d+\. The site shows it now\./).first()).toBeVisible(
    afterRoundTrip,
  );
}

test("on a phone, an admin changes the name and phone; both servers show them, versions say so, and a restore undoes it", async ({
  browser,
  playwright,
}) => {
  const api = await signedInApiAt(site.baseURL, playwright, admin);
  const context = await signedInBrowserAt(site.baseURL, browser, api, phone);
  const page = await context.newPage();
  const oldName = await (async () => {
    await page.goto("/admin/site");
    return page.locator("#business").getByLabel("Business name").inputValue();
  })();
  await expectAccessible(page, "site settings, phone");
  const business = page.locator("#business");
  const name = `Sharma Woodworks ${runTag()}`;

  await test.step("a PIN code that is not one shows by its field, and nothing is published", async () => {
    await business.getByLabel("Business name").fill(name);
    await business.getByLabel("Phone number").fill("098450 12345");
    await business.getByLabel("PIN code").fill("12");
    await business.getByRole("button", { name: "Publish" }).click();
    await expect(business.getByRole("alert")).toContainText("Nothing was published", afterRoundTrip);
    await expect(business.getByLabel("PIN code")).toHaveAccessibleDescription("expected a 6-digit PIN code");
    await expect(business.getByLabel("Business name")).toHaveValue(name);
    await expectAccessible(page, "site settings with a problem, phone");
    expect(await pagesNotShowing(["/"], [oldName], [name])).toEqual([]);
  });

  await test.step("fixed, it is live on every public page of both servers within two seconds, and typing in another part stays", async () => {
    const privacyHeading = page.locator("#privacy").getByLabel("Heading");
    const typed = `Not yet published ${runTag()}`;
    await privacyHeading.fill(typed);
    await business.getByLabel("PIN code").fill("560076");
    await business.getByRole("button", { name: "Publish" }).click();
    await expect(business.getByRole("status")).toContainText(published, afterRoundTrip);
    await expect(privacyHeading).toHaveValue(typed);
    await expect
      .poll(() => pagesNotShowing(publicPaths, [name, formatPhone("+919845012345")], [oldName]), liveWithin)
      .toEqual([]);
  });

  await test.step("the versions page shows the change, and restoring the one before brings the old name back", async () => {
    await page.goto("/admin/site/versions");
    const change = page.getByRole("listitem").filter({ hasText: "Business details: Business name" });
    await expect(change).toContainText(oldName);
    await expect(change).toContainText(name);
    await expectAccessible(page, "site versions, phone");
    await restorePrevious(page);
    await expect.poll(() => pagesNotShowing(publicPaths, [oldName], [name]), liveWithin).toEqual([]);
  });
  await test.step("Enter in a service's title publishes the services as they are, moving none", async () => {
    await page.goto("/admin/site");
    const services = page.locator("#services");
    const first = services.getByRole("listitem").first();
    const title = await first.getByRole("heading").textContent();
    await first.locator("summary").click();
    await first.getByLabel("Title", { exact: true }).press("Enter");
    await expect(services.getByRole("status")).toContainText(published, afterRoundTrip);
    await expect(services.getByRole("listitem").first().getByRole("heading")).toHaveText(title!);
  });
  await context.close();
  await api.dispose();
});

test("without JavaScript, on a laptop, a part publishes and restores; staff are answered 404", async ({
  browser,
  playwright,
}, testInfo) => {
  const api = await signedInApiAt(site.baseURL, playwright, admin);
  // Axe runs in the page, so it looks with JavaScript on; the forms are then used without it.
  const looking = await signedInBrowserAt(site.baseURL, browser, api, desktop);
  const look = await looking.newPage();
  for (const path of ["/admin/site", "/admin/site/versions"]) {
    await look.goto(path);
    await expectAccessible(look, `${path}, laptop`);
  }
  await looking.close();

  const context = await signedInBrowserAt(site.baseURL, browser, api, {
    ...desktop,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto("/admin/site");
  const stale = await context.newPage();
  await stale.goto("/admin/site");
  const privacy = page.locator("#privacy");
  const heading = `Write to us ${runTag()}`;
  await privacy.getByLabel("Heading").fill(heading);
  await privacy.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: published })).toBeVisible(afterRoundTrip);
  await expect.poll(() => pagesNotShowing(["/privacy"], [heading]), liveWithin).toEqual([]);

  // The page opened before that publish publishes nothing over it, and keeps what was typed.
  const overwrite = `Stale heading ${runTag()}`;
  await stale.locator("#privacy").getByLabel("Heading").fill(overwrite);
  await stale.locator("#privacy").getByRole("button", { name: "Publish" }).click();
  await expect(stale.locator("#privacy").getByRole("alert")).toContainText(
    "The site changed since you opened this page.",
    afterRoundTrip,
  );
  await expect(stale.locator("#privacy").getByLabel("Heading")).toHaveValue(overwrite);
  await stale.close();

  await restorePrevious(page);
  await expect.poll(() => pagesNotShowing(["/privacy"], [], [heading]), liveWithin).toEqual([]);

  const staff = await createStaff(testInfo, "settings-staff", site);
  const staffApi = await signedInApiAt(site.baseURL, playwright, staff);
  for (const path of ["/admin/site", "/admin/site/versions"])
    expect((await staffApi.get(path)).status(), path).toBe(404);
  await Promise.all([context.close(), api.dispose(), staffApi.dispose()]);
});
