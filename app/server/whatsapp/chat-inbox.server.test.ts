import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GraphApiStandIn } from "../../../tests/support/graph-api-stand-in";
import { insertAccounts } from "../../../tests/support/desk-users";
import { testDatabases } from "../../../tests/support/test-database";
import {
  adMessage,
  delivery,
  imageMessage,
  locationMessage,
  newWamid,
  statusUpdate,
  textMessage,
  voiceNote,
} from "../../../tests/support/whatsapp-payloads";
import { adminCopy } from "~/lib/admin-copy";
import { parseEnv } from "../env.server";
import { resolveSite } from "../site.server";
import { chatWorker } from "./chat-worker.server";
import { chatMessages, chatWindow } from "./conversation.server";
import { keepDelivery } from "./inbox.server";
import { erasePerson } from "../leads/erasure.server";
import { saveSubscription } from "../push/push-subscriptions.server";
import { anonymiseClosedLeads } from "../leads/retention.server";

const site = resolveSite(parseEnv({}));
const meena = { waId: "919845012345", name: "Meena Rao" };
const phone = `+${meena.waId}`;
const now = new Date("2026-11-27T06:00:00.000Z");
const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

const standIn = new GraphApiStandIn();
beforeAll(() => standIn.start());
afterAll(() => standIn.stop());

