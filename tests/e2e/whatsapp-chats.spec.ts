// WhatsApp chats on the desk. A customer's chat (a signed webhook POST, as Meta sends it) becomes a
// lead within seconds; a member replies from the lead page on a phone and the Graph API (its
// stand-in) receives the reply, whose ticks follow the status webhooks; the window's time left
// shows beside the response clock; a customer whose window has closed is offered the approved
// templates. A bad signature stores nothing; the reply form works without JavaScript too.
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { databaseFile, whatsappDataDir, whatsappSettings } from "../../playwright.config";
import { GraphApiStandIn } from "../support/graph-api-stand-in";
import { phoneJpeg } from "../support/photos";
import {
  delivery,
  imageMessage,
  postDelivery,
  statusUpdate,
  textMessage,
} from "../support/whatsapp-payloads";
import { expectAccessible } from "./accessibility";
import {
  baseURLOf,
  createAdmin,
  type DeskServer,
  expect,
  expectToast,
  formSignIn,
  newPhone,
  runTag,
  test,
} from "./admin-helpers";

const root = fileURLToPath(new URL("../../", import.meta.url));
const phone = { width: 390, height: 844 };
const wide = { width: 1366, height: 900 };
const hour = 3_600_000;

test.use({ viewport: phone, hasTouch: true, isMobile: true });

const standIn = new GraphApiStandIn({
  token: whatsappSettings.token,
  phoneNumberId: whatsappSettings.phoneNumberId,
});
standIn.approved.set("enquiry_follow_up", { language: "en", values: 3 });

test.beforeAll(() => standIn.start(whatsappSettings.standInPort));
test.afterAll(() => standIn.stop());

function whatsappServer(testInfo: Parameters<typeof baseURLOf>[0]): DeskServer {
  return {
    baseURL: baseURLOf(testInfo),
    dataDir: `${root}${whatsappDataDir}`,
    databasePath: `${root}${databaseFile("whatsapp")}`,
  };
}

/** A customer who writes to the business: their WhatsApp id (digits) and profile name. */
function newCustomer(testInfo: Parameters<typeof newPhone>[0], name: string) {
  const number = newPhone(testInfo);
  return { waId: number.e164.slice(1), name: `${name} ${runTag()}`, shown: number.shown };
}

