import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadSchema } from "~/lib/lead-schema";
import { GraphApiStandIn } from "../../../tests/support/graph-api-stand-in";
import { testDatabases } from "../../../tests/support/test-database";
import { adminCopy } from "~/lib/admin-copy";
import type { Db } from "../db/connect.server";
import { parseEnv } from "../env.server";
import { createLead } from "../leads/create-lead.server";
import { leadWrites } from "../leads/lead-writes.server";
import { leadStore } from "../leads/store-lead.server";
import { resolveSite } from "../site.server";
import { lastAlertFailure, queueWhatsAppAlerts } from "./owner-alert-queue.server";
import { ownerAlertSender } from "./owner-alerts.server";

const site = resolveSite(parseEnv({ PUBLIC_URL: "https://desk.example.in" }));
const service = site.leadForm.services[0]!;
const owners = ["+919845012345", "+917760098765"];
const template = { name: "new_lead", language: "en" };
const errors = adminCopy.whatsapp.errors;

const standIn = new GraphApiStandIn();
standIn.approved.set("new_lead", { language: "en", values: 4 });

// The server's settings, as the lead writes read them: alerts to the owner's two numbers.
const settings = {
  NOTIFY_WHATSAPP: "98450 12345, +91-77600-98765",
  NOTIFY_WHATSAPP_TEMPLATE: "new_lead:en",
  WHATSAPP_TOKEN: standIn.token,
  WHATSAPP_PHONE_NUMBER_ID: standIn.phoneNumberId,
  WHATSAPP_APP_SECRET: "app-secret-of-the-test",
  WHATSAPP_VERIFY_TOKEN: "verify-of-the-test",
};
beforeAll(async () => {
  Object.assign(process.env, settings);
  await standIn.start();
});
afterAll(async () => {
  for (const name of Object.keys(settings)) delete process.env[name];
  await standIn.stop();
});

