// The lead desk for an admin: status changes (with and without JavaScript) and their history, the
// counters, search, status filter, pagination, CSV export, the empty state, response headers and
// the phone layout; and the first screen (All Leads, with Due a tab away) at phone and desktop sizes.
import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import {
  csvColumn,
  csvHeader,
  adminCli,
  apiSignIn,
  copy,
  counter,
  createAdmin,
  expect,
  expectCounters,
  expectToast,
  filters,
  holdScripts,
  leadRow,
  pageSummary,
  parseCsv,
  runTag,
  seedLead,
  seedLeads,
  clientApi,
  shownCounts,
  statusSelect,
  storedCounts,
  storedEvents,
  storedLead,
  test,
  timelineEntries,
  toast,
  type Account,
  type Seeded,
} from "./admin-helpers";
import { afterRoundTrip, waitForPageScript } from "./fixtures";
import { wcagViolations } from "./accessibility";

/**
 * Signs the page's browser context in as the admin (through the API) and opens the desk's list of
 * all leads (what /admin opens on; desk-working-day.spec.ts works the Due view).
 */
async function openDesk(page: Page, admin: Account, path = "/admin?view=all") {
  await apiSignIn(page.request, admin);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator("main h1")).toHaveText(copy.views.all);
  return response!;
}

/** Searches (and filters) with the form above the list, and waits for the new list. */
async function search(page: Page, q: string, status?: string) {
  const form = filters(page);
  await form.search.fill(q);
  if (status !== undefined) await form.status.selectOption(status);
  await form.submit.click();
  await expect
    .poll(() => {
      const params = new URL(page.url()).searchParams;
      return [params.get("q") ?? "", params.get("status") ?? ""];
    })
    .toEqual([q.trim(), status ?? ""]);
  await expect(page.getByText("Loading dashboard...")).toHaveCount(0);
}

// In order, in one worker: each describe's beforeAll runs once, and the counters are compared
// before and after a change (the desk project runs one test at a time).
test.describe.configure({ mode: "default" });

