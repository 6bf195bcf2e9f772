import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deskUser, insertAccounts } from "../../../tests/support/desk-users";
import { testDatabases } from "../../../tests/support/test-database";
import type { LeadStatus } from "~/lib/lead-status";
import { standardHours } from "~/profiles/common";
import { getLead, leadApiView } from "./lead-record.server";
import { changeLead, logActivity } from "./lead-work.server";
import { responseMedian } from "./response-time.server";

const leadId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
/** An instant in Bengaluru. 2026-11-24 is a Tuesday; the business opens 8:00 to 19:00. */
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const now = ist("2026-11-24", "12:00");

const accounts = {
  owner: { id: "user-owner", email: "owner@example.in", role: "admin" },
  asha: { id: "user-asha", email: "asha@example.in", role: "staff" },
  ravi: { id: "user-ravi", email: "ravi@example.in", role: "staff" },
};
const owner = deskUser(accounts.owner);
const asha = deskUser(accounts.asha);
const ravi = deskUser(accounts.ravi);

type Seed = {
  created: Date;
  responded?: Date;
  status?: LeadStatus;
  assignee?: string;
};

describe.each(testDatabases())("the response clock on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
    await insertAccounts(handle.db, Object.values(accounts));
  });
  afterEach(() => handle.drop());

  let count = 0;
  async function seed(...leads: Seed[]) {
    await handle.db
      .insertInto("leads")
      .values(
        leads.map((lead) => {
          count += 1;
          return {
            id: leadId(count),
            name: `Customer ${count}`,
            phone: `+9198450${String(count).padStart(5, "0")}`,
            email: null,
            service: "Wardrobe Installation",
            message: null,
            status: lead.status ?? (lead.responded ? "contacted" : "new"),
            assignee_id: lead.assignee ?? null,
            created_at: lead.created.toISOString(),
            updated_at: lead.created.toISOString(),
            first_response_at: lead.responded?.toISOString() ?? null,
          };
        }),
      )
      .execute();
    return leads.map((_, i) => leadId(count - leads.length + i + 1));
  }
  const firstResponse = async (id: string) =>
    (
      await handle.db
        .selectFrom("leads")
        .select("first_response_at")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).first_response_at;

  describe("when a lead was first answered", () => {
    it("is the first logged call, chat, e-mail or visit; a note is not an answer, nor a later call", async () => {
      const [id] = await seed({ created: ist("2026-11-24", "09:00") });
      const at = (time: string) => ist("2026-11-24", time);
      await logActivity(handle.db, {
        id: id!,
        actor: owner,
        now: at("09:10"),
        kind: "note",
        text: "Looks big",
      });
      expect(await firstResponse(id!)).toBeNull();
      await logActivity(handle.db, {
        id: id!,
        actor: owner,
        now: at("09:20"),
        kind: "whatsapp",
        text: "Sent photos",
      });
      expect(await firstResponse(id!)).toBe(at("09:20").toISOString());
      await logActivity(handle.db, { id: id!, actor: owner, now: at("10:00"), kind: "call", text: "Spoke" });
      await changeLead(handle.db, {
        id: id!,
        actor: owner,
        now: at("10:05"),
        change: { status: "contacted" },
      });
      expect(await firstResponse(id!)).toBe(at("09:20").toISOString());
    });

    it.each(["call", "email", "visit"] as const)("logging a %s answers it", async (kind) => {
      const [id] = await seed({ created: ist("2026-11-24", "09:00") });
      await logActivity(handle.db, { id: id!, actor: asha, now, kind, text: "Done" });
      expect(await firstResponse(id!)).toBe(now.toISOString());
    });

    it("is the first move away from new, when nothing was logged before", async () => {
      const [id] = await seed({ created: ist("2026-11-24", "09:00") });
      await changeLead(handle.db, {
        id: id!,
        actor: asha,
        now,
        change: { followUpAt: ist("2026-11-25", "10:00") },
      });
      expect(await firstResponse(id!)).toBeNull();
      await changeLead(handle.db, { id: id!, actor: asha, now, change: { status: "qualified" } });
      expect(await firstResponse(id!)).toBe(now.toISOString());
      await changeLead(handle.db, {
        id: id!,
        actor: asha,
        now: ist("2026-11-24", "13:00"),
        change: { status: "new" },
      });
      await changeLead(handle.db, {
        id: id!,
        actor: asha,
        now: ist("2026-11-24", "14:00"),
        change: { status: "contacted" },
      });
      expect(await firstResponse(id!)).toBe(now.toISOString());
    });

    it("comes back with the lead from GET /api/leads/:id's record", async () => {
      const [id] = await seed({ created: ist("2026-11-24", "09:00"), responded: ist("2026-11-24", "09:07") });
      const found = await getLead(handle.db, id!, owner);
      expect(leadApiView(found!)).toMatchObject({
        firstResponseAt: ist("2026-11-24", "09:07").toISOString(),
        lead: { first_response_at: ist("2026-11-24", "09:07").toISOString() },
      });
    });
  });

  describe("responseMedian", () => {
    const median = (viewer = owner, at = now) =>
      responseMedian(handle.db, { viewer, now: at, hours: standardHours });

    it("is null with no replies in the window", async () => {
      await seed({ created: ist("2026-11-24", "09:00") });
      expect(await median()).toEqual({ minutes: null, count: 0 });
    });

    it("is the median of the replies, counting opening hours only", async () => {
      await seed(
        // 10 minutes.
        { created: ist("2026-11-24", "09:00"), responded: ist("2026-11-24", "09:10") },
        // Sent at 23:00, answered at 08:30 the next opening: 30 minutes of opening hours.
        { created: ist("2026-11-22", "23:00"), responded: ist("2026-11-23", "08:30") },
        // 2 hours.
        { created: ist("2026-11-20", "14:00"), responded: ist("2026-11-20", "16:00") },
        // Still waiting: not counted.
        { created: ist("2026-11-24", "10:00") },
      );
      expect(await median()).toEqual({ minutes: 30, count: 3 });
    });

    it("averages the two middle replies of an even count", async () => {
      await seed(
        { created: ist("2026-11-24", "09:00"), responded: ist("2026-11-24", "09:10") },
        { created: ist("2026-11-24", "09:00"), responded: ist("2026-11-24", "09:25") },
      );
      expect(await median()).toEqual({ minutes: 18, count: 2 });
    });

    it("looks at leads that arrived in the last 30 days, up to now", async () => {
      await seed(
        // 31 days ago, answered in the window: outside it all the same.
        { created: ist("2026-10-24", "11:00"), responded: ist("2026-10-26", "11:00") },
        // 29 days ago.
        { created: ist("2026-10-26", "10:00"), responded: ist("2026-10-26", "10:40") },
      );
      expect(await median()).toEqual({ minutes: 40, count: 1 });
      // A month later both are out.
      expect(await median(owner, ist("2026-12-24", "12:00"))).toEqual({ minutes: null, count: 0 });
    });

    it("gives a staff member the figure of the leads they may see; an admin the business's", async () => {
      await seed(
        { created: ist("2026-11-24", "09:00"), responded: ist("2026-11-24", "09:05"), assignee: asha.id },
        { created: ist("2026-11-24", "09:00"), responded: ist("2026-11-24", "09:15"), assignee: asha.id },
        { created: ist("2026-11-24", "09:00"), responded: ist("2026-11-24", "11:00"), assignee: ravi.id },
        // Unassigned, new, answered by a call an admin logged: every staff member sees it.
        { created: ist("2026-11-24", "09:00"), responded: ist("2026-11-24", "09:45"), status: "new" },
        // Unassigned and moved on: only admins see it.
        { created: ist("2026-11-24", "09:00"), responded: ist("2026-11-24", "10:00"), status: "contacted" },
      );
      expect(await median(asha)).toEqual({ minutes: 15, count: 3 });
      expect(await median(ravi)).toEqual({ minutes: 83, count: 2 });
      expect(await median(owner)).toEqual({ minutes: 45, count: 5 });
    });
  });
});