describe.each(testDatabases())("new-lead alerts to the owner's WhatsApp on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let clock: Date;
  const graph = (token = standIn.token) => ({
    apiUrl: standIn.url,
    token,
    phoneNumberId: standIn.phoneNumberId,
  });
  const sender = (db: Db = handle.db, options: { template?: typeof template; token?: string } = {}) =>
    ownerAlertSender({
      db,
      graph: graph(options.token),
      template: options.template ?? template,
      publicUrl: site.publicUrl,
      log: () => undefined,
      clock: () => clock,
    });
  let arrivals = 0;
  const enquire = (name: string, phone: string) =>
    createLead(
      {
        store: leadStore(leadWrites(handle.db, { notify: [] }), () => undefined),
        now: () => new Date(Date.parse("2026-11-27T04:30:00.000Z") + arrivals++ * 60_000),
        schema: leadSchema({ services: site.leadForm.services, areas: [] }),
        rateLimit: { max: 100, windowMs: 60_000 },
        log: () => undefined,
      },
      { fields: { name, phone, service, message: "" }, clientAddress: "203.0.113.9", channel: "api" },
    );
  /** A lead stored as it is, and its alert queued to the owner's first number. */
  const leadWithAlert = async (id: string, name = "Meena Rao") => {
    await handle.db
      .insertInto("leads")
      .values({
        id,
        name,
        phone: "+919900112233",
        email: null,
        service,
        message: null,
        source: "web",
        created_at: clock.toISOString(),
        updated_at: clock.toISOString(),
      })
      .execute();
    await queueWhatsAppAlerts(handle.db, [id], clock, owners.slice(0, 1));
  };
  const alerts = () => handle.db.selectFrom("whatsapp_alerts").selectAll().orderBy("created_at").execute();

  beforeEach(async () => {
    handle = await database.open();
    standIn.sent.length = 0;
    standIn.failNextSends = 0;
    // A minute on: the leads the tests enter are queued at the real time, so they are due by then.
    clock = new Date(Date.now() + 60_000);
  });
  afterEach(() => handle.drop());

  it("sends each new lead to each number as the approved template, values in Meta's shape", async () => {
    const created = await enquire("Asha Rao", "99001 12233");
    expect(created.kind).toBe("created");
    const id = created.kind === "created" ? created.id : "";
    expect(await alerts()).toHaveLength(2);
    await sender().deliver();
    expect(standIn.sent.map((sent) => sent.to).sort()).toEqual(["917760098765", "919845012345"]);
    expect(standIn.sent[0]!.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: standIn.sent[0]!.to,
      type: "template",
      template: {
        name: "new_lead",
        language: { code: "en" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Asha Rao" },
              { type: "text", text: service },
              { type: "text", text: "+91 99001 12233" },
              { type: "text", text: `https://desk.example.in/admin/leads/${id}` },
            ],
          },
        ],
      },
    });
    const rows = await alerts();
    expect(rows.every((row) => row.sent_at !== null && row.wamid?.startsWith("wamid."))).toBe(true);
    // Sent once: a later round finds nothing due.
    await sender().deliver();
    expect(standIn.sent).toHaveLength(2);
  });

  it("keeps a value on one line, as the Cloud API requires", async () => {
    await leadWithAlert("00000000-0000-4000-8000-000000000001", "Meena\n\tRao     Kumar");
    await sender().deliver();
    const body = standIn.sent[0]!.body as { template: { components: { parameters: { text: string }[] }[] } };
    expect(body.template.components[0]!.parameters[0]!.text).toBe("Meena Rao   Kumar");
  });

  it("tries again later after Meta answers 500, and sends the alert once", async () => {
    await leadWithAlert("00000000-0000-4000-8000-000000000002");
    standIn.failNextSends = 1;
    await sender().deliver();
    expect(standIn.sent).toHaveLength(0);
    const [failed] = await alerts();
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, stopped_at: null, error_code: 131000 });
    expect(await lastAlertFailure(handle.db)).toMatchObject({ code: 131000, stopped: false });
    // Not due again at once: the first retry waits 30 seconds.
    await sender().deliver();
    expect(standIn.sent).toHaveLength(0);
    clock = new Date(clock.getTime() + 31_000);
    await sender().deliver();
    expect(standIn.sent.map((sent) => sent.to)).toEqual(["919845012345"]);
    expect(await alerts()).toMatchObject([{ attempts: 2, error: null }]);
    expect(await lastAlertFailure(handle.db)).toBeNull();
  });

  it.each([
    [
      "a template Meta has not approved (132001)",
      { template: { name: "new_enquiry", language: "en" } },
      132001,
    ],
    ["an expired token (190)", { token: "EAAG-expired-token-of-the-test" }, 190],
  ])("stops at %s, never tries again, and says why", async (_what, options, code) => {
    await leadWithAlert("00000000-0000-4000-8000-000000000003");
    await sender(handle.db, options).deliver();
    const [stopped] = await alerts();
    expect(stopped).toMatchObject({ attempts: 1, sent_at: null, error_code: code });
    expect(stopped!.stopped_at).not.toBeNull();
    clock = new Date(clock.getTime() + 86_400_000);
    await sender(handle.db, options).deliver();
    expect(await alerts()).toMatchObject([{ attempts: 1 }]);
    expect(standIn.sent).toHaveLength(0);
    expect(await lastAlertFailure(handle.db)).toMatchObject({
      code,
      stopped: true,
      reason: code === 190 ? errors.token : errors.template,
    });
  });

  it("sends each alert once when two servers send the queue at the same moment", async () => {
    // More than two claims' worth, so both servers take some.
    const count = 120;
    for (let i = 0; i < count; i++)
      await leadWithAlert(`00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    const other = await handle.another();
    try {
      await Promise.all([sender().deliver(), sender(other.db).deliver()]);
    } finally {
      await other.close();
    }
    const links = standIn.sent.map((sent) => JSON.stringify(sent.body));
    expect(links).toHaveLength(count);
    expect(new Set(links).size).toBe(count);
    expect((await alerts()).every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
  });
});