test.describe("changing a lead's status", () => {
  let admin: Account;
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
  test.beforeAll(async ({}, testInfo) => {
    admin = await createAdmin(testInfo, "status-admin");
  });

  test("the dropdown saves at once: notice, badge, counters and the history on the lead's page", async ({
    page,
    request,
  }, testInfo) => {
    const message =
      "Wardrobe with loft, 7 ft wide. Sliding shutters in laminate, a mirror on one door, and a study table beside it.";
    const lead = await seedLead(request, testInfo, {
      name: `Suresh Gowda ${runTag()}`,
      message,
      source_path: "/services",
      utm_source: "google",
      utm_campaign: "wardrobes-btm",
      referrer: "https://www.google.com/",
    });
    await openDesk(page, admin);
    const before = storedCounts();
    await expectCounters(page, before);

    const row = leadRow(page, lead.name);
    // The message is cut short beneath the service, whole on demand.
    const details = row.getByRole("cell").nth(2).locator("details");
    await expect(details).toHaveJSProperty("open", false);
    await row.getByText("Show full message").click();
    await expect(details).toHaveJSProperty("open", true);
    await expect(details.getByRole("paragraph")).toHaveText(message);
    // The date as Bengaluru reads it.
    const created = new Date(storedLead(lead.id)!.created_at);
    const bengaluru = new Intl.DateTimeFormat("en-IN", {
      timeZone: "Asia/Kolkata",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
    });
    // The date as the cell's first line; how long the lead has waited for a reply shows under it.
    await expect(row.getByRole("cell").nth(4).getByRole("paragraph")).toHaveText(bengaluru.format(created));

    await expect(row.getByRole("cell").nth(3)).toHaveText("new");
    const chosenAt = Date.now();
    await statusSelect(row, lead.name).selectOption("qualified");

    await expectToast(page, { title: "Lead updated", text: "Lead status changed to qualified" });
    await expect(row.getByRole("cell").nth(3)).toHaveText("qualified");
    await expect(statusSelect(row, lead.name)).toHaveValue("qualified");
    await expect(counter(page, "Qualified")).toHaveText(String(before.qualified + 1));
    await expect(counter(page, "New")).toHaveText(String(before.new - 1));
    await expectCounters(page, { ...before, new: before.new - 1, qualified: before.qualified + 1 });

    const stored = storedLead(lead.id)!;
    expect(stored.status).toBe("qualified");
    expect(Date.parse(stored.updated_at)).toBeGreaterThanOrEqual(chosenAt - 1000);
    expect(Date.parse(stored.updated_at)).toBeGreaterThan(Date.parse(stored.created_at));
    const events = storedEvents(lead.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor_email: admin.email, from_status: "new", to_status: "qualified" });

    // Any status to any status: back to contacted.
    await statusSelect(row, lead.name).selectOption("contacted");
    await expectToast(page, { title: "Lead updated", text: "Lead status changed to contacted" });
    await expect(row.getByRole("cell").nth(3)).toHaveText("contacted");
    await expect(counter(page, "Qualified")).toHaveText(String(before.qualified));

    await row.getByRole("link", { name: lead.name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead.id}$`));
    await expect(page.locator("main h1")).toHaveText(lead.name);
    await expect(page.getByText(message)).toBeVisible();
    const attribution = page.getByRole("region", { name: "Where it came from" });
    for (const [label, value] of [
      ["Page", "/services"],
      ["utm_source", "google"],
      ["utm_campaign", "wardrobes-btm"],
      ["Referrer", "https://www.google.com/"],
    ]) {
      await expect(attribution.locator("div").filter({ hasText: label }).locator("dd").first()).toHaveText(
        value!,
      );
    }
    // The timeline, newest first.
    const history = timelineEntries(page);
    await expect(history).toHaveCount(2);
    await expect(history.nth(0)).toContainText(/qualified\s*→\s*contacted/);
    await expect(history.nth(0)).toContainText(`by ${admin.email}`);
    await expect(history.nth(1)).toContainText(/new\s*→\s*qualified/);
    await expect(history.nth(1)).toContainText(`by ${admin.email}`);
  });

  test("a change the server refuses shows 'Error updating lead' with its message", async ({
    page,
    request,
  }, testInfo) => {
    const lead = await seedLead(request, testInfo, { name: `Revoked Case ${runTag()}` });
    const demoted = await createAdmin(testInfo, "demoted");
    await openDesk(page, demoted);
    const row = leadRow(page, lead.name);
    await expect(row).toBeVisible();

    // Access is taken away while the desk is open, which ends the session.
    expect(await adminCli("revoke", "--email", demoted.email)).toContain("no longer has access to the desk");
    await statusSelect(row, lead.name).selectOption("converted");
    const shown = toast(page);
    await expect(shown).toContainText("Error updating lead", afterRoundTrip);
    await expect(shown).toContainText("Sign in first.");
    // The row keeps the stored status.
    await expect(statusSelect(row, lead.name)).toHaveValue("new");
    await expect(row.getByRole("cell").nth(3)).toHaveText("new");
    expect((await page.reload())?.status()).toBe(401);
    await expect(page.locator("main h1")).toHaveText(copy.signIn);
    expect(storedLead(lead.id)?.status).toBe("new");
    expect(storedEvents(lead.id)).toEqual([]);
  });

  test("a status chosen while the page is still starting is the one saved, once", async ({
    page,
    request,
  }, testInfo) => {
    const lead = await seedLead(request, testInfo, { name: `Early Choice ${runTag()}` });
    await apiSignIn(page.request, admin);
    // The page's scripts wait until the choice is made in the server's page.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await released;
      await route.fallback();
    });
    await page.goto(`/admin?view=all&q=${encodeURIComponent(lead.name)}`, { waitUntil: "commit" });
    const row = leadRow(page, lead.name);
    await expect(row.getByRole("button", { name: "Update" })).toBeVisible();
    await statusSelect(row, lead.name).selectOption("qualified");
    release();

    await expectToast(page, { title: "Lead updated", text: "Lead status changed to qualified" });
    await expect(row.getByRole("button", { name: "Update" })).toHaveCount(0);
    await expect(row.getByRole("cell").nth(3)).toHaveText("qualified");
    await expect(statusSelect(row, lead.name)).toHaveValue("qualified");
    expect(storedLead(lead.id)?.status).toBe("qualified");
    expect(storedEvents(lead.id)).toMatchObject([
      { actor_email: admin.email, from_status: "new", to_status: "qualified" },
    ]);
  });

  // The earliest a person can choose: the server's page is on screen and none of the desk's
  // JavaScript has arrived, so nothing in the browser can save the choice yet. Once the scripts
  // run, the choice must be saved, once, and not be reset to the stored status.
  for (const where of ["the list", "the lead's page"] as const) {
    test(`a status chosen on ${where} before any of the desk's scripts has loaded is saved once they run`, async ({
      page,
      request,
    }, testInfo) => {
      const lead = await seedLead(request, testInfo, { name: `Before Scripts ${runTag()}` });
      await apiSignIn(page.request, admin);
      // Every JavaScript module the page asks for waits until the choice is made.
      const scripts = await holdScripts(page);
      const path =
        where === "the list"
          ? `/admin?view=all&q=${encodeURIComponent(lead.name)}`
          : `/admin/leads/${lead.id}`;
      // Module scripts hold back DOMContentLoaded: wait for the server's answer only.
      await page.goto(path, { waitUntil: "commit" });
      const scope = where === "the list" ? leadRow(page, lead.name) : page.locator("main");
      const select = statusSelect(scope, lead.name);
      // The server's page without React: its Update button shows, no element belongs to React yet.
      await expect(scope.getByRole("button", { name: "Update" })).toBeVisible();
      await expect.poll(() => scripts.held.length, "the page's scripts are held").toBeGreaterThan(0);
      expect(await scripts.hydrated(), "the desk is not hydrated yet").toBe(false);

      await select.selectOption("qualified");
      expect(storedLead(lead.id)?.status, "nothing is saved before the scripts run").toBe("new");
      scripts.release();

      await expectToast(page, { title: "Lead updated", text: "Lead status changed to qualified" });
      await expect(scope.getByRole("button", { name: "Update" })).toHaveCount(0);
      await expect(select).toHaveValue("qualified");
      if (where === "the list") {
        await expect(scope.getByRole("cell").nth(3)).toHaveText("qualified");
      } else {
        await expect(timelineEntries(page)).toHaveCount(1);
      }
      expect(storedLead(lead.id)?.status).toBe("qualified");
      expect(storedEvents(lead.id)).toMatchObject([
        { actor_email: admin.email, from_status: "new", to_status: "qualified" },
      ]);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the Update button saves the status", async ({ page, request }, testInfo) => {
      const lead = await seedLead(request, testInfo, { name: `Meera Nair ${runTag()}` });
      await openDesk(page, admin);
      const before = storedCounts();
      await expectCounters(page, before);

      const row = leadRow(page, lead.name);
      await expect(row.getByRole("cell").nth(3)).toHaveText("new");
      await statusSelect(row, lead.name).selectOption("converted");
      // The form posts to the lead's change endpoint, which sends the browser back to this page.
      const posted = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" &&
          new URL(response.url()).pathname === `/resources/leads/${lead.id}/change`,
      );
      await row.getByRole("button", { name: "Update" }).click();
      expect((await posted).status()).toBe(303);
      await expect(page).toHaveURL(/\/admin\?view=all$/);

      await expect(page.locator("main").getByRole("status")).toContainText(
        "Lead updatedLead status changed to converted",
      );
      await expect(leadRow(page, lead.name).getByRole("cell").nth(3)).toHaveText("converted");
      await expectCounters(page, { ...before, new: before.new - 1, converted: before.converted + 1 });
      expect(storedLead(lead.id)?.status).toBe("converted");
      expect(storedEvents(lead.id)).toMatchObject([
        { actor_email: admin.email, from_status: "new", to_status: "converted" },
      ]);
    });
  });
});

