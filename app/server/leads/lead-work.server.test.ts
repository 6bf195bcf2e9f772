import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deskUser, insertAccounts } from "../../../tests/support/desk-users";
import { testDatabases } from "../../../tests/support/test-database";
import { workMessages } from "~/lib/lead-work";
import type { LeadStatus } from "~/lib/lead-status";
import { changeLead, logActivity, removeActivity } from "./lead-work.server";

// Lead ids are UUIDs; these end in the lead's number, so the tests can name them.
const leadId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
const created = "2026-11-01T04:30:00.000Z";
const now = new Date("2026-11-21T06:00:00.000Z");
const later = (ms: number) => new Date(now.getTime() + ms);
const day = 86_400_000;

const accounts = {
  owner: { id: "user-owner", email: "owner@example.in", role: "admin" },
  asha: { id: "user-asha", email: "asha@example.in", role: "staff" },
  ravi: { id: "user-ravi", email: "ravi@example.in", role: "user,staff" },
  plain: { id: "user-plain", email: "visitor@example.in", role: "user" },
};
const owner = deskUser(accounts.owner);
const asha = deskUser(accounts.asha);
const ravi = deskUser(accounts.ravi);

// The leads every test starts from.
const unassignedNew = leadId(1);
const ashasContacted = leadId(2);
const ravisNew = leadId(3);
const closedLost = leadId(4);
const unassignedContacted = leadId(5);
const ashasFollowUp = "2026-11-22T05:00:00.000Z";

type Seed = {
  status: LeadStatus;
  assignee_id?: string | null;
  follow_up_at?: string | null;
  lost_reason?: string | null;
};
const seeds: Record<string, Seed> = {
  [unassignedNew]: { status: "new" },
  [ashasContacted]: { status: "contacted", assignee_id: accounts.asha.id, follow_up_at: ashasFollowUp },
  [ravisNew]: { status: "new", assignee_id: accounts.ravi.id },
  [closedLost]: { status: "closed", lost_reason: "Went with another carpenter" },
  [unassignedContacted]: { status: "contacted" },
};

