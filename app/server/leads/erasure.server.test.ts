import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadId, now, ravi, seedPeople } from "../../../tests/support/people";
import { testDatabases } from "../../../tests/support/test-database";
import { countLeadsByPhone, erasePerson } from "./erasure.server";

describe.each(testDatabases())("erasing a person on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
    await seedPeople(handle.db);
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
});