test.describe("finding leads", () => {
  const tag = `Pager${runTag()}`;
  const count = 56;
  let admin: Account;
  let api: APIRequestContext;
  let pager: Seeded[] = [];
  let formula: Seeded;
  let converted: Seeded[] = [];

  test.beforeAll(async ({ playwright }, testInfo: TestInfo) => {
    admin = await createAdmin(testInfo, "finder");
    api = await clientApi(playwright, testInfo);
    pager = await seedLeads(api, testInfo, count, (i) => ({
      name: `${tag} Customer ${String(i).padStart(2, "0")}`,
      service: i % 2 ? "TV Unit & Wall Panels" : "Office Furniture Setup",
      message: `Enquiry number ${i} for ${tag}`,
    }));
    formula = await seedLead(api, testInfo, { name: "=cmd", message: `=HYPERLINK("x") ${tag}` });
    // Three of them converted, through the API as the admin.
    await apiSignIn(api, admin);
    converted = [pager[3]!, pager[10]!, pager[40]!];
    for (const lead of converted) {
      const response = await api.patch(`/api/leads/${lead.id}`, { data: { status: "converted" } });
      expect(response.status()).toBe(200);
    }
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test("search by name and by a phone typed with spaces", async ({ page }) => {
    await openDesk(page, admin);
    const wanted = pager[7]!;

    await search(page, wanted.name);
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(2); // the header and one lead
    await expect(leadRow(page, wanted.name)).toBeVisible();
    await expect(pageSummary(page)).toHaveText("1–1 of 1");

    const byPhone = pager[21]!;
    expect(byPhone.phone).toMatch(/^\d{5} \d{5}$/);
    await search(page, byPhone.phone);
    await expect(rows).toHaveCount(2);
    await expect(leadRow(page, byPhone.name)).toBeVisible();
    await expect(leadRow(page, byPhone.name).getByRole("link", { name: byPhone.shown })).toBeVisible();

    // The same number as +91 and with dashes finds it too.
    await search(page, `+91-${byPhone.phone.replace(" ", "-")}`);
    await expect(rows).toHaveCount(2);
    await expect(leadRow(page, byPhone.name)).toBeVisible();

    // Search is in the message too.
    await search(page, `Enquiry number 33 for ${tag}`);
    await expect(rows).toHaveCount(2);
    await expect(leadRow(page, pager[32]!.name)).toBeVisible();
  });

  test("filter by status", async ({ page }) => {
    await openDesk(page, admin);
    await search(page, tag, "converted");
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(1 + converted.length);
    for (const lead of converted) {
      await expect(leadRow(page, lead.name).getByRole("cell").nth(3)).toHaveText("converted");
    }
    await expect(pageSummary(page)).toHaveText(`1–3 of 3`);
    // The counters are over every lead, not the filtered page.
    await expectCounters(page, storedCounts());

    await search(page, tag, "new");
    await expect(pageSummary(page)).toHaveText(`1–50 of ${count + 1 - converted.length}`);
    const badges = page.getByRole("table").locator("td:nth-child(4)");
    await expect(badges).toHaveCount(50);
    expect(new Set(await badges.allTextContents())).toEqual(new Set(["new"]));
  });

  test("pages of 50 with the total, newest first", async ({ page }) => {
    await openDesk(page, admin, `/admin?view=all&q=${tag}`);
    const total = count + 1; // the =cmd lead's message carries the tag too
    const rows = page.getByRole("table").getByRole("row");
    const pagerNav = page.getByRole("navigation", { name: "Pages" });

    await expect(pageSummary(page)).toHaveText(`1–50 of ${total}`);
    await expect(rows).toHaveCount(51);
    await expect(rows.nth(1)).toContainText("=cmd");
    await expect(rows.nth(2)).toContainText(`${tag} Customer 56`);
    await expect(pagerNav.getByRole("link", { name: "Previous" })).toHaveCount(0);

    await pagerNav.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pageSummary(page)).toHaveText(`51–${total} of ${total}`);
    await expect(rows).toHaveCount(1 + total - 50);
    await expect(rows.last()).toContainText(`${tag} Customer 01`);
    await expect(pagerNav.getByRole("link", { name: "Next" })).toHaveCount(0);

    await pagerNav.getByRole("link", { name: "Previous" }).click();
    await expect(pageSummary(page)).toHaveText(`1–50 of ${total}`);
  });

  test("Export CSV downloads the current filter's leads, defused against formulas", async ({ page }) => {
    await openDesk(page, admin);
    const form = filters(page);
    await search(page, tag, "converted");
    await expect(pageSummary(page)).toHaveText("1–3 of 3");

    const href = await form.exportLink.getAttribute("href");
    expect(href).toBe(`/api/leads.csv?q=${tag}&status=converted`);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="leads-.*\.csv"$/);
    expect(response.headers()["cache-control"]).toContain("no-store");
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual(csvHeader);
    expect(rows).toHaveLength(1 + converted.length);
    const byName = new Map(rows.slice(1).map((row) => [row[csvColumn("name")], row]));
    for (const lead of converted) {
      const row = byName.get(lead.name);
      expect(row, lead.name).toBeDefined();
      // Kept as text: a spreadsheet would read a bare +91… as a number (or a formula).
      expect(row![csvColumn("phone")]).toBe(`'${lead.e164}`);
      expect(row![csvColumn("status")]).toBe("converted");
      expect(row![csvColumn("id")]).toBe(lead.id);
    }

    // Every lead of the search (both statuses), and the =cmd lead comes out defused.
    await search(page, tag, "");
    await expect(form.exportLink).toHaveAttribute("href", `/api/leads.csv?q=${tag}`);
    const all = parseCsv(await (await page.request.get(`/api/leads.csv?q=${tag}`)).text());
    expect(all).toHaveLength(1 + count + 1);
    const dangerous = all.find((row) => row[csvColumn("id")] === formula.id)!;
    expect(dangerous[csvColumn("name")]).toBe("'=cmd");
    expect(dangerous[csvColumn("message")]).toBe(`'=HYPERLINK("x") ${tag}`);
    expect(all.every((row) => row.length === csvHeader.length)).toBe(true);

    // In the raw text: quoted, quotes doubled.
    await search(page, "=cmd");
    await expect(leadRow(page, "=cmd").first()).toBeVisible();
    await expect(form.exportLink).toHaveAttribute("href", "/api/leads.csv?q=%3Dcmd");
    const raw = await (await page.request.get("/api/leads.csv?q=%3Dcmd")).text();
    expect(raw).toContain(`"'=cmd"`);
    expect(raw).toContain(`"'=HYPERLINK(""x"") ${tag}"`);
  });

  test("a search typed before the desk's scripts have loaded is kept, and is the one searched", async ({
    page,
  }) => {
    await apiSignIn(page.request, admin);
    const scripts = await holdScripts(page);
    // Module scripts hold back DOMContentLoaded: wait for the server's answer only.
    await page.goto("/admin?view=all", { waitUntil: "commit" });
    const form = filters(page);
    await expect(form.search).toBeVisible();
    await expect.poll(() => scripts.held.length, "the page's scripts are held").toBeGreaterThan(0);
    expect(await scripts.hydrated(), "the desk is not hydrated yet").toBe(false);
    await form.search.fill(tag);
    await form.status.selectOption("converted");

    scripts.release();
    await waitForPageScript(page);
    await expect(form.search, "the typed search is still there").toHaveValue(tag);
    await expect(form.status, "the chosen status is still there").toHaveValue("converted");
    await form.submit.click();
    await expect
      .poll(() => {
        const params = new URL(page.url()).searchParams;
        return [params.get("q"), params.get("status")];
      })
      .toEqual([tag, "converted"]);
    await expect(pageSummary(page)).toHaveText(`1–${converted.length} of ${converted.length}`);
  });

  test("a search that matches nothing shows the empty state", async ({ page }) => {
    await openDesk(page, admin, `/admin?view=all&q=${encodeURIComponent(`nobody-${runTag()}`)}`);
    await expect(page.getByText(copy.empty)).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
    // The counters still count every lead.
    await expect(counter(page, "Total Leads")).toHaveText(String(storedCounts().total));
  });
});