describe.each(testDatabases())("working a lead on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
    await insertAccounts(handle.db, Object.values(accounts));
    await handle.db
      .insertInto("leads")
      .values(
        Object.entries(seeds).map(([id, seed], i) => ({
          id,
          name: `Customer ${i + 1}`,
          phone: `+91984500000${i + 1}`,
          email: null,
          service: "Wardrobe Installation",
          message: null,
          created_at: created,
          updated_at: created,
          ...seed,
        })),
      )
      .execute();
  });
  afterEach(() => handle.drop());

  const leadRow = (id: string) =>
    handle.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  /** The lead's timeline, oldest first, as [kind, text, actor e-mail, time]. */
  const timeline = async (id: string) =>
    (
      await handle.db
        .selectFrom("lead_activities")
        .selectAll()
        .where("lead_id", "=", id)
        .orderBy("created_at")
        .orderBy("id")
        .execute()
    ).map((entry) => [entry.kind, entry.text, entry.actor_email, entry.created_at]);
  const allEntries = async () =>
    (await handle.db.selectFrom("lead_activities").select("id").execute()).length;

  describe("logActivity", () => {
    it("adds the entry to the timeline by the actor, and refreshes updated_at", async () => {
      const result = await logActivity(handle.db, {
        id: unassignedNew,
        actor: owner,
        now,
        kind: "note",
        text: "Wants the wardrobe before Deepavali",
      });
      expect(result.kind).toBe("done");
      const entry = await handle.db
        .selectFrom("lead_activities")
        .selectAll()
        .where("id", "=", result.kind === "done" ? result.value.id : "")
        .executeTakeFirstOrThrow();
      expect(entry).toMatchObject({
        lead_id: unassignedNew,
        kind: "note",
        text: "Wants the wardrobe before Deepavali",
        actor_id: owner.id,
        actor_email: owner.email,
        deleted_at: null,
        deleted_by: null,
      });
      expect(Date.parse(entry.created_at)).toBeGreaterThanOrEqual(now.getTime());
      expect(await leadRow(unassignedNew)).toMatchObject({
        updated_at: now.toISOString(),
        // A note is not a contact with the customer; an admin does not take the lead by working it.
        last_contact_at: null,
        assignee_id: null,
        status: "new",
      });
    });

    it.each(["call", "whatsapp", "email", "visit"] as const)(
      "a %s is a contact: last_contact_at is its time",
      async (kind) => {
        await logActivity(handle.db, {
          id: unassignedNew,
          actor: owner,
          now,
          kind,
          text: "Spoke about sizes",
        });
        expect((await leadRow(unassignedNew)).last_contact_at).toBe(now.toISOString());
        expect((await timeline(unassignedNew)).map(([k]) => k)).toEqual([kind]);
      },
    );

    it("finds no lead the actor may not see, and writes nothing", async () => {
      const work = { actor: asha, now, kind: "call", text: "Called" } as const;
      for (const id of [ravisNew, unassignedContacted, closedLost, leadId(999), "not-a-lead"]) {
        expect(await logActivity(handle.db, { ...work, id }), id).toEqual({ kind: "not-found" });
      }
      expect(await allEntries()).toBe(0);
      expect(await leadRow(ravisNew)).toMatchObject({ last_contact_at: null, updated_at: created });
    });

    it("a staff member who works an unassigned lead takes it: the assignment comes first in the timeline", async () => {
      await logActivity(handle.db, { id: unassignedNew, actor: asha, now, kind: "call", text: "No answer" });
      expect(await leadRow(unassignedNew)).toMatchObject({
        assignee_id: asha.id,
        last_contact_at: now.toISOString(),
      });
      const entries = await timeline(unassignedNew);
      expect(entries.map(([kind, text, actor]) => [kind, text, actor])).toEqual([
        ["assignment", "unassigned → asha@example.in", "asha@example.in"],
        ["call", "No answer", "asha@example.in"],
      ]);
      expect(entries[0]![3]! < entries[1]![3]!).toBe(true);

      // Their own lead: nothing more to take.
      await logActivity(handle.db, {
        id: ashasContacted,
        actor: asha,
        now,
        kind: "note",
        text: "Quote sent",
      });
      expect((await timeline(ashasContacted)).map(([kind]) => kind)).toEqual(["note"]);
    });
  });

  describe("logActivity with markContacted", () => {
    it("logging a call on a new lead leaves it new unless asked to mark it contacted", async () => {
      const work = { actor: owner, now, kind: "call", text: "Spoke about sizes" } as const;
      expect(await logActivity(handle.db, { ...work, id: unassignedNew })).toMatchObject({
        kind: "done",
        value: { status: "new" },
      });
      expect((await leadRow(unassignedNew)).status).toBe("new");
      expect((await timeline(unassignedNew)).map(([kind]) => kind)).toEqual(["call"]);
    });

    it("moves a new lead to contacted in the same step: the move, then the entry, in the timeline", async () => {
      const result = await logActivity(handle.db, {
        id: ravisNew,
        actor: ravi,
        now,
        kind: "whatsapp",
        text: "Sent photos of the old wardrobe",
        markContacted: true,
      });
      expect(result).toMatchObject({ kind: "done", value: { status: "contacted" } });
      expect(await leadRow(ravisNew)).toMatchObject({
        status: "contacted",
        first_response_at: now.toISOString(),
        last_contact_at: now.toISOString(),
      });
      const entries = await timeline(ravisNew);
      expect(entries.map(([kind, text, actor]) => [kind, text, actor])).toEqual([
        ["status", "new → contacted", ravi.email],
        ["whatsapp", "Sent photos of the old wardrobe", ravi.email],
      ]);
      expect(entries[0]![3]! < entries[1]![3]!).toBe(true);
    });

    it("a staff member's first call takes the lead and marks it contacted, in that order", async () => {
      await logActivity(handle.db, {
        id: unassignedNew,
        actor: asha,
        now,
        kind: "visit",
        text: "Measured the bedroom",
        markContacted: true,
      });
      expect(await leadRow(unassignedNew)).toMatchObject({ status: "contacted", assignee_id: asha.id });
      expect((await timeline(unassignedNew)).map(([kind]) => kind)).toEqual([
        "assignment",
        "status",
        "visit",
      ]);
    });

    it("a note is no contact: it leaves a new lead new and its reply clock running, whatever the box said", async () => {
      const result = await logActivity(handle.db, {
        id: unassignedNew,
        actor: owner,
        now,
        kind: "note",
        text: "Wants a quote for two wardrobes",
        markContacted: true,
      });
      expect(result).toMatchObject({ kind: "done", value: { status: "new" } });
      expect(await leadRow(unassignedNew)).toMatchObject({ status: "new", first_response_at: null });
      expect((await timeline(unassignedNew)).map(([kind]) => kind)).toEqual(["note"]);
    });

    it("changes nothing about a lead that is no longer new", async () => {
      for (const id of [ashasContacted, closedLost]) {
        const before = (await leadRow(id)).status;
        const result = await logActivity(handle.db, {
          id,
          actor: owner,
          now,
          kind: "call",
          text: "Called back",
          markContacted: true,
        });
        expect(result, id).toMatchObject({ kind: "done", value: { status: before } });
        expect((await leadRow(id)).status, id).toBe(before);
        expect(
          (await timeline(id)).map(([kind]) => kind),
          id,
        ).toEqual(["call"]);
      }
    });
  });

  describe("changeLead", () => {
    const change = (id: string, actor: typeof owner, changes: Parameters<typeof changeLead>[1]["change"]) =>
      changeLead(handle.db, { id, actor, now, change: changes });

    it("records a status change in the timeline, by whom", async () => {
      const result = await change(unassignedNew, owner, { status: "contacted" });
      expect(result).toMatchObject({
        kind: "done",
        value: { id: unassignedNew, status: "contacted", updated_at: now.toISOString() },
      });
      expect(result.kind === "done" && "search_text" in result.value).toBe(false);
      expect(await timeline(unassignedNew)).toEqual([
        ["status", "new → contacted", owner.email, now.toISOString()],
      ]);
    });

    it("sets, moves and clears a follow-up, stored as UTC", async () => {
      const at = new Date("2026-11-25T05:00:00.000Z");
      expect(await change(unassignedNew, owner, { followUpAt: at })).toMatchObject({
        kind: "done",
        value: { follow_up_at: "2026-11-25T05:00:00.000Z" },
      });
      // One in the past is allowed: the lead is then overdue.
      await change(unassignedNew, owner, { followUpAt: new Date(now.getTime() - day) });
      expect((await leadRow(unassignedNew)).follow_up_at).toBe("2026-11-20T06:00:00.000Z");
      await change(unassignedNew, owner, { followUpAt: null });
      expect((await leadRow(unassignedNew)).follow_up_at).toBeNull();
    });

    it.each(["converted", "closed"] as const)("%s ends the follow-up", async (status) => {
      await change(ashasContacted, owner, { status });
      expect(await leadRow(ashasContacted)).toMatchObject({ status, follow_up_at: null });
      expect((await timeline(ashasContacted)).map(([, text]) => text)).toEqual([`contacted → ${status}`]);
    });

    it("refuses a follow-up for a converted or closed lead, and changes nothing", async () => {
      const refused = { kind: "invalid", errors: { followUpAt: workMessages.followUpClosed } };
      expect(await change(closedLost, owner, { followUpAt: later(day) })).toEqual(refused);
      // Closing and planning a follow-up in the same change.
      expect(await change(ashasContacted, owner, { status: "converted", followUpAt: later(day) })).toEqual(
        refused,
      );
      expect(await leadRow(ashasContacted)).toMatchObject({
        status: "contacted",
        follow_up_at: ashasFollowUp,
        updated_at: created,
      });
      expect(await allEntries()).toBe(0);
      // Clearing one is no error.
      expect((await change(closedLost, owner, { followUpAt: null })).kind).toBe("done");
    });

    it("refuses a follow-up more than two years away either way", async () => {
      const refused = { kind: "invalid", errors: { followUpAt: workMessages.followUpRange } };
      expect(await change(ashasContacted, owner, { followUpAt: later(731 * day) })).toEqual(refused);
      expect(await change(ashasContacted, owner, { followUpAt: later(-731 * day) })).toEqual(refused);
      expect((await leadRow(ashasContacted)).follow_up_at).toBe(ashasFollowUp);
      expect((await change(ashasContacted, owner, { followUpAt: later(729 * day) })).kind).toBe("done");
    });

    it("closes a lead as lost with its reason, in the lead and the timeline", async () => {
      await change(ashasContacted, owner, { status: "closed", lostReason: "Budget too small" });
      expect(await leadRow(ashasContacted)).toMatchObject({
        status: "closed",
        lost_reason: "Budget too small",
        follow_up_at: null,
      });
      expect((await timeline(ashasContacted)).map(([, text]) => text)).toEqual([
        "contacted → closed · Budget too small",
      ]);
    });

    it("changes or clears the reason of a closed lead, recorded in the timeline", async () => {
      await change(closedLost, owner, { lostReason: "Price" });
      expect((await leadRow(closedLost)).lost_reason).toBe("Price");
      await change(closedLost, owner, { lostReason: null });
      expect(await leadRow(closedLost)).toMatchObject({ status: "closed", lost_reason: null });
      expect((await timeline(closedLost)).map(([, text]) => text).sort()).toEqual([
        "closed",
        "closed · Price",
      ]);
    });

    it("refuses a lost reason for a lead that is not closed, and changes nothing", async () => {
      const refused = { kind: "invalid", errors: { lostReason: workMessages.lostReasonStatus } };
      expect(await change(ashasContacted, owner, { lostReason: "Price" })).toEqual(refused);
      expect(await change(ashasContacted, owner, { status: "converted", lostReason: "Price" })).toEqual(
        refused,
      );
      expect(await change(closedLost, owner, { status: "qualified", lostReason: "Price" })).toEqual(refused);
      expect(await leadRow(ashasContacted)).toMatchObject({ status: "contacted", lost_reason: null });
      expect(await leadRow(closedLost)).toMatchObject({
        status: "closed",
        lost_reason: "Went with another carpenter",
      });
      expect(await allEntries()).toBe(0);
    });

    it("reopening a lost lead clears its reason", async () => {
      await change(closedLost, owner, { status: "qualified" });
      expect(await leadRow(closedLost)).toMatchObject({ status: "qualified", lost_reason: null });
      expect((await timeline(closedLost)).map(([, text]) => text)).toEqual(["closed → qualified"]);
    });

    it("assigns, hands on and unassigns, each recorded by e-mail", async () => {
      await change(unassignedNew, owner, { assigneeId: asha.id });
      expect((await leadRow(unassignedNew)).assignee_id).toBe(asha.id);
      await change(unassignedNew, owner, { assigneeId: ravi.id });
      // An admin is a desk member too.
      await change(unassignedNew, owner, { assigneeId: owner.id });
      await change(unassignedNew, owner, { assigneeId: owner.id });
      await change(unassignedNew, owner, { assigneeId: null });
      expect((await leadRow(unassignedNew)).assignee_id).toBeNull();
      const texts = (await timeline(unassignedNew)).map(([kind, text]) => `${kind}: ${text}`);
      expect(texts.sort()).toEqual(
        [
          "assignment: unassigned → asha@example.in",
          "assignment: asha@example.in → ravi@example.in",
          "assignment: ravi@example.in → owner@example.in",
          "assignment: owner@example.in → unassigned",
        ].sort(),
      );
    });

    it("refuses an owner who is no desk member, and changes nothing else either", async () => {
      const refused = { kind: "invalid", errors: { assigneeId: workMessages.assigneeId } };
      for (const assigneeId of ["user-nobody", accounts.plain.id]) {
        expect(await change(unassignedNew, owner, { assigneeId, status: "contacted" }), assigneeId).toEqual(
          refused,
        );
      }
      expect(await leadRow(unassignedNew)).toMatchObject({ assignee_id: null, status: "new" });
      expect(await allEntries()).toBe(0);
    });

    it("a staff member's change to an unassigned lead makes it theirs, so they can still see it", async () => {
      const result = await change(unassignedNew, asha, { status: "contacted" });
      expect(result).toMatchObject({ kind: "done", value: { status: "contacted", assignee_id: asha.id } });
      const texts = (await timeline(unassignedNew)).map(
        ([kind, text, actor]) => `${kind}: ${text} (${actor})`,
      );
      expect(texts.sort()).toEqual([
        "assignment: unassigned → asha@example.in (asha@example.in)",
        "status: new → contacted (asha@example.in)",
      ]);
      expect((await change(unassignedNew, asha, { followUpAt: later(day) })).kind).toBe("done");
    });

    it("records what happened in one change in the order it happened: owner, then status", async () => {
      await change(unassignedNew, asha, { status: "qualified" });
      const [taken, moved] = await timeline(unassignedNew);
      expect([taken?.[0], moved?.[0]]).toEqual(["assignment", "status"]);
      // Told apart by time, not by the order of their random ids.
      expect(taken![3]! < moved![3]!).toBe(true);
    });

    it("a staff member cannot change a lead that is someone else's, or one they may not see", async () => {
      for (const id of [ravisNew, unassignedContacted, closedLost]) {
        expect(await change(id, asha, { status: "qualified" }), id).toEqual({ kind: "not-found" });
        expect(await change(id, asha, { assigneeId: asha.id }), id).toEqual({ kind: "not-found" });
      }
      expect(await leadRow(ravisNew)).toMatchObject({ status: "new", assignee_id: ravi.id });
      expect(await allEntries()).toBe(0);
      expect(await change(leadId(999), owner, { status: "new" })).toEqual({ kind: "not-found" });
    });
  });

  describe("removeActivity", () => {
    const log = async (kind: "note" | "call", text: string) => {
      const result = await logActivity(handle.db, { id: ashasContacted, actor: asha, now, kind, text });
      if (result.kind !== "done") throw new Error("not logged");
      return result.value.id;
    };
    const entry = (id: string) =>
      handle.db.selectFrom("lead_activities").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const remove = (activityId: string, actor = owner, id = ashasContacted) =>
      removeActivity(handle.db, { id, activityId, actor, now: later(60_000) });

    it("an admin removes an entry once: its words go, who wrote it, who removed it and when stay", async () => {
      const id = await log("call", "Customer's new number is 98450 11111");
      const before = await entry(id);
      expect(await remove(id)).toBe(true);
      expect(await entry(id)).toEqual({
        ...before,
        text: "",
        deleted_at: later(60_000).toISOString(),
        deleted_by: owner.email,
      });
      expect(await remove(id)).toBe(false);
      expect((await entry(id)).deleted_at).toBe(later(60_000).toISOString());
    });

    it("a staff member cannot remove an entry, not even their own", async () => {
      const id = await log("note", "Mind the dog");
      expect(await remove(id, asha)).toBe(false);
      expect(await entry(id)).toMatchObject({ text: "Mind the dog", deleted_at: null, deleted_by: null });
    });

    it("only an entry a person wrote: status, assignment and repeat entries stay", async () => {
      await changeLead(handle.db, {
        id: unassignedNew,
        actor: owner,
        now,
        change: { status: "contacted", assigneeId: asha.id },
      });
      await handle.db
        .insertInto("lead_activities")
        .values({
          id: "00000000-0000-4000-9000-000000000001",
          lead_id: unassignedNew,
          kind: "repeat",
          text: "Also a shoe rack",
          actor_id: null,
          actor_email: null,
          created_at: now.toISOString(),
        })
        .execute();
      const entries = await handle.db
        .selectFrom("lead_activities")
        .select(["id", "kind", "text"])
        .where("lead_id", "=", unassignedNew)
        .execute();
      expect(entries.map((e) => e.kind).sort()).toEqual(["assignment", "repeat", "status"]);
      for (const recorded of entries) {
        expect(await remove(recorded.id, owner, unassignedNew), recorded.kind).toBe(false);
        expect(await entry(recorded.id)).toMatchObject({ text: recorded.text, deleted_at: null });
      }
    });

    it("names the entry by its lead: another lead's id removes nothing", async () => {
      const id = await log("note", "Mind the dog");
      expect(await remove(id, owner, unassignedNew)).toBe(false);
      expect(await remove("not-an-id")).toBe(false);
      expect(await remove(id, owner, "not-an-id")).toBe(false);
      expect((await entry(id)).text).toBe("Mind the dog");
    });
  });
});
