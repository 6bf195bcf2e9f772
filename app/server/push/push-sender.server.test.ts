import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadSchema } from "~/lib/lead-schema";
import { insertAccounts } from "../../../tests/support/desk-users";
import { pushServiceForTests } from "../../../tests/support/push-service-hooks";
import { testDatabases } from "../../../tests/support/test-database";
import { revokeDeskAccess } from "../auth/staff-accounts.server";
import { parseEnv } from "../env.server";
import { erasePerson } from "../leads/erasure.server";
import { createLead, type LeadDeps } from "../leads/create-lead.server";
import { leadWrites } from "../leads/lead-writes.server";
import { leadStore } from "../leads/store-lead.server";
import { resolveSite } from "../site.server";
import { queueLeadPush } from "./push-alerts.server";
import { maxPushAttempts } from "./push-queue.server";
import { pushSender } from "./push-sender.server";
import { devicesOf, removeDevice, saveSubscription } from "./push-subscriptions.server";
import { vapidKeys } from "./vapid-keys.server";

const site = resolveSite(parseEnv({ SITE_PROFILE: "carpentry", PUBLIC_URL: "https://desk.example.in" }));
const schema = leadSchema({ services: site.leadForm.services, areas: ["Koramangala"] });
const service = site.leadForm.services[0]!;
const accounts = {
  admin: { id: "user-admin", email: "admin@example.in", role: "admin" },
  ravi: { id: "user-ravi", email: "ravi@example.in", role: "staff" },
  quiet: { id: "user-quiet", email: "quiet@example.in", role: "staff" },
};

const { push, keyFile } = pushServiceForTests();