test.describe("the desk's pages", () => {
  test("are private, never cached by shared caches, and not indexed", async ({ page, request }, testInfo) => {
    const signedOut = await request.get("/admin");
    expect(signedOut.status()).toBe(401);
    for (const response of [signedOut]) {
      const cacheControl = response.headers()["cache-control"] ?? "";
      expect(cacheControl).toContain("no-store");
      expect(cacheControl).toContain("private");
      expect(response.headers()["x-robots-tag"]).toContain("noindex");
    }

    const admin = await createAdmin(testInfo, "headers");
    const response = await openDesk(page, admin);
    const headers = await response.allHeaders();
    expect(headers["cache-control"]).toContain("no-store");
    expect(headers["cache-control"]).toContain("private");
    expect(headers["x-robots-tag"]).toContain("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    const lead = await seedLead(request, testInfo, { name: `Header Check ${runTag()}` });
    const detail = await page.goto(`/admin/leads/${lead.id}`);
    expect(detail?.status()).toBe(200);
    expect(detail?.headers()["cache-control"]).toContain("no-store");
    expect(detail?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("leads are cards, and the status dropdown works", async ({ page, request }, testInfo) => {
    const admin = await createAdmin(testInfo, "phone");
    const lead = await seedLead(request, testInfo, {
      name: `Phone Card ${runTag()}`,
      email: "card@example.in",
      message: "Please call after 6 pm",
    });
    await openDesk(page, admin);
    const before = storedCounts();

    await expect(page.getByRole("table")).toBeHidden();
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: lead.name, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: lead.shown })).toHaveAttribute("href", `tel:${lead.e164}`);
    await expect(card.getByRole("link", { name: "card@example.in" })).toHaveAttribute(
      "href",
      "mailto:card@example.in",
    );
    await expect(card.getByText("Please call after 6 pm")).toBeVisible();
    const badge = (status: string) => card.getByText(status, { exact: true }).and(page.locator("span"));
    await expect(badge("new")).toBeVisible();
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await statusSelect(card, lead.name).selectOption("closed");
    await expectToast(page, { title: "Lead updated", text: "Lead status changed to closed" });
    await expect(badge("closed")).toBeVisible();
    await expect(counter(page, "New")).toHaveText(String(before.new - 1));
    expect(storedLead(lead.id)?.status).toBe("closed");
    expect(await shownCounts(page)).toEqual(storedCounts());
  });
});

/** An element's text as it is laid out: one string for each line it takes on the screen. */
function renderedLines(target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    const lines: { top: number; height: number; text: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.height === 0) continue;
        const last = lines.at(-1);
        if (last && Math.abs(last.top - rect.top) < last.height / 2) last.text += text[i];
        else lines.push({ top: rect.top, height: rect.height, text: text[i]! });
      }
    }
    return lines.map((line) => line.text.trim()).filter(Boolean);
  });
}

