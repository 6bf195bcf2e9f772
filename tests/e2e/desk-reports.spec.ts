// The reports page (/admin/reports), its CSV downloads and GET /api/reports, on a server of its
// own (the interiors profile, with its 25 neighbourhood pages) whose database the test fills with a
// known history: two folded days, today's raw events, leads of every kind (tests/support/
// report-history.ts). An admin sees the figures, with JavaScript and without (the period form and
// the sorting links), downloads a table, and the page passes axe on a phone and a desktop; staff
// are refused. The desk's clock is 24 November 2026, noon in Bengaluru (CLOCK_FILE).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, Browser, PlaywrightWorkerArgs } from "@playwright/test";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { Db } from "../../app/server/db/connect.server";
import { type StartedServer, startServer } from "../support/built-server";
import { koramangala, reportNow, seedReportHistory } from "../support/report-history";
import {
  type Account,
  createAdmin,
  createStaff,
  type DeskServer,
  expect,
  type StaffAccount,
  test,
} from "./admin-helpers";
import { gotoReady } from "./fixtures";
import {
  desktop,
  expectAccessible,
  pageRow,
  period,
  phone,
  signedInApiAt,
  signedInBrowserAt,
} from "./report-helpers";

const port = Number(process.env.E2E_PORT_BASE ?? 4310) + 23;
const base = `http://127.0.0.1:${port}`;
let server: StartedServer;
let dir: string;
let desk: DeskServer;
let admin: Account;
let staff: StaffAccount;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: base });

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
test.beforeAll(async ({}, testInfo) => {
  dir = mkdtempSync(join(tmpdir(), "desk-reports-"));
  const clockFile = join(dir, "clock");
  writeFileSync(clockFile, reportNow.toISOString());
  desk = { baseURL: base, dataDir: dir, databasePath: join(dir, "app.db") };
  server = await startServer({
    PORT: String(port),
    DATABASE_URL: desk.databasePath,
    DATA_DIR: dir,
    CLOCK_FILE: clockFile,
    SITE_PROFILE: "interiors",
    PUBLIC_URL: base,
    TRUST_PROXY: "true",
  });
  admin = await createAdmin(testInfo, "reports-admin", desk);
  staff = await createStaff(testInfo, "reports-staff", desk);
  // The server made the tables; the history is written straight into them.
  const db = new Kysely<unknown>({
    dialect: new SqliteDialect({ database: new Database(desk.databasePath) }),
  });
  try {
    await seedReportHistory(db as unknown as Db);
  } finally {
    await db.destroy();
  }
});

