// New leads on the owner's WhatsApp, on a server of its own whose Graph API is the stand-in: each
// enquiry reaches both of the owner's numbers as the approved template (name, service, phone, desk
// link); the Alerts page lists the numbers to admins; once Meta stops accepting the template, the
// next alert stops at once, is logged, and the page says why and what happens next, phone and
// desktop, with JavaScript and without. Axe on the page.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { startServer, type StartedServer } from "../support/built-server";
import { GraphApiStandIn } from "../support/graph-api-stand-in";
import { expectAccessible } from "./accessibility";
import {
  type Account,
  createAdmin,
  type DeskServer,
  expect,
  formSignIn,
  newClientAddress,
  runTag,
  test,
} from "./admin-helpers";
import { afterRoundTrip, gotoReady } from "./fixtures";

const port = Number(process.env.E2E_PORT_BASE ?? 4310) + 38;
const base = `http://127.0.0.1:${port}`;
const heading = "Always alerted on WhatsApp";
const stopped = /No retry can mend this, so that alert was not tried again; the e-mails still go\./;
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const desktop = { viewport: { width: 1366, height: 900 } } as const;

const standIn = new GraphApiStandIn();
standIn.approved.set("new_lead", { language: "en", values: 4 });
let server: StartedServer;
let dir: string;
let admin: Account;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: base });

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
test.beforeAll(async ({}, testInfo) => {
  await standIn.start();
  dir = mkdtempSync(join(tmpdir(), "owner-alerts-"));
  const desk: DeskServer = { baseURL: base, dataDir: dir, databasePath: join(dir, "app.db") };
  server = await startServer({
    PORT: String(port),
    DATABASE_URL: desk.databasePath,
    DATA_DIR: dir,
    SITE_PROFILE: "carpentry",
    PUBLIC_URL: base,
    TRUST_PROXY: "true",
    NOTIFY_EMAIL: "none",
    NOTIFY_WHATSAPP: "098450 12345, +91 77600-98765",
    NOTIFY_WHATSAPP_TEMPLATE: "new_lead:en",
    WHATSAPP_TOKEN: standIn.token,
    WHATSAPP_PHONE_NUMBER_ID: standIn.phoneNumberId,
    WHATSAPP_APP_SECRET: "e2e-app-secret-0123456789",
    WHATSAPP_VERIFY_TOKEN: "e2e-verify-token",
    WHATSAPP_API_URL: standIn.url,
  });
  admin = await createAdmin(testInfo, "owner-alerts-admin", desk);
});

test.afterAll(async () => {
  if (server) {
    server.process.kill("SIGTERM");
    await server.exited;
  }
  await standIn.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** An enquiry through the public JSON API (a phone of its own, or it joins the earlier lead); its id. */
async function enquire(request: APIRequestContext, name: string, phone: string): Promise<string> {
  const response = await request.post("/api/leads", {
    data: { name, phone, service: "Wardrobe Installation" },
    headers: { "X-Forwarded-For": newClientAddress(test.info()) },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test("each new lead reaches the owner's WhatsApp; a template Meta refuses stops and shows on the Alerts page", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = `Asha ${runTag()}`;
  const id = await enquire(request, name, "99001 12233");
  await expect.poll(() => standIn.sent.length, { timeout: 20_000 }).toBe(2);
  expect(standIn.sent.map((sent) => sent.to).sort()).toEqual(["917760098765", "919845012345"]);
  expect(standIn.sent[0]!.body.template).toEqual({
    name: "new_lead",
    language: { code: "en" },
    components: [
      {
        type: "body",
        parameters: [
          { type: "text", text: name },
          { type: "text", text: "Wardrobe Installation" },
          { type: "text", text: "+91 99001 12233" },
          { type: "text", text: `${base}/admin/leads/${id}` },
        ],
      },
    ],
  });

  // The owner on a phone: the numbers always alerted, and nothing wrong.
  const context = await browser.newContext({ ...phone, baseURL: base });
  const page = await context.newPage();
  await gotoReady(page, "/admin/alerts");
  await formSignIn(page, admin);
  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Alerts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Alerts" })).toBeVisible(afterRoundTrip);
  const card = page.locator("div", { has: page.getByRole("heading", { name: heading }) }).last();
  await expect(card).toContainText("+91 98450 12345");
  await expect(card).toContainText("+91 77600 98765");
  await expect(card).toContainText("new_lead (en)");
  await expect(page.getByText(/The last WhatsApp alert was not sent/)).toHaveCount(0);
  await expectAccessible(page, "owner alerts, phone");

  // Meta no longer accepts the template: the next lead's alerts stop at the first refusal.
  standIn.approved.delete("new_lead");
  await enquire(request, `Ravi ${runTag()}`, "99001 44556");
  await expect
    .poll(() => server.lines.filter((line) => line.includes('"whatsapp_alert_stopped"')).length, {
      timeout: 20_000,
    })
    .toBe(2);
  expect(standIn.sent).toHaveLength(2);
  await gotoReady(page, "/admin/alerts");
  const failure = page.getByRole("status").filter({ hasText: /The last WhatsApp alert was not sent/ });
  await expect(failure).toContainText(
    "WhatsApp refused the template: its name, language or values do not match what Meta approved.",
  );
  await expect(failure).toContainText(stopped);
  await expectAccessible(page, "owner alerts stopped, phone");
  await page.screenshot({ path: testInfo.outputPath("owner-alerts-phone.png"), fullPage: true });

  // The same on a desktop with JavaScript off: the page is the server's.
  const plain = await browser.newContext({
    ...desktop,
    baseURL: base,
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const wide = await plain.newPage();
  await wide.goto("/admin/alerts");
  await expect(wide.getByRole("heading", { name: heading })).toBeVisible();
  await expect(wide.getByText(/The last WhatsApp alert was not sent/)).toBeVisible();
  await expect(wide.getByText(stopped)).toBeVisible();
  await wide.screenshot({ path: testInfo.outputPath("owner-alerts-desktop.png"), fullPage: true });
  await plain.close();
  await context.close();
});