/** A phone number on one line; an e-mail address on one, or two split just before its "@". */
async function expectKeptWhole(contact: Locator, lead: Seeded) {
  expect(await renderedLines(contact.getByRole("link", { name: lead.shown }))).toEqual([lead.shown]);
  const email = await renderedLines(contact.getByRole("link", { name: lead.email! }));
  expect(email.join("")).toBe(lead.email);
  expect(email.length).toBeLessThanOrEqual(2);
  if (email.length === 2) expect(email[1]).toMatch(/^@/);
}

test.describe("the first screen", () => {
  for (const [size, options] of [
    ["phone", { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
    ["desktop", { viewport: { width: 1366, height: 900 } }],
  ] as const) {
    test.describe(size, () => {
      test.use(options);

      test("is All Leads: the counters, the list with the newest lead first, and Due a tap away with its count", async ({
        page,
        request,
      }, testInfo) => {
        const admin = await createAdmin(testInfo, `first-${size}`);
        const lead = await seedLead(request, testInfo, {
          name: `First Screen ${runTag()}`,
          email: `lakshmi.narayanan.renovations.${size}@bengaluru-homes.example.in`,
          message: "Modular kitchen for a 2BHK in HSR Layout",
        });
        await apiSignIn(page.request, admin);
        expect((await page.goto("/admin"))?.status()).toBe(200);
        const main = page.locator("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.views.all);
        await page.screenshot({ path: testInfo.outputPath(`first-screen-${size}.png`) });
        await expect(main.locator("dl").first().locator("dt")).toHaveText([
          "Total Leads",
          "New",
          "Qualified",
          "Converted",
        ]);
        await expectCounters(page, storedCounts());

        // Due is the tab beside it, saying how many are due (as the Due list counts them).
        const due = (await (await page.request.get("/api/leads?view=due")).json()) as { total: number };
        const dueTab = main.getByRole("navigation", { name: "Views" }).getByRole("link", { name: /^Due/ });
        await expect(dueTab).toHaveAccessibleName(`Due, ${due.total}`);
        await expect(dueTab).not.toHaveAttribute("aria-current");

        const viewport = options.viewport;
        if (size === "desktop") {
          await expect(page.getByRole("table").getByRole("columnheader")).toHaveText([...copy.columns]);
          const row = leadRow(page, lead.name);
          await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText(lead.name);
          await expectKeptWhole(row.getByRole("cell").nth(1), lead);
        } else {
          const card = main
            .getByRole("listitem")
            .filter({ has: page.getByRole("link", { name: lead.name }) });
          await expect(main.getByRole("listitem").first()).toContainText(lead.name);
          // The newest lead is on the first screen: its name, its status and its phone.
          for (const part of [
            card.getByRole("link", { name: lead.name }),
            card.getByRole("link", { name: lead.shown }),
          ]) {
            const box = (await part.boundingBox())!;
            expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
          }
          await expectKeptWhole(card, lead);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(await wcagViolations(page)).toEqual([]);

        await dueTab.click();
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.views.due);
        await expect(dueTab).toHaveAttribute("aria-current", "page");
        await expect(pageSummary(page)).toContainText(`of ${due.total}`);
      });
    });
  }
});