test.afterAll(async () => {
  if (server) {
    server.process.kill("SIGTERM");
    await server.exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const signedInApi = (playwright: PlaywrightWorkerArgs["playwright"], account: Account) =>
  signedInApiAt(base, playwright, account);
const signedInBrowser = (
  browser: Browser,
  api: APIRequestContext,
  options: { javaScriptEnabled: boolean } & (typeof phone | typeof desktop),
) => signedInBrowserAt(base, browser, api, options);

for (const [size, options] of [
  ["phone", phone],
  ["desktop", desktop],
] as const) {
  test(`an admin sees the seeded figures, with JavaScript, on a ${size}`, async ({ browser, playwright }) => {
    const api = await signedInApi(playwright, admin);
    const context = await signedInBrowser(browser, api, { ...options, javaScriptEnabled: true });
    try {
      const page = await context.newPage();
      await gotoReady(page, "/admin");
      await page.getByRole("link", { name: "Reports" }).click();
      await expect(page).toHaveURL(`${base}/admin/reports`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reports");
      await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "true");

      await page.goto(`/admin/reports?${period}`);
      await expect(page.getByText("22 Nov 2026 to 24 Nov 2026 (3 days)")).toBeVisible();
      const totals = page.locator("main dl");
      await expect(totals).toContainText("Page views47");
      await expect(totals).toContainText("Visitors35");
      await expect(totals).toContainText("Contacts16");
      await expect(totals).toContainText("Leads5");
      // Home: views, visitors, call clicks, WhatsApp clicks, form leads, contacts per 100 visitors.
      expect(await pageRow(page, "Home")).toEqual(["19", "14", "3", "2", "1", "42.9"]);
      expect(await pageRow(page, "Koramangala")).toEqual(["22", "16", "3", "3", "2", "50.0"]);
      // A neighbourhood page nobody visited is listed too.
      expect(await pageRow(page, "Whitefield")).toEqual(["0", "0", "0", "0", "0", "–"]);
      await expect(page.getByText("Neighbourhood pages (25)")).toBeVisible();

      const sources = page.getByRole("region", { name: "Where visitors came from" });
      await expect(sources.getByRole("row", { name: /^Google/ })).toContainText("34");
      await expect(
        page.getByRole("table", { name: "Campaigns" }).getByRole("row", { name: /diwali/ }),
      ).toContainText("22");
      const funnel = page.getByRole("region", { name: "From lead to converted" });
      await expect(funnel.getByRole("img")).toHaveAttribute(
        "aria-label",
        "From lead to converted: New 5, Contacted 3, Qualified 2, Converted 1, Closed (lost) 1.",
      );
      await expect(funnel).toContainText("Price too high");
      const weeks = page.getByRole("region", { name: "Leads per week, by source" });
      await expect(weeks.getByText("7 leads in 12 weeks; the busiest week, of 23 Nov, had 4.")).toBeVisible();
      const response = page.getByRole("region", { name: "Median first reply, per week" });
      await expect(response.getByText(/The latest week's median was 15 min/)).toBeVisible();

      // Sorting keeps the period.
      await page.getByRole("link", { name: "Contacts per 100 visitors" }).click();
      await expect(page).toHaveURL(/sort=rate&dir=desc/);
      await expect(page).toHaveURL(/from=2026-11-22/);
      await expect(page.getByRole("columnheader", { name: "Contacts per 100 visitors" })).toHaveAttribute(
        "aria-sort",
        "descending",
      );
      await expectAccessible(page, `admin, ${size}`);
      await page.getByRole("link", { name: "Last 7 days" }).click();
      await expect(page).toHaveURL(/days=7/);
      await expectAccessible(page, `admin, last 7 days, ${size}`);

      // Every table reads whole: one wider than the screen scrolls sideways in its own box, with a
      // line above it saying so (a phone); one that fits has no such line; the page never runs off
      // the screen.
      for (const summary of await page.getByText("Show the figures").all()) await summary.click();
      const boxes = await page.locator("[data-scroll-table]").all();
      expect(boxes).toHaveLength(6);
      const overflowing: boolean[] = [];
      for (const box of boxes) {
        await expect(box).toBeVisible();
        const overflows = await box.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
        const hint = box.locator("xpath=preceding-sibling::*[@data-scroll-hint]");
        if (overflows) {
          await expect(hint).toBeVisible();
          await expect(hint).toHaveText("Scroll sideways for more columns");
          await expect(box).toHaveAccessibleDescription("Scroll sideways for more columns");
        } else {
          await expect(hint).toBeHidden();
        }
        overflowing.push(overflows);
      }
      // On a phone the page table is wider than the screen; on a desktop every table fits.
      expect(overflowing.some(Boolean)).toBe(size === "phone");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        options.viewport.width,
      );
      await expectAccessible(page, `admin, every table open, ${size}`);
      await page.locator("#pages-heading").evaluate((heading) => heading.scrollIntoView());
      await page.screenshot({ path: test.info().outputPath(`reports-pages-table-${size}.png`) });
      await test.info().attach(`reports-${size}`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: "image/png",
      });
    } finally {
      await context.close();
      await api.dispose();
    }
  });
}

test("without JavaScript: the period form, the sorting links and a CSV download work", async ({
  browser,
  playwright,
}) => {
  const api = await signedInApi(playwright, admin);
  const context = await signedInBrowser(browser, api, { ...desktop, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/admin/reports");
    await page.getByLabel("From", { exact: true }).fill("2026-11-22");
    await page.getByLabel("To", { exact: true }).fill("2026-11-24");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/from=2026-11-22&to=2026-11-24/);
    expect(await pageRow(page, "Home")).toEqual(["19", "14", "3", "2", "1", "42.9"]);

    await page.getByRole("link", { name: "Form leads" }).click();
    await expect(page).toHaveURL(/sort=leads&dir=desc/);
    await expect(page.getByRole("columnheader", { name: "Form leads" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    const firstNeighbourhood = page
      .getByRole("region", { name: "Pages" })
      .locator("tbody")
      .nth(1)
      .getByRole("row")
      .nth(1);
    await expect(firstNeighbourhood).toContainText("Koramangala");
    await page.getByRole("link", { name: "Form leads" }).click();
    await expect(page.getByRole("columnheader", { name: "Form leads" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download Pages as CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("pages-2026-11-22-to-2026-11-24.csv");
    const csv = await readFile(await download.path(), "utf8");
    expect(csv.split("\r\n")[0]).toBe(
      "path,page,group,views,visitors,calls,whatsapps,emails,directions,leads,contacts_per_100_visitors",
    );
    expect(csv).toContain(
      `"${koramangala}","Koramangala","neighbourhood","22","16","3","3","1","0","2","50"`,
    );

    // A bad period: the form says what is wrong, and no figures are shown.
    const bad = await page.goto("/admin/reports?from=2026-11-30&to=2026-11-20");
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("From: from must be on or before to");
    await expect(page.locator("main dl")).toHaveCount(0);
  } finally {
    await context.close();
    await api.dispose();
  }
});

test("GET /api/reports gives the same figures; bad dates are a 400 naming the field", async ({
  playwright,
}) => {
  const api = await signedInApi(playwright, admin);
  try {
    const response = await api.get(`/api/reports?${period}`);
    expect(response.status()).toBe(200);
    const report = (await response.json()) as {
      period: unknown;
      totals: unknown;
      pages: { path: string; views: number; leads: number }[];
      funnel: { closed: number };
    };
    expect(report.period).toEqual({ from: "2026-11-22", to: "2026-11-24", days: 3, preset: null });
    expect(report.totals).toEqual({
      views: 47,
      visitors: 35,
      calls: 7,
      whatsapps: 5,
      leads: 5,
      contacts: 16,
    });
    expect(report.pages.find((row) => row.path === "/")).toMatchObject({ views: 19, leads: 1 });
    expect(report.funnel.closed).toBe(1);
    for (const [query, field, message] of [
      ["from=2026-11-31&to=2026-12-01", "from", "must be a date as YYYY-MM-DD"],
      ["from=2026-11-01&to=2026-11-30", "to", "must not be after today (2026-11-24)"],
      ["from=2026-11-01", "to", "Give both from and to, or neither."],
      ["from=2024-01-01&to=2026-11-24", "from", "A report covers at most 366 days."],
      ["days=14", "days", "days must be one of 7, 30, 90"],
    ] as const) {
      const refused = await api.get(`/api/reports?${query}`);
      expect(refused.status(), query).toBe(400);
      expect(await refused.json(), query).toEqual({ errors: { [field]: message } });
    }
    const csv = await api.get(`/api/reports.csv?table=funnel&${period}`);
    expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
    expect(await csv.text()).toBe(
      'status,leads\r\n"new","5"\r\n"contacted","3"\r\n"qualified","2"\r\n"converted","1"\r\n"closed","1"\r\n',
    );
    expect((await api.get(`/api/reports.csv?table=everything&${period}`)).status()).toBe(400);
  } finally {
    await api.dispose();
  }
});

test("staff are refused the page, the API and the CSV, and see no Reports link", async ({
  browser,
  playwright,
}) => {
  const api = await signedInApi(playwright, staff);
  const context = await signedInBrowser(browser, api, { ...phone, javaScriptEnabled: true });
  try {
    for (const path of ["/api/reports", `/api/reports.csv?table=pages&${period}`]) {
      const response = await api.get(path);
      expect(response.status(), path).toBe(403);
      expect(await response.text(), path).not.toContain("Koramangala");
    }
    const page = await context.newPage();
    await gotoReady(page, "/admin");
    await expect(page.getByRole("link", { name: "Reports" })).toHaveCount(0);
    const refused = await page.goto("/admin/reports");
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.locator("main")).not.toContainText("Koramangala");
  } finally {
    await context.close();
    await api.dispose();
  }
});
