// Alerts on a phone, in Chromium at phone size: a member opens the Alerts page, finds the desk's
// own manifest and its service worker (scoped to /admin/), turns this device on, and a new lead
// posted on the public form reaches the push service, encrypted for the device, and decrypts to
// the lead's name and its desk link. Chromium here has no vendor push service to subscribe with:
// the page says so plainly, and the test subscribes a device of its own through the JSON API.
// Without JavaScript the page says so, and removes a device by a plain form; signing out removes
// every device. A public page registers no service worker.
import { FakePushService } from "../support/push-service";
import { expectAccessible } from "./accessibility";
import { apiSignIn, baseURLOf, createAdmin, deskStatusErrors, expect, test } from "./admin-helpers";
import { afterRoundTrip, gotoReady } from "./fixtures";
import { fillLeadForm, leadForm, newVisitor, toasts } from "./lead-form-helpers";

const push = new FakePushService();

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  // Chromium says why it cannot subscribe here (a test browser is a private window).
  allowedConsoleErrors: [
    [...deskStatusErrors, /does not support the Push API in incognito mode/],
    { scope: "test" },
  ],
});

test.beforeAll(async () => {
  await push.start();
});
test.afterAll(async () => {
  await push.stop();
});

test("a member turns alerts on for a device, and a new lead reaches it, encrypted, with its link", async ({
  page,
  context,
  browser,
}, testInfo) => {
  const base = baseURLOf(testInfo);
  const visitor = newVisitor(testInfo);

  // The public site registers no service worker.
  await gotoReady(page, "/contact");
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
  ).toBe(0);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");

  const admin = await createAdmin(testInfo, "push-admin");
  await apiSignIn(page.request, admin);
  await context.grantPermissions(["notifications"], { origin: base });
  await gotoReady(page, "/admin/alerts");

  // The desk's own manifest: an app of the desk, starting at the desk, for the desk only.
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/admin/manifest.webmanifest");
  const manifest = (await (await page.request.get(href!)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ start_url: "/admin/", scope: "/admin/", display: "standalone" });
  expect(manifest.name).toEqual(expect.stringContaining("Lead desk"));
  expect((await page.request.get(manifest.start_url as string)).status()).toBe(200);

  // The service worker, registered by the page, for the desk's scope.
  const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((worker) => worker.scope));
  expect(scope).toBe(`${base}/admin/`);

  const section = page.getByRole("region", { name: "Alerts on this device" });
  await expect(section.getByText("Off for this device")).toBeVisible();
  await expect(section.getByText("No device receives your alerts yet.")).toBeVisible();
  await section.getByRole("button", { name: "Turn on for this device" }).click();
  await expect(
    section.getByText(
      "This browser cannot receive push notifications here. New-lead e-mails still reach you.",
    ),
  ).toBeVisible();

  // The device a phone's browser would have subscribed, posted as the page would post it.
  const device = push.device(`admin-push-${testInfo.workerIndex}-${testInfo.retry}`);
  const posted = await page.request.post("/api/push/devices", {
    data: { endpoint: device.endpoint, keys: device.keys, label: "Chrome on Android" },
    headers: { Origin: base },
  });
  expect(posted.status()).toBe(201);
  await gotoReady(page, "/admin/alerts");
  const listed = section.getByRole("listitem").filter({ hasText: "Chrome on Android" });
  await expect(listed).toHaveCount(1);
  await expect(listed.getByRole("button", { name: "Remove Chrome on Android" })).toBeVisible();
  await expectAccessible(page, "the Alerts page with a device, on a phone");

  // A visitor's enquiry on the public form, in a browser of their own (a signed-in member's own
  // entry alerts nobody about itself).
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitorPage = await visitorContext.newPage();
  await gotoReady(visitorPage, "/contact");
  const form = leadForm(visitorPage);
  await fillLeadForm(form, { name: visitor.name, phone: visitor.phone, service: "Wardrobe Installation" });
  await form.submit.click();
  await expect(toasts(visitorPage)).toContainText("Message Sent Successfully!", afterRoundTrip);
  await visitorContext.close();

  await expect.poll(() => push.messagesFor(device).length).toBe(1);
  const [message] = push.messagesFor(device) as { title: string; body: string; url: string; tag: string }[];
  expect(message!.title).toBe("New enquiry");
  expect(message!.body).toContain(visitor.name);
  expect(message!.url).toMatch(new RegExp(`^${base}/admin/leads/[0-9a-f-]{36}$`));
  expect(message!.tag).toBe(`lead-${message!.url.split("/").pop()}`);

  // The link opens the lead on the desk.
  await page.goto(message!.url);
  await expect(page.getByRole("heading", { name: visitor.name })).toBeVisible();

  // Without JavaScript the page says what it cannot do, and a device is still removed, by a plain form.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const plainPage = await plain.newPage();
    await apiSignIn(plainPage.request, admin);
    await plainPage.goto("/admin/alerts");
    const plainSection = plainPage.getByRole("region", { name: "Alerts on this device" });
    await expect(plainSection.getByText("Turning on alerts for a device needs JavaScript.")).toBeVisible();
    await expect(plainSection.getByRole("button", { name: "Turn on for this device" })).toHaveCount(0);
    await plainSection.getByRole("button", { name: "Remove Chrome on Android" }).click();
    await expect(plainPage.getByText("That device no longer receives alerts.")).toBeVisible();
    await expect(plainSection.getByText("No device receives your alerts yet.")).toBeVisible();
  } finally {
    await plain.close();
  }

  // Signing out ends every session of the member, and every device stops receiving their alerts.
  const again = await page.request.post("/api/push/devices", {
    data: { endpoint: device.endpoint, keys: device.keys, label: "Chrome on Android" },
    headers: { Origin: base },
  });
  expect(again.status()).toBe(201);
  await gotoReady(page, "/admin/alerts");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  // Signed in afresh (Better Auth asks an Origin of a browser that still carries the old cookie).
  const later = await browser.newContext();
  try {
    await apiSignIn(later.request, admin);
    const devices = ((await (await later.request.get("/api/push")).json()) as { devices: unknown[] }).devices;
    expect(devices).toEqual([]);
  } finally {
    await later.close();
  }
});
