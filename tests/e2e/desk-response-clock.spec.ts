// The response clock, on a server of its own whose clock the test moves (CLOCK_FILE): a new
// enquiry shows how long it has waited, is marked Late once 15 minutes of opening hours have
// gone by (the night before opening does not count), stops showing once a call is logged, and the
// reply shows in the desk's median first reply. At a desktop with JavaScript and on a phone
// without it. No sleeps: time moves when the test rewrites the clock file.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { type StartedServer, startServer } from "../support/built-server";
import {
  type Account,
  apiSignIn,
  createAdmin,
  type DeskServer,
  deskView,
  expect,
  leadCard,
  leadRow,
  newClientAddress,
  storedLead,
  test,
} from "./admin-helpers";
import { gotoReady } from "./fixtures";
import { expectAccessible } from "./accessibility";

const port = Number(process.env.E2E_PORT_BASE ?? 4310) + 27;
const base = `http://127.0.0.1:${port}`;
let server: StartedServer;
let dir: string;
let clockFile: string;
let desk: DeskServer;
let admin: Account;

/** An instant in Bengaluru. 12 January 2027 is a Tuesday: open 8:00 to 19:00. */
const ist = (time: string) => new Date(`2027-01-12T${time}:00+05:30`);
const setClock = (time: string) => writeFileSync(clockFile, ist(time).toISOString());

/** Sent at 7:00, before opening. */
const early = { name: "Deepa Rao", phone: "98450 31001", id: "" };
/** Sent at 10:00, in opening hours. */
const meera = { name: "Meera Iyer", phone: "98450 31002", id: "" };

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const desktop = { viewport: { width: 1366, height: 900 } } as const;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: base });

test.beforeAll(async ({ playwright }, testInfo) => {
  dir = mkdtempSync(join(tmpdir(), "desk-clock-"));
  clockFile = join(dir, "clock");
  desk = { baseURL: base, dataDir: dir, databasePath: join(dir, "app.db") };
  setClock("07:00");
  server = await startServer({
    PORT: String(port),
    DATABASE_URL: desk.databasePath,
    DATA_DIR: dir,
    CLOCK_FILE: clockFile,
    SITE_PROFILE: "carpentry",
    PUBLIC_URL: base,
    TRUST_PROXY: "true",
    LEAD_RATE_LIMIT: "1000/10m",
  });
  admin = await createAdmin(testInfo, "clock-admin", desk);
  const api = await playwright.request.newContext({
    baseURL: base,
    extraHTTPHeaders: { "X-Forwarded-For": newClientAddress(testInfo) },
  });
  try {
    const send = async (lead: typeof early) => {
      const response = await api.post("/api/leads", {
        data: { name: lead.name, phone: lead.phone, service: "Modular Kitchen Fitting" },
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    early.id = await send(early);
    setClock("10:00");
    meera.id = await send(meera);
  } finally {
    await api.dispose();
  }
});

test.afterAll(async () => {
  if (server) {
    server.process.kill("SIGTERM");
    await server.exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The waiting time a lead shows (in its row, card or page), if any. */
const waiting = (scope: Locator) => scope.locator("[data-waiting]");
/** The median first reply beside the counters. */
const medianReply = (page: Page) =>
  page
    .locator("main dl > div")
    .filter({ has: page.locator("dt").getByText("Median first reply (30 days)", { exact: true }) })
    .locator("dd");

test.describe("at a desktop, with JavaScript", () => {
  test.use(desktop);

  test("a new enquiry shows how long it has waited, and is Late past 15 minutes of opening hours", async ({
    page,
  }) => {
    await apiSignIn(page.request, admin);

    // 10:05: Meera has waited 5 minutes. Deepa 3 h 5 min, but only 2 h 5 min of them open: late.
    setClock("10:05");
    await gotoReady(page, "/admin?view=due");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Due");
    await expect(waiting(leadRow(page, meera.name))).toHaveText("Waiting 5 min");
    await expect(waiting(leadRow(page, meera.name))).not.toContainText("Late");
    await expect(waiting(leadRow(page, early.name))).toContainText("Late");
    await expect(waiting(leadRow(page, early.name))).toContainText("Waiting 3 h 5 min");
    await expect(medianReply(page)).toHaveText("No replies yet");

    // 10:20: twenty minutes, all of them open, and no reply: late, in both views and on its page.
    setClock("10:20");
    await page.reload();
    const late = waiting(leadRow(page, meera.name));
    await expect(late).toContainText("Waiting 20 min");
    await expect(late.getByText("Late", { exact: true })).toBeVisible();
    // Not colour alone: said in words, with why to a screen reader.
    await expect(late).toContainText("no reply after 15 minutes of opening hours");
    await expectAccessible(page, "Due view with a late lead");

    await deskView(page, "all").click();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("All Leads");
    await expect(waiting(leadRow(page, meera.name))).toContainText("Late");
    await expect(waiting(leadRow(page, meera.name))).toContainText("Waiting 20 min");

    await leadRow(page, meera.name).getByRole("link", { name: meera.name, exact: true }).click();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(meera.name);
    await expect(waiting(main)).toContainText("Late");
    await expect(waiting(main)).toContainText("Waiting 20 min");
    await expectAccessible(page, "lead page with a late lead");

    // The same on a phone's screen: the lead's card.
    await page.setViewportSize(phone.viewport);
    await gotoReady(page, "/admin");
    await expect(waiting(leadCard(page, meera.name))).toContainText("Late");
    await expect(waiting(leadCard(page, meera.name))).toBeVisible();
  });
});

test.describe("on a phone, without JavaScript", () => {
  test.use({ ...phone, javaScriptEnabled: false });

  test("a logged call ends the wait, and the reply counts in the median", async ({ page }) => {
    await apiSignIn(page.request, admin);
    setClock("10:30");
    await page.goto(`/admin/leads/${meera.id}`);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(meera.name);
    await expect(waiting(main)).toContainText("Late");
    await expect(waiting(main)).toContainText("Waiting 30 min");

    const log = main.getByRole("region", { name: "Log what happened" });
    await log.getByRole("radio", { name: "Call" }).check();
    await log.getByLabel("Outcome or note").fill("Spoke to Meera: site visit Thursday");
    // Left new: the call alone answers the enquiry.
    await log.getByRole("checkbox", { name: "Mark as contacted" }).uncheck();
    await log.getByRole("button", { name: "Save to timeline" }).click();
    await expect(main.getByRole("status")).toContainText("Call logged.");
    await expect(waiting(main)).toHaveCount(0);
    expect(storedLead(meera.id, desk)).toMatchObject({ status: "new" });

    // The list: Meera no longer waits, Deepa still does; the median is Meera's 30 minutes.
    setClock("10:31");
    await page.goto("/admin?view=all");
    await expect(waiting(leadCard(page, meera.name))).toHaveCount(0);
    await expect(waiting(leadCard(page, early.name))).toContainText("Late");
    await expect(medianReply(page)).toHaveText("30 min");
    await expect(main).toContainText("Opening hours only, over 1 replied enquiry");

    // The API tells the same.
    const one = (await (await page.request.get(`/api/leads/${meera.id}`)).json()) as {
      firstResponseAt: string | null;
    };
    expect(one.firstResponseAt).toBe(ist("10:30").toISOString());
    const list = (await (await page.request.get("/api/leads")).json()) as {
      rows: { id: string; first_response_at: string | null }[];
    };
    expect(Object.fromEntries(list.rows.map((row) => [row.id, row.first_response_at]))).toEqual({
      [meera.id]: ist("10:30").toISOString(),
      [early.id]: null,
    });
  });
});