/** Reloads the desk until the lead named `name` is listed (the webhook's worker has stored it). */
async function openLeadOnceListed(page: Page, name: string) {
  await expect(async () => {
    await page.goto("/admin?view=all");
    await expect(page.getByRole("link", { name }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("a customer's WhatsApp chat becomes a lead, the member replies from a phone, and a closed window offers templates", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const server = whatsappServer(testInfo);
  const webhook = `${server.baseURL}/api/whatsapp/webhook`;
  const admin = await createAdmin(testInfo, "whatsapp-admin", server);

  // Meta's handshake: the challenge back as plain text with our verify token, 403 without it.
  const handshake = (token: string) =>
    fetch(`${webhook}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`);
  const verified = await handshake(whatsappSettings.verifyToken);
  expect([verified.status, await verified.text()]).toEqual([200, "1158201444"]);
  expect((await handshake("wrong")).status).toBe(403);

  // A forged delivery (signed with another secret) is refused, and no lead comes of it.
  const forger = newCustomer(testInfo, "Forged");
  const forged = delivery(whatsappSettings.phoneNumberId, {
    from: forger,
    messages: [textMessage(forger, "Injected")],
  });
  expect((await postDelivery(webhook, forged, "not-the-app-secret")).status).toBe(401);

  // The customer writes from the Services page's WhatsApp link.
  const meena = newCustomer(testInfo, "Meena");
  const greeting =
    "Hi BTM Carpentry Works, I'm on your Services page and would like a quote for Wardrobe Installation.";
  const wrote = Date.now();
  standIn.customerWrote(meena.waId, wrote);
  const sent = await postDelivery(
    webhook,
    delivery(whatsappSettings.phoneNumberId, {
      from: meena,
      messages: [textMessage(meena, greeting, new Date(wrote))],
    }),
    whatsappSettings.appSecret,
  );
  expect(sent.status).toBe(200);

  await page.goto("/admin");
  await formSignIn(page, admin);
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await openLeadOnceListed(page, meena.name);

  const chat = page.locator("section", { has: page.getByRole("heading", { name: "WhatsApp chat" }) });
  await expect(chat.getByText(greeting)).toBeVisible();
  await expect(page.getByText(/^Reply window open · (23 h( \d+ min)?|24 h) left$/)).toBeVisible();
  await expect(page.locator("[data-waiting]")).toBeVisible();

  // A photo of the wall: fetched from the media API and shown in the chat.
  const mediaId = String(4490709327384033 + Math.floor(Math.random() * 1e6));
  standIn.media.set(mediaId, {
    mimeType: "image/jpeg",
    bytes: await phoneJpeg({ width: 640, height: 480 }),
  });
  await postDelivery(
    webhook,
    delivery(whatsappSettings.phoneNumberId, {
      from: meena,
      messages: [imageMessage(meena, mediaId, "The wall for the wardrobe", new Date(wrote + 1000))],
    }),
    whatsappSettings.appSecret,
  );
  await expect(async () => {
    await page.reload();
    await expect(chat.getByRole("img", { name: "The wall for the wardrobe" })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });

  // The member replies from the phone; the Graph API receives it, and the response clock stops.
  const reply = "Namaste Meena, we can visit on Saturday at 11 am. Does that suit you?";
  await chat.getByLabel("Your reply").fill(reply);
  await chat.getByRole("button", { name: "Send on WhatsApp" }).click();
  await expectToast(page, { title: "Message sent", text: "Sent on WhatsApp." });
  expect(
    standIn.sent.map((one) => [one.to, one.body.type, (one.body.text as { body: string }).body]),
  ).toEqual([[meena.waId, "text", reply]]);
  const bubble = chat.locator("li[data-direction=out]").filter({ hasText: reply });
  await expect(bubble).toContainText(`Sent by ${admin.email}`);
  await expect(bubble.locator("[data-ticks=sent]")).toBeVisible();
  await expect(page.locator("[data-waiting]")).toHaveCount(0);

  // Meta reports it read: two blue ticks.
  await postDelivery(
    webhook,
    delivery(whatsappSettings.phoneNumberId, {
      statuses: [statusUpdate(standIn.sent[0]!.wamid, "read", meena.waId)],
    }),
    whatsappSettings.appSecret,
  );
  await expect(async () => {
    await page.reload();
    await expect(bubble.locator("[data-ticks=read]")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.screenshot({ path: testInfo.outputPath("chat-390.png"), fullPage: true });
  await expectAccessible(page, "a lead's WhatsApp chat on a phone");
  await page.setViewportSize(wide);
  await page.screenshot({ path: testInfo.outputPath("chat-1366.png"), fullPage: true });
  await expectAccessible(page, "a lead's WhatsApp chat on a wide screen");

  // Without JavaScript the reply box is a plain form: the page comes back with the notice.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: phone,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(page.url());
  await plain.getByLabel("Your reply").fill("Also, please send a photo of the old wardrobe.");
  await plain.getByRole("button", { name: "Send on WhatsApp" }).click();
  await expect(plain.getByText("Sent on WhatsApp.")).toBeVisible();
  await expect(
    plain
      .getByRole("list", { name: "WhatsApp chat" })
      .getByText("Also, please send a photo of the old wardrobe."),
  ).toBeVisible();
  expect(standIn.sent).toHaveLength(2);
  await noScript.close();

  // The forged delivery made no lead.
  await page.goto("/admin?view=all");
  await expect(page.getByRole("link", { name: meena.name })).toBeVisible();
  await expect(page.getByText(forger.name)).toHaveCount(0);

  // A customer who last wrote 25 hours ago: no reply box, the approved template instead.
  const ravi = newCustomer(testInfo, "Ravi");
  const long = Date.now() - 25 * hour;
  standIn.customerWrote(ravi.waId, long);
  await postDelivery(
    webhook,
    delivery(whatsappSettings.phoneNumberId, {
      from: ravi,
      messages: [textMessage(ravi, "Do you fit office furniture?", new Date(long))],
    }),
    whatsappSettings.appSecret,
  );
  await page.setViewportSize(phone);
  await openLeadOnceListed(page, ravi.name);
  const closed = page.locator("section", { has: page.getByRole("heading", { name: "WhatsApp chat" }) });
  await expect(closed.getByText(/The 24-hour reply window is closed/)).toBeVisible();
  await expect(closed.getByLabel("Your reply")).toHaveCount(0);
  await expect(page.getByText(/^Reply window open/)).toHaveCount(0);
  const template = closed.getByRole("form", { name: "Follow up an enquiry" });
  await template.getByLabel("{{1}} Customer's name").fill("Ravi");
  await template.getByLabel("{{2}} Business name").fill("BTM Carpentry Works");
  await template.getByLabel("{{3}} Service").fill("Office Furniture Setup");
  await page.screenshot({ path: testInfo.outputPath("template-390.png"), fullPage: true });
  await expectAccessible(page, "a closed window's templates");
  await template.getByRole("button", { name: "Send template" }).click();
  await expectToast(page, { title: "Message sent", text: "Sent on WhatsApp." });
  expect(standIn.sent.at(-1)?.body.template).toEqual({
    name: "enquiry_follow_up",
    language: { code: "en" },
    components: [
      {
        type: "body",
        parameters: ["Ravi", "BTM Carpentry Works", "Office Furniture Setup"].map((text) => ({
          type: "text",
          text,
        })),
      },
    ],
  });
  await expect(
    closed.getByText(/this is BTM Carpentry Works about your enquiry for Office Furniture Setup/),
  ).toBeVisible();
});
