import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deskUser, insertAccounts } from "../../../tests/support/desk-users";
import { testDatabases } from "../../../tests/support/test-database";
import type { Site } from "~/lib/site";
import { parseEnv } from "../env.server";
import { erasePerson } from "../leads/erasure.server";
import { resolveSite } from "../site.server";
import { approveQuote, askForChanges } from "./quote-customer-answers.server";
import { customerFigures, openCustomerQuote } from "./quote-customer.server";
import {
  createQuote,
  getQuote,
  getQuoteVersion,
  latestQuotes,
  listLeadQuotes,
  reviseQuote,
  revokeQuoteLink,
  sendQuote,
  updateQuote,
  type QuoteResult,
} from "./quote-store.server";
import { kitchenQuoteWithOption } from "../../../tests/support/quote-examples";

const leadId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
const now = new Date("2026-11-27T06:00:00.000Z");
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

const accounts = {
  owner: { id: "user-owner", email: "owner@example.in", role: "admin" },
  asha: { id: "user-asha", email: "asha@example.in", role: "staff" },
  ravi: { id: "user-ravi", email: "ravi@example.in", role: "staff" },
};
const owner = deskUser(accounts.owner);
const asha = deskUser(accounts.asha);
const ravi = deskUser(accounts.ravi);

const unregistered = resolveSite(
  parseEnv({ SITE_PROFILE: "carpentry", PUBLIC_URL: "https://workshop.example" }),
);
const registered: Site = {
  ...unregistered,
  business: { ...unregistered.business, gstin: "29AABCW1234K1Z8" },
};

const ashasLead = leadId(1);
const unassignedLead = leadId(2);
const ravisLead = leadId(3);

const example = kitchenQuoteWithOption;

function value<T>(result: QuoteResult<T>): T {
  if (result.kind !== "done") throw new Error(`expected done, got ${JSON.stringify(result)}`);
  return result.value;
}