describe.each(testDatabases())("push alerts on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  const keys = () => vapidKeys(keyFile());
  // A minute on: what the test queues at the real time is due by then.
  const clock = () => new Date(Date.now() + 60_000);
  const settings = () => ({
    keys: keys(),
    subject: "mailto:owner@example.in",
    publicUrl: site.publicUrl,
  });
  const sender = (db = handle.db) => pushSender({ db, settings: settings(), log: () => undefined, clock });
  const deps = (): LeadDeps => ({
    store: leadStore(leadWrites(handle.db, { notify: ["owner@example.in"] }), () => undefined),
    now: () => new Date(),
    schema,
    rateLimit: { max: 100, windowMs: 60_000 },
    log: () => undefined,
  });
  let phones = 0;
  const enquire = (name: string) =>
    createLead(deps(), {
      fields: { name, phone: `98450 ${String(12345 + phones++)}`, service, message: "", area: "Koramangala" },
      clientAddress: "203.0.113.9",
      channel: "api",
    });
  const turnOn = (userId: string, name: string) => {
    const device = push.device(`${database.name}-${name}-${Math.random().toString(36).slice(2)}`);
    return saveSubscription(
      handle.db,
      userId,
      { endpoint: device.endpoint, keys: device.keys },
      new Date(),
    ).then((id) => ({ ...device, id }));
  };
  const devices = () => handle.db.selectFrom("push_subscriptions").select("id").execute();
  const queue = () => handle.db.selectFrom("push_queue").selectAll().execute();

  beforeEach(async () => {
    handle = await database.open();
    await insertAccounts(handle.db, Object.values(accounts));
    await handle.db.updateTable("user").set({ leadAlerts: 0 }).where("id", "=", accounts.quiet.id).execute();
  });
  afterEach(async () => {
    await handle.drop();
  });

  it("sends a new lead to each device of the members its e-mail alert reaches, encrypted, signed, with TTL and Urgency", async () => {
    const phone = await turnOn(accounts.admin.id, "admin-phone");
    const laptop = await turnOn(accounts.ravi.id, "ravi-laptop");
    const quiet = await turnOn(accounts.quiet.id, "quiet-phone");
    const result = await enquire("Asha Rao");
    if (result.kind !== "created") throw new Error(result.kind);
    expect(await queue()).toHaveLength(2);
    await sender().deliver();

    const expected = {
      title: "New enquiry",
      body: `Asha Rao · ${service} · Koramangala`,
      url: `https://desk.example.in/admin/leads/${result.id}`,
      tag: `lead-${result.id}`,
    };
    expect(push.messagesFor(phone)).toEqual([expected]);
    expect(push.messagesFor(laptop)).toEqual([expected]);
    // The member who turned new-lead alerts off hears nothing on their device either.
    expect(push.messagesFor(quiet)).toEqual([]);

    const request = push.received.find((item) => item.path === new URL(phone.endpoint).pathname)!;
    expect(request.headers["content-encoding"]).toBe("aes128gcm");
    expect(request.headers.ttl).toBe("86400");
    expect(request.headers.urgency).toBe("high");
    expect(request.body.length).toBeLessThan(3000);
    expect(request.vapidKey).toBe(keys().publicKey);
    expect(request.claims.aud).toBe(push.origin);
    expect(request.claims.sub).toBe("mailto:owner@example.in");
    const inSeconds = request.claims.exp - Date.now() / 1000;
    expect(inSeconds).toBeGreaterThan(0);
    expect(inSeconds).toBeLessThanOrEqual(24 * 3600);
    // Delivered notifications do not stay in the database: they name the customer.
    expect(await queue()).toEqual([]);
  });

  it("drops a device its push service no longer knows, and tries a failing service a few times only", async () => {
    const gone = await turnOn(accounts.admin.id, "gone");
    const flaky = await turnOn(accounts.ravi.id, "flaky");
    push.answers.set(new URL(gone.endpoint).pathname, [410]);
    push.answers.set(new URL(flaky.endpoint).pathname, Array(maxPushAttempts).fill(500) as number[]);
    const created = await enquire("Farah");
    if (created.kind !== "created") throw new Error(created.kind);
    await handle.db.deleteFrom("push_queue").execute();
    const lead = { id: created.id, assignee_id: null };
    await handle.db
      .transaction()
      .execute((trx) =>
        queueLeadPush(trx, lead, { title: "Quote approved", body: "Q/2026-27/0001" }, new Date()),
      );
    await sender().deliver();
    expect((await devices()).map((row) => row.id)).toEqual([flaky.id]);
    const [waiting] = await queue();
    expect(waiting).toMatchObject({ subscription_id: flaky.id, attempts: 1 });
    expect(waiting!.send_after > new Date(Date.now() + 60_000).toISOString()).toBe(true);

    // Each retry falls due later; after the last try the notification is dropped, the device kept.
    let now = Date.now() + 60_000;
    for (let tries = 1; tries < maxPushAttempts; tries++) {
      now += 3_600_000;
      const later = new Date(now);
      await pushSender({
        db: handle.db,
        settings: settings(),
        log: () => undefined,
        clock: () => later,
      }).deliver();
    }
    expect(await queue()).toEqual([]);
    expect((await devices()).map((row) => row.id)).toEqual([flaky.id]);
    expect(push.received.filter((item) => item.path === new URL(flaky.endpoint).pathname)).toHaveLength(
      maxPushAttempts,
    );
  });

  it("sends each notification once when two servers deliver at the same moment", async () => {
    const phone = await turnOn(accounts.admin.id, "shared");
    for (const name of ["Bhavna", "Chetan", "Divya", "Esha"]) await enquire(name);
    const other = await handle.another();
    try {
      await Promise.all([sender().deliver(), sender(other.db).deliver()]);
    } finally {
      await other.close();
    }
    const names = push
      .messagesFor(phone)
      .map((message) => (message as { body: string }).body.split(" · ")[0]);
    expect(names.sort()).toEqual(["Bhavna", "Chetan", "Divya", "Esha"]);
  });

  it("keeps one row per device, lets a member remove only their own, and drops them all when access is revoked", async () => {
    const phone = await turnOn(accounts.ravi.id, "handed-on");
    // The same phone, turned on again by another member after a sign-out: still one row, now theirs.
    await saveSubscription(
      handle.db,
      accounts.admin.id,
      { endpoint: phone.endpoint, keys: phone.keys },
      new Date(),
    );
    expect(await devicesOf(handle.db, accounts.ravi.id)).toEqual([]);
    const [mine] = await devicesOf(handle.db, accounts.admin.id);
    expect(await removeDevice(handle.db, accounts.ravi.id, { id: mine!.id })).toBe(false);
    expect(await devicesOf(handle.db, accounts.admin.id)).toHaveLength(1);

    await turnOn(accounts.ravi.id, "ravi-one");
    await turnOn(accounts.ravi.id, "ravi-two");
    expect(await devicesOf(handle.db, accounts.ravi.id)).toHaveLength(2);
    expect(await revokeDeskAccess(handle.db, { id: accounts.ravi.id })).toMatchObject({ ok: true });
    expect(await devicesOf(handle.db, accounts.ravi.id)).toEqual([]);
    expect(await devicesOf(handle.db, accounts.admin.id)).toHaveLength(1);
  });

  it("holds a waiting notification no longer than its lead: erasing the person takes it", async () => {
    await turnOn(accounts.admin.id, "erased");
    const created = await enquire("Gita");
    if (created.kind !== "created") throw new Error(created.kind);
    expect(await queue()).toHaveLength(1);
    const [lead] = await handle.db.selectFrom("leads").select("phone").where("id", "=", created.id).execute();
    await erasePerson(handle.db, { phone: lead!.phone, erasedBy: accounts.admin.email, now: new Date() });
    expect(await queue()).toEqual([]);
  });
});
