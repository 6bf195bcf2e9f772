import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { asha, leadId, now, ravi, seedPeople } from "../../../tests/support/people";
import { testDatabases } from "../../../tests/support/test-database";
import { markSent, queueWrittenMail } from "../alerts/mail-queue.server";
import { countLeadsByPhone } from "./erasure.server";
import { anonymiseClosedLeads, erasedName, retentionCutoff } from "./retention.server";

describe.each(testDatabases())("retention on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
    await seedPeople(handle.db);
  });
  afterEach(() => handle.drop());

  const erasures = () =>
    handle.db.selectFrom("erasures").select(["erased_by", "erased_at", "lead_count"]).execute();

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

    it("takes the anonymised leads out of queued and kept digests, and leaves the others", async () => {
      const listing = (recipient: string, i: number) => ({
        recipient,
        subject: "Today at BTM Carpentry Works: 1 waiting",
        text: `- Customer ${i} · Wardrobe Installation\n  https://desk.example.in/admin/leads/${leadId(i)}`,
        html: `<a href="https://desk.example.in/admin/leads/${leadId(i)}">Customer ${i}</a>`,
      });
      await queueWrittenMail(
        handle.db,
        [listing("owner@example.in", 2), listing("meena@example.in", 3), listing("kavya@example.in", 1)],
        now,
      );
      await markSent(
        handle.db,
        (
          await handle.db
            .selectFrom("mail_queue")
            .select("id")
            .where("recipient", "=", "owner@example.in")
            .execute()
        ).map((row) => row.id),
        now,
      );
      expect(await anonymiseClosedLeads(handle.db, { months: 12, now })).toBe(2);
      const kept = await handle.db
        .selectFrom("mail_queue")
        .select("recipient")
        .where("kind", "=", "digest")
        .execute();
      // Lead 1 is Asha's open enquiry, from the same number as her anonymised one: its digest stays.
      expect(kept).toEqual([{ recipient: "kavya@example.in" }]);
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
