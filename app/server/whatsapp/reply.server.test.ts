import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deskUser, insertAccounts } from "../../../tests/support/desk-users";
import { GraphApiStandIn } from "../../../tests/support/graph-api-stand-in";
import { testDatabases } from "../../../tests/support/test-database";
import { adminCopy } from "~/lib/admin-copy";
import { parseEnv } from "../env.server";
import { resolveSite } from "../site.server";
import { chatMessages } from "./conversation.server";
import { sendReply } from "./reply.server";

const site = resolveSite(parseEnv({}));
const errors = adminCopy.whatsapp.errors;
const accounts = {
  owner: { id: "user-owner", email: "owner@example.in", role: "admin" },
  asha: { id: "user-asha", email: "asha@example.in", role: "staff" },
};
const owner = deskUser(accounts.owner);
const asha = deskUser(accounts.asha);
const leadId = "00000000-0000-4000-8000-000000000001";
const phone = "+919845012345";
const now = new Date("2026-11-27T06:00:00.000Z");
const hour = 3_600_000;

const standIn = new GraphApiStandIn();
standIn.approved.set("enquiry_follow_up", { language: "en", values: 3 });
standIn.now = () => now.getTime();
beforeAll(() => standIn.start());
afterAll(() => standIn.stop());

describe.each(testDatabases())("replying on WhatsApp on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  const graph = () => ({ apiUrl: standIn.url, token: standIn.token, phoneNumberId: standIn.phoneNumberId });
  const reply = (body: Parameters<typeof sendReply>[1]["reply"], member = owner, settings = graph()) =>
    sendReply(handle.db, { graph: settings, site, leadId, member, now, reply: body });
  /** The customer wrote `ago` ms before now. */
  const customerWrote = async (ago: number) => {
    const at = new Date(now.getTime() - ago);
    await handle.db
      .insertInto("whatsapp_messages")
      .values({
        id: crypto.randomUUID(),
        wamid: `wamid.in-${ago}`,
        lead_id: leadId,
        phone,
        direction: "in",
        kind: "text",
        text: "Hi",
        sent_at: at.toISOString(),
        created_at: at.toISOString(),
      })
      .execute();
    standIn.customerWrote(phone.slice(1), at.getTime());
  };

  beforeEach(async () => {
    handle = await database.open();
    standIn.sent.length = 0;
    await insertAccounts(handle.db, Object.values(accounts));
    await handle.db
      .insertInto("leads")
      .values({
        id: leadId,
        name: "Meena Rao",
        phone,
        email: null,
        service: "Wardrobe Installation",
        message: "Hi",
        source: "whatsapp",
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
  });
  afterEach(() => handle.drop());

  it("sends a text in the window; the chat, the timeline and the response clock all have it", async () => {
    await customerWrote(2 * hour);
    const result = await reply({ text: "Namaste Meena, Saturday 11 am suits?" });
    expect(result).toMatchObject({ kind: "sent" });
    expect(standIn.sent.map((sent) => [sent.to, sent.body.type, sent.body.text])).toEqual([
      ["919845012345", "text", { preview_url: false, body: "Namaste Meena, Saturday 11 am suits?" }],
    ]);
    const chat = await chatMessages(handle.db, leadId);
    expect(chat.at(-1)).toMatchObject({ direction: "out", sentBy: "owner@example.in", status: "sent" });
    const lead = await handle.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead.first_response_at).toBe(now.toISOString());
    const entries = await handle.db.selectFrom("lead_activities").select(["kind", "actor_email"]).execute();
    expect(entries).toContainEqual({ kind: "whatsapp", actor_email: "owner@example.in" });
  });

  it("refuses a text outside the window before asking WhatsApp, and sends an approved template", async () => {
    await customerWrote(25 * hour);
    expect(await reply({ text: "Hello?" })).toEqual({
      kind: "refused",
      code: 131047,
      reason: errors.windowClosed,
    });
    expect(standIn.sent).toEqual([]);
    const values = ["Meena", site.business.name, "Wardrobe Installation"];
    expect(await reply({ template: "enquiry_follow_up", values })).toMatchObject({ kind: "sent" });
    expect(standIn.sent[0]?.body.template).toEqual({
      name: "enquiry_follow_up",
      language: { code: "en" },
      components: [{ type: "body", parameters: values.map((text) => ({ type: "text", text })) }],
    });
    const chat = await chatMessages(handle.db, leadId);
    expect(chat.at(-1)?.text).toBe(
      `Namaste Meena, this is ${site.business.name} about your enquiry for Wardrobe Installation. Reply here whenever suits you and we will continue the chat.`,
    );
  });

  it("says the platform's refusals in plain words", async () => {
    await customerWrote(hour);
    standIn.notOnWhatsApp.add("919845012345");
    expect(await reply({ text: "Hi" })).toEqual({
      kind: "refused",
      code: 131026,
      reason: errors.notOnWhatsApp,
    });
    standIn.notOnWhatsApp.clear();
    expect(await reply({ text: "Hi" }, owner, { ...graph(), token: "EAAGexpired" })).toEqual({
      kind: "refused",
      code: 190,
      reason: errors.token,
    });
    // The stand-in outside the window (the desk's clock said open): Meta's own refusal, in plain words.
    standIn.now = () => now.getTime() + 2 * 86_400_000;
    try {
      expect(await reply({ text: "Hi" })).toEqual({
        kind: "refused",
        code: 131047,
        reason: errors.windowClosed,
      });
    } finally {
      standIn.now = () => now.getTime();
    }
    expect(await reply({ template: "no_such_template", values: [] })).toMatchObject({ kind: "invalid" });
    expect(await chatMessages(handle.db, leadId)).toHaveLength(1);
  });

  it("lets a staff member reply only on a lead they may see", async () => {
    await customerWrote(hour);
    await handle.db.updateTable("leads").set({ status: "contacted" }).execute();
    expect(await reply({ text: "Hi" }, asha)).toEqual({ kind: "not-found" });
    expect(standIn.sent).toEqual([]);
  });
});
