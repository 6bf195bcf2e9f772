import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deskUser, insertAccounts } from "../../../tests/support/desk-users";
import { pushServiceForTests } from "../../../tests/support/push-service-hooks";
import { kitchenQuoteWithOption } from "../../../tests/support/quote-examples";
import { testDatabases } from "../../../tests/support/test-database";
import { parseEnv } from "../env.server";
import { approveQuote } from "../quotes/quote-customer-answers.server";
import { createQuote, sendQuote } from "../quotes/quote-store.server";
import { resolveSite } from "../site.server";
import { pushSender } from "./push-sender.server";
import { saveSubscription } from "./push-subscriptions.server";
import { vapidKeys } from "./vapid-keys.server";

const site = resolveSite(parseEnv({ SITE_PROFILE: "carpentry", PUBLIC_URL: "https://workshop.example" }));
const accounts = {
  owner: { id: "user-owner", email: "owner@example.in", role: "admin" },
  asha: { id: "user-asha", email: "asha@example.in", role: "staff" },
  ravi: { id: "user-ravi", email: "ravi@example.in", role: "staff" },
};
const leadId = "00000000-0000-4000-8000-000000000001";
const now = new Date();

const { push, keyFile } = pushServiceForTests();

describe.each(testDatabases())("a quote approved, on a phone, on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
    await insertAccounts(handle.db, Object.values(accounts));
    await handle.db
      .insertInto("leads")
      .values({
        id: leadId,
        assignee_id: accounts.asha.id,
        name: "Meera Rao",
        phone: "+919845000001",
        email: null,
        service: "Modular Kitchen",
        message: null,
        status: "new",
        created_at: "2026-11-20T04:30:00.000Z",
        updated_at: "2026-11-20T04:30:00.000Z",
      })
      .execute();
  });
  afterEach(() => handle.drop());

  it("reaches the owner and the lead's own staff member, not another, and opens the lead", async () => {
    const device = async (userId: string, name: string) => {
      const made = push.device(`${database.name}-${name}`);
      await saveSubscription(handle.db, userId, { endpoint: made.endpoint, keys: made.keys }, now);
      return made;
    };
    const owner = await device(accounts.owner.id, "owner");
    const asha = await device(accounts.asha.id, "asha");
    const ravi = await device(accounts.ravi.id, "ravi");
    const deps = { db: handle.db, now, actor: deskUser(accounts.asha), site };
    const created = await createQuote(deps, leadId, kitchenQuoteWithOption);
    if (created.kind !== "done") throw new Error(created.kind);
    const sent = await sendQuote(deps, created.value.id, "link");
    if (sent.kind !== "done") throw new Error(sent.kind);
    const token = sent.value.shareUrl!.split("/quote/")[1]!;
    const approved = await approveQuote({ db: handle.db, now, site }, token, {
      name: "Meera Rao",
      confirmed: true,
      included: ["l2"],
    });
    expect(approved.kind).toBe("done");

    const keys = vapidKeys(keyFile());
    await pushSender({
      db: handle.db,
      settings: { keys, subject: "mailto:owner@example.in", publicUrl: site.publicUrl },
      log: () => undefined,
      clock: () => new Date(Date.now() + 60_000),
    }).deliver();
    const expected = {
      title: "Quote approved",
      body: expect.stringContaining(`Meera Rao approved quotation ${created.value.number}`) as string,
      url: `https://workshop.example/admin/leads/${leadId}`,
      tag: `lead-${leadId}`,
    };
    expect(push.messagesFor(owner)).toEqual([expected]);
    expect(push.messagesFor(asha)).toEqual([expected]);
    expect(push.messagesFor(ravi)).toEqual([]);
  });
});
