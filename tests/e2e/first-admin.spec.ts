// A new owner's first start: the production server on a fresh data folder prints a one-time link;
// the owner opens it, makes the admin account (without JavaScript too, where a mistake comes back
// by its field) and lands signed in on the desk; the same link then no longer works.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type StartedServer, startServer } from "../support/built-server";
import { freePort } from "../support/free-port";
import { copy, deskSizes } from "./admin-helpers";
import { expect, test, waitForPageScript } from "./fixtures";
import { expectAccessible } from "./report-helpers";

const root = fileURLToPath(new URL("../../", import.meta.url));
const owner = { email: "owner@btmcarpentryworks.in", password: "Owners-first-password-1" };
const setup = { title: "Set up the desk", create: "Create admin account", ready: "Admin account ready" };
const [[, phone], [, desktop]] = deskSizes;

let server: StartedServer | undefined;
let dataDir = "";
let origin = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = join(root, `data/e2e-first-admin-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  server = await startServer({
    PORT: String(port),
    PUBLIC_URL: origin,
    SITE_PROFILE: "carpentry",
    DATA_DIR: dataDir,
    DATABASE_URL: join(dataDir, "app.db"),
  });
});

test.afterAll(async () => {
  server?.process.kill("SIGTERM");
  await server?.exited;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The link the server printed at start, from its one line that says what to do with it. */
async function printedLink(): Promise<string> {
  const line = () => server!.lines.find((text) => text.includes('"first_admin_setup_link"'));
  await expect.poll(line).toBeTruthy();
  const printed = JSON.parse(line()!) as { url: string; text: string };
  expect(printed.text).toContain(printed.url);
  expect(printed.url).toMatch(new RegExp(`^${origin}/admin/setup\\?code=[\\w-]{43}$`));
  return printed.url;
}

test("the link printed at the first start makes the owner's admin account, once", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const link = await printedLink();

  // Without JavaScript: a mistake comes back by its field, the e-mail kept, and nothing is made.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const plain = await noScript.newPage();
  await plain.goto(link);
  await expect(plain.getByRole("heading", { name: setup.title })).toBeVisible();
  await plain.getByLabel("Email").fill(owner.email);
  await plain.getByLabel("Password", { exact: true }).fill(owner.password);
  await plain.getByLabel("Confirm password").fill(`${owner.password}x`);
  await plain.getByRole("button", { name: setup.create }).click();
  await expect(plain.getByText("The passwords do not match. Type the same password twice.")).toBeVisible();
  await expect(plain.getByLabel("Email")).toHaveValue(owner.email);
  await noScript.close();

  // The page on a laptop.
  await page.setViewportSize(desktop);
  await page.goto(link);
  await waitForPageScript(page);
  await expect(page.getByRole("heading", { name: setup.title })).toBeVisible();
  await expectAccessible(page, "setup form (desktop)");
  await page.screenshot({ path: test.info().outputPath("setup-desktop.png"), fullPage: true });

  // On a phone, by keyboard: a mistake first, then the account.
  await page.setViewportSize(phone);
  await page.getByLabel("Email").focus();
  await page.keyboard.type(owner.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(owner.password);
  await page.keyboard.press("Tab");
  await page.keyboard.type(`${owner.password}x`);
  await page.keyboard.press("Enter");
  const mismatch = page.getByText("The passwords do not match. Type the same password twice.");
  await expect(mismatch).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(owner.email);
  await expectAccessible(page, "setup form with an error (phone)");
  await page.screenshot({ path: test.info().outputPath("setup-phone-error.png"), fullPage: true });

  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByLabel("Confirm password").fill(owner.password);
  await page.getByRole("button", { name: setup.create }).press("Enter");
  await expect(page).toHaveURL(`${origin}/admin`);
  await expect(page.getByRole("button", { name: copy.signOut })).toBeVisible();
  await expect(page.getByText(setup.ready).first()).toBeVisible();
  // The address is named plainly: it was never confirmed by mail, and it receives password resets.
  await expect(
    page.getByText(`Signed in as ${owner.email} — this address receives password resets.`).first(),
  ).toBeVisible();
  // As an admin: only admins are told what sample details the site still shows.
  await expect(page.getByRole("region", { name: /The site still shows sample details/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("desk-after-setup-phone.png"), fullPage: true });

  // The link has done its work: in another browser it says so, and makes nothing.
  const later = await browser.newContext({ viewport: phone });
  const again = await later.newPage();
  const answer = await again.goto(link);
  expect(answer?.status()).toBe(410);
  await expect(again.getByText(copy.setupLinkSpent)).toBeVisible();
  await expect(again.getByLabel("Confirm password")).toHaveCount(0);
  await expectAccessible(again, "used setup link (phone)");
  await again.screenshot({ path: test.info().outputPath("setup-used-phone.png"), fullPage: true });
  await later.close();
});