describe.each(testDatabases())("WhatsApp deliveries on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let alerts = 0;
  const logged: string[] = [];
  const worker = () =>
    chatWorker({
      db: handle.db,
      setting: { site, notify: ["owner@example.in"] },
      graph: { apiUrl: standIn.url, token: standIn.token, phoneNumberId: standIn.phoneNumberId },
      log: (_level, msg) => logged.push(msg),
      alertsQueued: () => (alerts += 1),
      clock: () => now,
    });
  /** Keeps each body as the webhook would, then works the inbox through. */
  const receive = async (...bodies: unknown[]) => {
    for (const body of bodies) await keepDelivery(handle.db, JSON.stringify(body), now);
    await worker().work();
  };
  const leads = () => handle.db.selectFrom("leads").selectAll().orderBy("created_at").execute();

  beforeEach(async () => {
    handle = await database.open();
    alerts = 0;
    logged.length = 0;
  });
  afterEach(() => handle.drop());

  it("makes a lead of a new customer's chat, credits the page its greeting names, and alerts", async () => {
    const greeting = `Hi ${site.business.name}, I'm on your Services page and would like a quote for Wardrobe Installation.`;
    await receive(
      delivery(standIn.phoneNumberId, { from: meena, messages: [textMessage(meena, greeting, now)] }),
    );
    const [lead] = await leads();
    expect(lead).toMatchObject({
      name: "Meena Rao",
      phone,
      source: "whatsapp",
      message: greeting,
      service: "Wardrobe Installation",
      source_path: "/services",
      status: "new",
    });
    const queued = await handle.db.selectFrom("mail_queue").selectAll().execute();
    expect(queued.map((mail) => [mail.kind, mail.recipient, mail.lead_id])).toEqual([
      ["lead", "owner@example.in", lead!.id],
    ]);
    expect(alerts).toBe(1);
    // The inbox keeps nothing once worked through.
    expect(await handle.db.selectFrom("whatsapp_inbox").selectAll().execute()).toEqual([]);
  });

  it("stores a message once whatever Meta retries, and adds later ones to the open lead's timeline", async () => {
    const first = textMessage(meena, "Hello, I need a wardrobe fitted", now);
    const body = delivery(standIn.phoneNumberId, { from: meena, messages: [first] });
    await receive(body, body, body);
    await receive(
      delivery(standIn.phoneNumberId, {
        from: meena,
        messages: [locationMessage(meena, now), voiceNote(meena, now)],
      }),
    );
    const [lead, ...others] = await leads();
    expect(others).toEqual([]);
    const chat = await chatMessages(handle.db, lead!.id);
    expect(chat.map((message) => [message.direction, message.kind, message.text])).toEqual([
      ["in", "text", "Hello, I need a wardrobe fitted"],
      ["in", "location", "Our flat, 16th Main, BTM Layout"],
      ["in", "voice", "The customer sent a voice note."],
    ]);
    expect(chat[1]!.detail).toMatchObject({ latitude: 12.9166, longitude: 77.6101 });
    const timeline = await handle.db
      .selectFrom("lead_activities")
      .select(["kind", "text"])
      .where("lead_id", "=", lead!.id)
      .orderBy("created_at")
      .execute();
    expect(timeline.map((entry) => entry.kind)).toEqual(["chat", "chat"]);
    expect(alerts).toBe(1);
  });

  it("puts a new chat, and each later message, on the phones of the desk members with alerts on", async () => {
    await insertAccounts(handle.db, [{ id: "user-admin", email: "admin@example.in", role: "admin" }]);
    const device = { endpoint: "https://push.example.net/send/abc", keys: { p256dh: "key", auth: "secret" } };
    await saveSubscription(handle.db, "user-admin", device, now);
    await receive(
      delivery(standIn.phoneNumberId, { from: meena, messages: [textMessage(meena, "Hello", now)] }),
    );
    await receive(
      delivery(standIn.phoneNumberId, {
        from: meena,
        messages: [textMessage(meena, "Can you come on Saturday?", now)],
      }),
    );
    const [lead] = await leads();
    const queued = await handle.db.selectFrom("push_queue").selectAll().orderBy("created_at").execute();
    const sent = queued.map((row) => {
      const message = JSON.parse(row.message) as { title: string; body: string };
      return [row.lead_id, message.title, message.body];
    });
    expect(sent).toEqual([
      [lead!.id, "New enquiry", `Meena Rao · ${adminCopy.whatsapp.chatService}`],
      [lead!.id, "WhatsApp from Meena Rao", "Can you come on Saturday?"],
    ]);
  });

  it("starts a new lead once the customer's lead is closed: a returning customer", async () => {
    await receive(
      delivery(standIn.phoneNumberId, { from: meena, messages: [textMessage(meena, "First job", now)] }),
    );
    await handle.db.updateTable("leads").set({ status: "converted" }).execute();
    await receive(
      delivery(standIn.phoneNumberId, { from: meena, messages: [textMessage(meena, "Second job", now)] }),
    );
    const both = (await leads()).map((lead) => [lead.message, lead.status]);
    expect(both.sort()).toEqual([
      ["First job", "converted"],
      ["Second job", "new"],
    ]);
  });

  it("keeps a click-to-WhatsApp ad as the lead's campaign", async () => {
    await receive(
      delivery(standIn.phoneNumberId, { from: meena, messages: [adMessage(meena, "Saw your ad", now)] }),
    );
    const [lead] = await leads();
    expect(lead).toMatchObject({
      utm_source: "meta",
      utm_medium: "click-to-whatsapp",
      utm_campaign: "Modular kitchens fitted in 10 days",
      referrer: "https://fb.me/3kPq9zX1",
      utm_content: expect.stringMatching(/^ARAk/) as string,
      source_path: null,
    });
  });

  it("fetches a photo through the media API and keeps it with the lead", async () => {
    standIn.media.set("4490709327384033", { mimeType: "image/jpeg", bytes: photo });
    await receive(
      delivery(standIn.phoneNumberId, {
        from: meena,
        messages: [
          imageMessage(meena, "4490709327384033", "The wall for the TV unit", now),
          imageMessage(meena, "999", "", now),
        ],
      }),
    );
    const [lead] = await leads();
    const kept = await handle.db.selectFrom("whatsapp_media").selectAll().execute();
    expect(kept.map((row) => [row.media_id, row.lead_id, Buffer.from(row.bytes).equals(photo)])).toEqual([
      ["4490709327384033", lead!.id, true],
    ]);
    const chat = await chatMessages(handle.db, lead!.id);
    expect(chat.map((message) => [message.text, message.hasPhoto])).toEqual([
      ["The wall for the TV unit", true],
      ["", false],
    ]);
    expect(logged).toContain("whatsapp_photo_not_fetched");
  });

  it("takes a person's chat and photos with them when they are erased, or their closed lead is anonymised", async () => {
    standIn.media.set("5550001", { mimeType: "image/jpeg", bytes: photo });
    standIn.media.set("5550002", { mimeType: "image/jpeg", bytes: photo });
    const ravi = { waId: "919845054321", name: "Ravi" };
    for (const who of [meena, ravi])
      await receive(
        delivery(standIn.phoneNumberId, {
          from: who,
          messages: [
            textMessage(who, "Hi", now),
            imageMessage(who, who === meena ? "5550001" : "5550002", "", now),
          ],
        }),
      );
    await erasePerson(handle.db, { phone, erasedBy: "owner@example.in", now });
    const phones = async () =>
      (await handle.db.selectFrom("whatsapp_messages").select("phone").execute()).map((row) => row.phone);
    expect(new Set(await phones())).toEqual(new Set(["+919845054321"]));
    const photos = async () =>
      (await handle.db.selectFrom("whatsapp_media").select("media_id").execute()).map((row) => row.media_id);
    expect(await photos()).toEqual(["5550002"]);
    await handle.db.updateTable("leads").set({ status: "closed" }).execute();
    await anonymiseClosedLeads(handle.db, { months: 1, now: new Date(now.getTime() + 90 * 86_400_000) });
    expect(await phones()).toEqual([]);
    expect(await photos()).toEqual([]);
  });

  it("moves a reply's status only forward, even when a status comes before the send is stored", async () => {
    await receive(
      delivery(standIn.phoneNumberId, { from: meena, messages: [textMessage(meena, "Hi", now)] }),
    );
    const [lead] = await leads();
    const wamid = newWamid();
    // Meta's "read" arrives first, then a late "delivered" and "sent".
    await receive(
      delivery(standIn.phoneNumberId, { statuses: [statusUpdate(wamid, "read", meena.waId, now)] }),
    );
    await handle.db
      .insertInto("whatsapp_messages")
      .values({
        id: crypto.randomUUID(),
        wamid,
        lead_id: lead!.id,
        phone,
        direction: "out",
        kind: "text",
        text: "Namaste",
        sent_at: now.toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
    await receive(
      delivery(standIn.phoneNumberId, {
        statuses: [
          statusUpdate(wamid, "delivered", meena.waId, now),
          statusUpdate(wamid, "sent", meena.waId, now),
        ],
      }),
    );
    const reply = (await chatMessages(handle.db, lead!.id)).find((message) => message.direction === "out");
    expect(reply?.status).toBe("read");
    // A reply Meta could not deliver says why, in plain words.
    const undelivered = newWamid();
    await handle.db
      .insertInto("whatsapp_messages")
      .values({
        id: crypto.randomUUID(),
        wamid: undelivered,
        lead_id: lead!.id,
        phone,
        direction: "out",
        kind: "text",
        text: "Are you there?",
        sent_at: now.toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
    await receive(
      delivery(standIn.phoneNumberId, {
        statuses: [
          statusUpdate(undelivered, "failed", meena.waId, now, {
            code: 131026,
            title: "Message undeliverable",
            details: "Unable to deliver message.",
          }),
        ],
      }),
    );
    const failed = (await chatMessages(handle.db, lead!.id)).find(
      (message) => message.text === "Are you there?",
    );
    expect(failed).toMatchObject({ status: "failed", error: adminCopy.whatsapp.errors.notOnWhatsApp });
  });

  it("opens the customer's window for 24 hours from their last message", async () => {
    const wrote = new Date(now.getTime() - 23 * 3_600_000);
    await receive(
      delivery(standIn.phoneNumberId, { from: meena, messages: [textMessage(meena, "Hi", wrote)] }),
    );
    expect(await chatWindow(handle.db, phone, now)).toEqual({
      open: true,
      closesAt: new Date(wrote.getTime() + 24 * 3_600_000).toISOString(),
    });
    expect((await chatWindow(handle.db, phone, new Date(now.getTime() + 3_600_000))).open).toBe(false);
    expect(await chatWindow(handle.db, "+919845099999", now)).toEqual({ open: false, closesAt: null });
  });

  it("ignores what is not a delivery for the business's own number", async () => {
    await receive(
      { object: "page", entry: [] },
      delivery("999", { from: meena, messages: [textMessage(meena, "x", now)] }),
    );
    expect(await leads()).toEqual([]);
    expect(await handle.db.selectFrom("whatsapp_inbox").selectAll().execute()).toEqual([]);
  });

  it("lets two servers work one inbox without storing a message twice", async () => {
    const other = await handle.another();
    try {
      const body = delivery(standIn.phoneNumberId, {
        from: meena,
        messages: [textMessage(meena, "Once", now)],
      });
      for (let i = 0; i < 20; i += 1) await keepDelivery(handle.db, JSON.stringify(body), now);
      const second = chatWorker({
        db: other.db,
        setting: { site, notify: [] },
        graph: { apiUrl: standIn.url, token: standIn.token, phoneNumberId: standIn.phoneNumberId },
        log: () => undefined,
        alertsQueued: () => undefined,
        clock: () => now,
      });
      await Promise.all([worker().work(), second.work()]);
      expect(await handle.db.selectFrom("whatsapp_messages").select("text").execute()).toEqual([
        { text: "Once" },
      ]);
      expect(await leads()).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
