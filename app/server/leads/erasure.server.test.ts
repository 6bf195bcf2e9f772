import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-database";
import type { LeadStatus } from "~/lib/lead-status";
import { countLeadsByPhone, erasePerson } from "./erasure.server";
import { anonymiseClosedLeads, erasedName, retentionCutoff } from "./retention.server";

const leadId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
const now = new Date("2026-11-24T06:00:00.000Z");
const asha = "+919845000001";
const ravi = "+919845000002";

type Seed = { phone: string; status: LeadStatus; created_at: string };
const seeds: Seed[] = [
  { phone: asha, status: "new", created_at: "2026-11-20T04:30:00.000Z" },
  { phone: asha, status: "closed", created_at: "2024-01-10T04:30:00.000Z" },
  { phone: ravi, status: "closed", created_at: "2024-03-01T04:30:00.000Z" },
  { phone: ravi, status: "converted", created_at: "2024-02-01T04:30:00.000Z" },
  { phone: ravi, status: "closed", created_at: "2026-10-01T04:30:00.000Z" },
];

describe.each(testDatabases())("erasure and retention on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
    await handle.db
      .insertInto("leads")
      .values(
        seeds.map((seed, i) => ({
          id: leadId(i + 1),
          name: `Customer ${i + 1}`,
          email: `customer${i + 1}@example.in`,
          service: "Wardrobe Installation",
          message: "Call me after six",
          referrer: "https://www.google.com/",
          utm_source: "google",
          utm_campaign: "diwali",
          lost_reason: seed.status === "closed" ? "Called back by Customer" : null,
          updated_at: seed.created_at,
          ...seed,
        })),
      )
      .execute();
    await handle.db
      .insertInto("lead_activities")
      .values(
        seeds.map((seed, i) => ({
          id: leadId(100 + i),
          lead_id: leadId(i + 1),
          kind: "note" as const,
          text: "Spoke to Customer at home",
          actor_id: null,
          actor_email: "owner@example.in",
          created_at: seed.created_at,
        })),
      )
      .execute();
    await handle.db
      .insertInto("mail_queue")
      .values(
        seeds.map((seed, i) => ({
          id: leadId(200 + i),
          kind: "lead" as const,
          recipient: "owner@example.in",
          lead_id: leadId(i + 1),
          created_at: seed.created_at,
          send_after: seed.created_at,
        })),
      )
      .execute();
  });
  afterEach(() => handle.drop());

  const leadIds = async () =>
    (await handle.db.selectFrom("leads").select("id").orderBy("id").execute()).map((row) => row.id);
  const count = async (table: "lead_activities" | "mail_queue") =>
    (await handle.db.selectFrom(table).select("lead_id").execute()).map((row) => row.lead_id).sort();
  const erasures = () =>
    handle.db.selectFrom("erasures").select(["erased_by", "erased_at", "lead_count"]).execute();

  describe("erasePerson", () => {
    it("deletes every lead with the phone, their timelines and queued e-mails, and records only a count", async () => {
      expect(await countLeadsByPhone(handle.db, ravi)).toBe(3);
      expect(await erasePerson(handle.db, { phone: ravi, erasedBy: "owner@example.in", now })).toBe(3);
      expect(await leadIds()).toEqual([leadId(1), leadId(2)]);
      expect(await count("lead_activities")).toEqual([leadId(1), leadId(2)]);
      expect(await count("mail_queue")).toEqual([leadId(1), leadId(2)]);
      expect(await countLeadsByPhone(handle.db, ravi)).toBe(0);
      const records = await erasures();
      expect(records).toEqual([
        { erased_by: "owner@example.in", erased_at: now.toISOString(), lead_count: 3 },
      ]);
      const row = await handle.db.selectFrom("erasures").selectAll().executeTakeFirstOrThrow();
      expect(Object.keys(row).sort()).toEqual(["erased_at", "erased_by", "id", "lead_count"]);
    });

    it("erases nothing, and records nothing, for a number with no enquiries", async () => {
      expect(
        await erasePerson(handle.db, { phone: "+919999999999", erasedBy: "owner@example.in", now }),
      ).toBe(0);
      expect(await leadIds()).toHaveLength(5);
      expect(await erasures()).toEqual([]);
    });
  });

  describe("anonymiseClosedLeads", () => {
    it("anonymises the closed leads older than the months, keeps their rows, and records it", async () => {
      expect(await anonymiseClosedLeads(handle.db, { months: 12, now })).toBe(2);
      const rows = await handle.db.selectFrom("leads").selectAll().orderBy("id").execute();
      const anonymised = rows.filter((row) => row.name === erasedName).map((row) => row.id);
      expect(anonymised).toEqual([leadId(2), leadId(3)]);
      for (const row of rows.filter((r) => anonymised.includes(r.id))) {
        expect(row).toMatchObject({
          email: null,
          message: null,
          referrer: null,
          utm_source: null,
          utm_campaign: null,
          lost_reason: null,
          service: "Wardrobe Installation",
          status: "closed",
        });
        expect(row.phone).toBe(`erased:${row.id}`);
        expect(row.phone).not.toMatch(/^\+?\d+$/);
      }
      // Open, converted and recent closed leads are untouched.
      for (const row of rows.filter((r) => !anonymised.includes(r.id))) {
        expect(row.phone).toMatch(/^\+91\d{10}$/);
        expect(row.message).toBe("Call me after six");
      }
      const texts = await handle.db.selectFrom("lead_activities").select(["lead_id", "text"]).execute();
      for (const entry of texts) {
        expect(entry.text).toBe(anonymised.includes(entry.lead_id) ? "" : "Spoke to Customer at home");
      }
      // Anonymised leads are not one person: neither number matches the other's, nor a real one.
      expect(await countLeadsByPhone(handle.db, asha)).toBe(1);
      expect(await countLeadsByPhone(handle.db, ravi)).toBe(2);
      expect(await erasures()).toEqual([
        { erased_by: "retention", erased_at: now.toISOString(), lead_count: 2 },
      ]);
    });

    it("does nothing the second time, and records nothing", async () => {
      await anonymiseClosedLeads(handle.db, { months: 12, now });
      expect(await anonymiseClosedLeads(handle.db, { months: 12, now })).toBe(0);
      expect(await erasures()).toHaveLength(1);
    });
  });
});

describe("retentionCutoff", () => {
  it("counts calendar months back in UTC", () => {
    expect(retentionCutoff(now, 12).toISOString()).toBe("2025-11-24T06:00:00.000Z");
    expect(retentionCutoff(now, 1).toISOString()).toBe("2026-10-24T06:00:00.000Z");
  });
});