describe.each(testDatabases())("quotes on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
    await insertAccounts(handle.db, Object.values(accounts));
    await handle.db
      .insertInto("leads")
      .values(
        [
          { id: ashasLead, assignee_id: accounts.asha.id, email: "meera@example.in" },
          { id: unassignedLead, assignee_id: null, email: null },
          { id: ravisLead, assignee_id: accounts.ravi.id, email: null },
        ].map((lead, i) => ({
          ...lead,
          name: `Customer ${i + 1}`,
          phone: `+91984500000${i + 1}`,
          service: "Modular Kitchen",
          message: null,
          status: "new" as const,
          created_at: "2026-11-20T04:30:00.000Z",
          updated_at: "2026-11-20T04:30:00.000Z",
        })),
      )
      .execute();
  });
  afterEach(() => handle.drop());

  const deps = (actor = asha, at = now, site = registered) => ({ db: handle.db, now: at, actor, site });
  const customer = (at = now, site = registered) => ({ db: handle.db, now: at, site });
  const tokenOf = (url: string | null) => url!.split("/quote/")[1]!;
  const timeline = async (id: string) =>
    (
      await handle.db
        .selectFrom("lead_activities")
        .select(["kind", "text", "actor_email"])
        .where("lead_id", "=", id)
        .orderBy("created_at")
        .execute()
    ).map((entry) => `${entry.kind}: ${entry.text}${entry.actor_email ? ` (${entry.actor_email})` : ""}`);
  const mail = () =>
    handle.db
      .selectFrom("mail_queue")
      .select(["kind", "recipient", "subject", "body"])
      .orderBy("created_at")
      .execute();
  const leadRow = (id: string) =>
    handle.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("numbers a Karnataka quote, taxes it with CGST and SGST, and records it", async () => {
    const quote = value(await createQuote(deps(), ashasLead, example));
    expect(quote.number).toBe("Q/2026-27/0001");
    expect(quote.status).toBe("draft");
    expect(quote.totals).toEqual({
      taxable: "60900.00",
      cgst: "5481.00",
      sgst: "5481.00",
      igst: "0.00",
      total: "71862.00",
    });
    expect(quote.document.taxKind).toBe("intra");
    expect(quote.document.customer).toMatchObject({ name: "Customer 1", phone: "+919845000001" });
    expect(quote.document.business.gstin).toBe("29AABCW1234K1Z8");
    expect(quote.document.validUntil).toBe("2026-12-27");
    expect(quote.shareUrl).toMatch(/^https:\/\/workshop\.example\/quote\/[A-Za-z0-9_-]{43}$/);
    expect(await timeline(ashasLead)).toEqual([
      "quote: Quotation Q/2026-27/0001 drafted: ₹71,862.00 (asha@example.in)",
    ]);
    const second = value(await createQuote(deps(owner), ravisLead, example));
    expect(second.number).toBe("Q/2026-27/0002");
  });

  it("taxes a site in another state with IGST, and shows no tax unregistered", async () => {
    const inter = value(await createQuote(deps(), ashasLead, { ...example, placeOfSupply: "27" }));
    expect(inter.document.taxKind).toBe("inter");
    expect(inter.totals).toMatchObject({ cgst: "0.00", sgst: "0.00", igst: "10962.00", total: "71862.00" });
    const none = value(await createQuote(deps(asha, now, unregistered), ashasLead, example));
    expect(none.document.taxKind).toBe("none");
    expect(none.document.business.gstin).toBeNull();
    expect(none.totals).toMatchObject({ taxable: "60900.00", total: "60900.00" });
    expect(none.document.sections[0]!.lines[0]!.code).toBe("");
  });

  it("numbers by the financial year in India's time, across 31 March", async () => {
    const lastMinute = new Date("2027-03-31T18:29:59.000Z"); // 23:59:59 IST, 31 March
    const firstMinute = new Date("2027-03-31T18:30:00.000Z"); // 00:00 IST, 1 April
    expect(value(await createQuote(deps(asha, lastMinute), ashasLead, example)).number).toBe(
      "Q/2026-27/0001",
    );
    expect(value(await createQuote(deps(asha, lastMinute), ashasLead, example)).number).toBe(
      "Q/2026-27/0002",
    );
    expect(value(await createQuote(deps(asha, firstMinute), ashasLead, example)).number).toBe(
      "Q/2027-28/0001",
    );
  });

  it("never gives two quotes made at once the same number", async () => {
    // Two handles as two servers on PostgreSQL; SQLite's one connection per process takes turns
    // (two connections in one process would wait on each other's lock).
    const other = database.name === "postgres" ? await handle.another() : handle;
    try {
      const made = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          createQuote({ ...deps(owner), db: i % 2 ? other.db : handle.db }, ravisLead, example),
        ),
      );
      expect(made.map((result) => value(result).number).sort()).toEqual(
        [1, 2, 3, 4, 5, 6].map((n) => `Q/2026-27/000${n}`),
      );
    } finally {
      if (other !== handle) await other.close();
    }
  });

  it("refuses a quote with problems without using a number", async () => {
    const refused = await createQuote(deps(), ashasLead, { sections: [{ title: "", lines: [] }] });
    expect(refused.kind).toBe("invalid");
    expect(value(await createQuote(deps(), ashasLead, example)).number).toBe("Q/2026-27/0001");
  });

  it("lets staff quote only the leads they can see", async () => {
    expect((await createQuote(deps(asha), ravisLead, example)).kind).toBe("not-found");
    const ravis = value(await createQuote(deps(ravi), ravisLead, example));
    expect(await getQuote(handle.db, asha, ravis.id, registered)).toBeNull();
    expect((await sendQuote(deps(asha), ravis.id, "link")).kind).toBe("not-found");
    expect(await listLeadQuotes(handle.db, asha, ravisLead)).toBeNull();
    expect(await getQuote(handle.db, owner, ravis.id, registered)).not.toBeNull();
    // An unassigned new lead is every staff member's to answer; sending takes it.
    const unassigned = value(await createQuote(deps(asha), unassignedLead, example));
    value(await sendQuote(deps(asha), unassigned.id, "whatsapp"));
    expect((await leadRow(unassignedLead)).assignee_id).toBe(accounts.asha.id);
  });

  it("starts from a template with the business's tax defaults", async () => {
    const quote = value(await createQuote(deps(), ashasLead, { template: "l-shaped-kitchen" }));
    expect(quote.document.service).toBe("modular-kitchen-fitting");
    expect(quote.document.sections[0]!.lines.map((line) => [line.code, line.gstRate, line.optional])).toEqual(
      [
        ["995476", 18, false],
        ["995476", 18, false],
        ["995476", 18, false],
        ["995476", 18, true],
      ],
    );
  });

  it("edits a draft, refuses to edit a sent version, and sends: New to Contacted, on the timeline", async () => {
    const quote = value(await createQuote(deps(), ashasLead, example));
    const edited = value(await updateQuote(deps(), quote.id, { ...example, discount: { amount: "900.00" } }));
    expect(edited.totals.taxable).toBe("60000.00");
    expect(edited.version).toBe(1);

    const sent = value(await sendQuote(deps(asha, later(5)), quote.id, "email"));
    expect(sent.status).toBe("sent");
    expect(sent.sentVersion).toBe(1);
    expect(sent.emailed).toBe(true);
    expect(sent.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919845000001\?text=/);
    expect(decodeURIComponent(sent.whatsappUrl)).toContain(sent.shareUrl!);
    const lead = await leadRow(ashasLead);
    expect(lead.status).toBe("contacted");
    expect(lead.first_response_at).toBe(later(5).toISOString());
    expect((await timeline(ashasLead)).slice(1)).toEqual([
      "status: new → contacted (asha@example.in)",
      "quote: Quotation Q/2026-27/0001 sent: ₹70,800.00 (asha@example.in)",
    ]);
    const [queued] = await mail();
    expect(queued).toMatchObject({ kind: "quote", recipient: "meera@example.in" });
    expect(queued!.body).toContain(sent.shareUrl!);

    expect(await updateQuote(deps(), quote.id, example)).toMatchObject({ kind: "conflict" });
    expect(await sendQuote(deps(asha), leadId(9), "link")).toEqual({ kind: "not-found" });
  });

  it("revises a sent quote as a new version; the old link is superseded once the new one is sent", async () => {
    const quote = value(await createQuote(deps(), ashasLead, example));
    const first = value(await sendQuote(deps(), quote.id, "link"));
    const oldToken = tokenOf(first.shareUrl);
    expect((await reviseQuote(deps(), quote.id, example)).kind).toBe("done");
    expect(await reviseQuote(deps(), quote.id)).toMatchObject({ kind: "conflict" });
    // Still a draft: the customer's link shows version 1.
    expect((await openCustomerQuote(customer(), oldToken))?.state).toBe("open");
    const changed = {
      ...example,
      sections: [
        {
          title: "Kitchen",
          lines: [{ description: "Base cabinets", quantity: "40", unit: "sqft", rate: "1450" }],
        },
      ],
    };
    const revised = value(await updateQuote(deps(), quote.id, changed));
    expect(revised.version).toBe(2);
    expect(revised.number).toBe(quote.number);
    const resent = value(await sendQuote(deps(), quote.id, "link"));
    expect(resent.shareUrl).not.toBe(first.shareUrl);
    expect((await openCustomerQuote(customer(), oldToken))?.state).toBe("superseded");
    expect((await openCustomerQuote(customer(), tokenOf(resent.shareUrl)))?.document.version).toBe(2);
    expect((await getQuoteVersion(handle.db, asha, quote.id, 1))?.figures.totalPaise).toBe(7186200);
    expect((await getQuoteVersion(handle.db, asha, quote.id, 2))?.figures.taxablePaise).toBe(5800000);
    expect(resent.versions.map((version) => [version.version, version.total])).toEqual([
      [1, "71862.00"],
      [2, "68440.00"],
    ]);
    // A copy without changes.
    const copy = value(await reviseQuote(deps(), quote.id));
    expect(copy.version).toBe(3);
    expect(copy.totals.total).toBe("68440.00");
  });

  it("shows the customer the sent version, records the first opening once and alerts the owner", async () => {
    const quote = value(await createQuote(deps(), ashasLead, example));
    const token = tokenOf(quote.shareUrl);
    expect(await openCustomerQuote(customer(), token)).toBeNull(); // not sent yet
    expect(await openCustomerQuote(customer(), "x".repeat(43))).toBeNull();
    value(await sendQuote(deps(), quote.id, "link"));
    const newest = async () => (await latestQuotes(handle.db, [ashasLead])).get(ashasLead);
    expect(await newest()).toMatchObject({ status: "sent", viewed: false });
    const seen = await openCustomerQuote(customer(later(60)), token);
    expect(await newest()).toMatchObject({ status: "sent", viewed: true });
    expect(seen).toMatchObject({ state: "open", version: 1, quoteId: quote.id });
    expect(customerFigures(seen!, ["l2"]).totalPaise).toBe(7186200 + 1711000);
    await openCustomerQuote(customer(later(61)), token);
    expect((await timeline(ashasLead)).filter((entry) => entry.includes("opened"))).toEqual([
      "quote: Quotation Q/2026-27/0001 opened by the customer",
    ]);
    // As for a new lead: the business's address and the members with alerts on who may open it.
    const alerts = await mail();
    expect(alerts.map((alert) => alert.recipient).sort()).toEqual([
      "asha@example.in",
      registered.business.email,
      "owner@example.in",
    ]);
    for (const alert of alerts)
      expect(alert).toMatchObject({ kind: "quote", subject: "Customer 1 opened quotation Q/2026-27/0001" });
    expect(alerts[0]!.body).toContain(`/admin/leads/${ashasLead}`);
    // Past its validity, it says so.
    expect((await openCustomerQuote(customer(new Date("2026-12-28T06:00:00.000Z")), token))?.state).toBe(
      "expired",
    );
  });

  it("approves with the options ticked: the lead converted with the value", async () => {
    const quote = value(await createQuote(deps(), ashasLead, example));
    const token = tokenOf(value(await sendQuote(deps(), quote.id, "link")).shareUrl);
    expect(await approveQuote(customer(), token, { name: " ", confirmed: true, included: [] })).toMatchObject(
      {
        kind: "invalid",
        errors: { name: "Type your name to approve." },
      },
    );
    expect(await approveQuote(customer(), token, { name: "Meera", confirmed: false })).toMatchObject({
      kind: "invalid",
    });
    expect(
      await approveQuote(customer(), token, { name: "Meera", confirmed: true, included: ["l1"] }),
    ).toMatchObject({
      kind: "invalid",
      errors: { included: expect.any(String) as string },
    });
    const approved = value(
      await approveQuote(customer(later(90)), token, {
        name: "Meera Rao",
        confirmed: true,
        included: ["l2"],
      }),
    );
    expect(approved.state).toBe("approved");
    expect(approved.approval).toMatchObject({
      name: "Meera Rao",
      total: "88972.00",
      included: ["l2"],
      version: 1,
    });
    const lead = await leadRow(ashasLead);
    expect(lead.status).toBe("converted");
    expect(lead.follow_up_at).toBeNull();
    expect((await timeline(ashasLead)).slice(-2)).toEqual([
      "status: contacted → converted",
      "quote: Quotation Q/2026-27/0001 approved by Meera Rao: ₹88,972.00",
    ]);
    const view = (await getQuote(handle.db, asha, quote.id, registered))!;
    expect(view.status).toBe("approved");
    expect(view.approval).toMatchObject({ name: "Meera Rao", total: "88972.00", included: ["l2"] });
    expect((await latestQuotes(handle.db, [ashasLead, ravisLead])).get(ashasLead)).toMatchObject({
      number: "Q/2026-27/0001",
      status: "approved",
      total: "88972.00",
    });
    expect(await approveQuote(customer(), token, { name: "Again", confirmed: true })).toMatchObject({
      kind: "conflict",
    });
    expect(await reviseQuote(deps(), quote.id)).toMatchObject({ kind: "conflict" });
    expect((await mail()).map((m) => m.subject)).toContain(
      "Customer 1 approved quotation Q/2026-27/0001 (₹88,972.00)",
    );
  });

  it("sends the alerts of an opening and an answer at once, once each is stored", async () => {
    const quote = value(await createQuote(deps(), ashasLead, example));
    const token = tokenOf(value(await sendQuote(deps(), quote.id, "link")).shareUrl);
    const queuedWhenAlerted: number[] = [];
    const alerted = async () => {
      queuedWhenAlerted.push((await mail()).filter((m) => m.kind === "quote").length);
    };
    await openCustomerQuote({ ...customer(later(1)), alerted }, token);
    await openCustomerQuote({ ...customer(later(2)), alerted }, token); // seen before: no alert
    await askForChanges({ ...customer(later(3)), alerted }, token, { message: "" }); // refused
    value(await askForChanges({ ...customer(later(4)), alerted }, token, { message: "Wider, please." }));
    // Called after each commit: the alert it is about is already in the queue.
    expect(queuedWhenAlerted).toEqual([3, 6]);
  });

  it("alerts of a customer's answer skip the assignee who turned alerts off", async () => {
    await handle.db.updateTable("user").set({ leadAlerts: 0 }).where("id", "=", accounts.asha.id).execute();
    const quote = value(await createQuote(deps(), ashasLead, example));
    const token = tokenOf(value(await sendQuote(deps(), quote.id, "link")).shareUrl);
    value(await askForChanges(customer(later(30)), token, { message: "A little wider, please." }));
    const recipients = (await mail()).filter((m) => m.kind === "quote").map((m) => m.recipient);
    expect(recipients.sort()).toEqual([registered.business.email, "owner@example.in"]);
  });

  it("records a request for changes", async () => {
    const quote = value(await createQuote(deps(), ashasLead, example));
    const token = tokenOf(value(await sendQuote(deps(), quote.id, "link")).shareUrl);
    expect(await askForChanges(customer(), token, { message: "" })).toMatchObject({ kind: "invalid" });
    const asked = value(
      await askForChanges(customer(later(30)), token, { message: "Can the tall unit be 2 ft wider?" }),
    );
    expect(asked.changesAskedAt).toBe(later(30).toISOString());
    const view = (await getQuote(handle.db, asha, quote.id, registered))!;
    expect(view.status).toBe("changes");
    expect(view.responses).toEqual([
      {
        kind: "changes",
        name: null,
        message: "Can the tall unit be 2 ft wider?",
        at: later(30).toISOString(),
        version: 1,
      },
    ]);
    expect((await timeline(ashasLead)).at(-1)).toBe(
      "quote: Quotation Q/2026-27/0001: the customer asked for changes: Can the tall unit be 2 ft wider?",
    );
  });

  it("withdraws a link; the next send makes a new one", async () => {
    const quote = value(await createQuote(deps(), ashasLead, example));
    const sent = value(await sendQuote(deps(), quote.id, "link"));
    const revoked = value(await revokeQuoteLink(deps(), quote.id));
    expect(revoked.shareUrl).toBeNull();
    expect(await openCustomerQuote(customer(), tokenOf(sent.shareUrl))).toBeNull();
    const again = value(await sendQuote(deps(), quote.id, "whatsapp"));
    expect(again.shareUrl).not.toBeNull();
    expect(again.shareUrl).not.toBe(sent.shareUrl);
    expect((await openCustomerQuote(customer(), tokenOf(again.shareUrl)))?.state).toBe("open");
  });

  it("lists a lead's quotes, newest first", async () => {
    const first = value(await createQuote(deps(), ashasLead, example));
    const second = value(await createQuote(deps(), ashasLead, { ...example, placeOfSupply: "27" }));
    const list = await listLeadQuotes(handle.db, asha, ashasLead);
    expect(list?.map((quote) => quote.id)).toEqual([second.id, first.id]);
    expect(list?.[0]).toMatchObject({
      number: "Q/2026-27/0002",
      status: "draft",
      total: "71862.00",
      sentAt: null,
    });
    expect((await latestQuotes(handle.db, [ashasLead, unassignedLead])).get(ashasLead)?.id).toBe(second.id);
    expect((await latestQuotes(handle.db, [unassignedLead])).size).toBe(0);
  });

  it("erasing the person anonymises their quotes; numbers and amounts stay", async () => {
    const quote = value(
      await createQuote(deps(), ashasLead, {
        ...example,
        siteAddress: "12 Lake Road",
        customerGstin: "27AAPFU0939F1ZV",
      }),
    );
    const token = tokenOf(value(await sendQuote(deps(), quote.id, "email")).shareUrl);
    value(await approveQuote(customer(), token, { name: "Meera Rao", confirmed: true }));
    expect(
      await erasePerson(handle.db, { phone: "+919845000001", erasedBy: "owner@example.in", now: later(100) }),
    ).toBe(1);
    const row = await handle.db
      .selectFrom("quotes")
      .selectAll()
      .where("id", "=", quote.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ lead_id: null, approved_name: null, erased_at: later(100).toISOString() });
    expect(Number(row.approved_total_paise)).toBe(7186200);
    const version = (await getQuoteVersion(handle.db, owner, quote.id, 1))!;
    expect(version.customer).toEqual({
      name: "Erased",
      phone: "Erased",
      email: null,
      gstin: null,
      siteAddress: "Erased",
    });
    expect(version.figures.totalPaise).toBe(7186200);
    expect(await getQuote(handle.db, asha, quote.id, registered)).toBeNull();
    expect(await openCustomerQuote(customer(), token)).toBeNull();
    const stored = JSON.stringify(await handle.db.selectFrom("quote_responses").selectAll().execute());
    expect(stored).not.toContain("Meera");
    expect(JSON.stringify(await mail())).not.toContain("meera@example.in");
    expect(JSON.stringify(await mail())).not.toContain("Customer 1");
  });
});
