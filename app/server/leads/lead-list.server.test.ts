import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deskUser, insertAccounts } from "../../../tests/support/desk-users";
import { testDatabases } from "../../../tests/support/test-database";
import type { LeadStatus } from "~/lib/lead-status";
import type { LeadSource } from "~/lib/lead-work";
import { countLeads, csvHeader, leadCounters, leadsCsv, listLeads } from "./desk.server";

// The desk's list as people work it: what is due (in Bengaluru time), whose leads a staff member
// sees, the owner and source filters, returning customers, and the CSV of it all.

const accounts = {
  owner: { id: "user-owner", email: "owner@example.in", role: "admin" },
  asha: { id: "user-asha", email: "asha@example.in", role: "staff" },
  ravi: { id: "user-ravi", email: "ravi@example.in", role: "staff" },
};
const owner = deskUser(accounts.owner);
const asha = deskUser(accounts.asha);
const ravi = deskUser(accounts.ravi);

type Seed = {
  name: string;
  status: LeadStatus;
  created_at: string;
  follow_up_at?: string;
  last_contact_at?: string;
  assignee_id?: string;
  source?: LeadSource;
  phone?: string;
  lost_reason?: string;
};

// 2026-11-24T18:00Z is 23:30 on the 24th in Bengaluru: the IST day ends at 18:30Z.
const lateEvening = new Date("2026-11-24T18:00:00.000Z");
// 2026-11-24T18:40Z is ten past midnight on the 25th: a new IST day, ending 2026-11-25T18:30Z.
const pastMidnight = new Date("2026-11-24T18:40:00.000Z");

const seeds: Seed[] = [
  // Open leads with follow-ups, from long overdue to the day after tomorrow (IST).
  {
    name: "overdue",
    status: "contacted",
    created_at: "2026-10-02T05:00:00.000Z",
    follow_up_at: "2026-11-20T05:00:00.000Z",
  },
  {
    name: "new-overdue",
    status: "new",
    created_at: "2026-11-20T05:00:00.000Z",
    follow_up_at: "2026-11-22T05:00:00.000Z",
  },
  {
    name: "this-morning",
    status: "qualified",
    created_at: "2026-10-03T05:00:00.000Z",
    follow_up_at: "2026-11-24T04:00:00.000Z",
  },
  {
    name: "at-23:50-ist",
    status: "contacted",
    created_at: "2026-10-04T05:00:00.000Z",
    follow_up_at: "2026-11-24T18:20:00.000Z",
  },
  {
    name: "at-midnight-ist",
    status: "contacted",
    created_at: "2026-10-05T05:00:00.000Z",
    follow_up_at: "2026-11-24T18:30:00.000Z",
  },
  {
    name: "at-00:10-ist",
    status: "qualified",
    created_at: "2026-10-06T05:00:00.000Z",
    follow_up_at: "2026-11-24T18:40:00.000Z",
  },
  {
    name: "day-after",
    status: "contacted",
    created_at: "2026-10-07T05:00:00.000Z",
    follow_up_at: "2026-11-25T18:30:00.000Z",
  },
  // New leads nobody has contacted or planned for, due oldest first.
  { name: "uncontacted-old", status: "new", created_at: "2026-11-01T05:00:00.000Z" },
  { name: "uncontacted-young", status: "new", created_at: "2026-11-23T05:00:00.000Z" },
  // Not due: contacted already, planned for later, open without a plan, finished.
  {
    name: "new-contacted",
    status: "new",
    created_at: "2026-10-08T05:00:00.000Z",
    last_contact_at: "2026-11-23T05:00:00.000Z",
  },
  {
    name: "new-planned-later",
    status: "new",
    created_at: "2026-10-09T05:00:00.000Z",
    follow_up_at: "2026-11-28T05:00:00.000Z",
  },
  { name: "contacted-no-plan", status: "contacted", created_at: "2026-10-10T05:00:00.000Z" },
  {
    name: "converted-stale",
    status: "converted",
    created_at: "2026-10-11T05:00:00.000Z",
    follow_up_at: "2026-11-01T05:00:00.000Z",
  },
  { name: "closed-lost", status: "closed", created_at: "2026-10-12T05:00:00.000Z", lost_reason: "Price" },
];
const names = (rows: { name: string }[]) => rows.map((row) => row.name);
const dueAt = [
  "overdue",
  "new-overdue",
  "this-morning",
  "at-23:50-ist",
  "uncontacted-old",
  "uncontacted-young",
];

describe.each(testDatabases())("the lead list on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
    await insertAccounts(handle.db, Object.values(accounts));
  });
  afterEach(() => handle.drop());

  const insert = (rows: Seed[]) =>
    handle.db
      .insertInto("leads")
      .values(
        rows.map((seed, i) => ({
          id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`,
          phone: `+9198450${String(i + 1).padStart(5, "0")}`,
          email: null,
          service: "Modular Kitchen Fitting",
          message: null,
          // Every row names every column: SQLite has no DEFAULT in a multi-row insert.
          source: "web" as const,
          updated_at: seed.created_at,
          ...seed,
        })),
      )
      .execute();

  describe("due", () => {
    beforeEach(() => insert(seeds));

    it("overdue and today's follow-ups by time, then uncontacted new leads oldest first", async () => {
      const due = await listLeads(handle.db, { view: "due" }, 1, { viewer: owner, now: lateEvening });
      expect(names(due.rows)).toEqual(dueAt);
      expect(due.total).toBe(dueAt.length);
    });

    it("the day is Bengaluru's: after IST midnight, the new day's follow-ups are due", async () => {
      const due = await listLeads(handle.db, { view: "due" }, 1, { viewer: owner, now: pastMidnight });
      expect(names(due.rows)).toEqual([
        "overdue",
        "new-overdue",
        "this-morning",
        "at-23:50-ist",
        "at-midnight-ist",
        "at-00:10-ist",
        "uncontacted-old",
        "uncontacted-young",
      ]);
    });

    it("the whole list, by default, is every lead newest first", async () => {
      const all = await listLeads(handle.db, {}, 1, { viewer: owner, now: lateEvening });
      expect(all.total).toBe(seeds.length);
      expect(names(all.rows)).toEqual(
        [...seeds].sort((a, b) => b.created_at.localeCompare(a.created_at)).map((seed) => seed.name),
      );
    });

    it("with a status filter, only that status's due leads", async () => {
      const due = await listLeads(handle.db, { view: "due", status: "new" }, 1, {
        viewer: owner,
        now: lateEvening,
      });
      expect(names(due.rows)).toEqual(["new-overdue", "uncontacted-old", "uncontacted-young"]);
    });
  });

  describe("who sees what", () => {
    beforeEach(() =>
      insert([
        {
          name: "asha-contacted",
          status: "contacted",
          created_at: "2026-11-01T05:00:00.000Z",
          assignee_id: asha.id,
          follow_up_at: "2026-11-24T05:00:00.000Z",
        },
        {
          name: "asha-converted",
          status: "converted",
          created_at: "2026-11-02T05:00:00.000Z",
          assignee_id: asha.id,
        },
        { name: "ravi-new", status: "new", created_at: "2026-11-03T05:00:00.000Z", assignee_id: ravi.id },
        {
          name: "ravi-qualified",
          status: "qualified",
          created_at: "2026-11-04T05:00:00.000Z",
          assignee_id: ravi.id,
          source: "phone",
        },
        { name: "nobody-new", status: "new", created_at: "2026-11-05T05:00:00.000Z", source: "walk-in" },
        {
          name: "nobody-contacted",
          status: "contacted",
          created_at: "2026-11-06T05:00:00.000Z",
          source: "phone",
        },
        {
          name: "nobody-closed",
          status: "closed",
          created_at: "2026-11-07T05:00:00.000Z",
          lost_reason: "No reply",
        },
        {
          name: "asha-phone",
          status: "qualified",
          created_at: "2026-11-08T05:00:00.000Z",
          assignee_id: asha.id,
          source: "phone",
        },
      ]),
    );
    const list = async (viewer: typeof owner, filter: Parameters<typeof listLeads>[1] = {}) =>
      names((await listLeads(handle.db, filter, 1, { viewer, now: lateEvening })).rows).sort();

    it("a staff member sees the leads assigned to them and the unassigned new ones; an admin all", async () => {
      expect(await list(asha)).toEqual(["asha-contacted", "asha-converted", "asha-phone", "nobody-new"]);
      expect(await list(ravi)).toEqual(["nobody-new", "ravi-new", "ravi-qualified"]);
      expect(await list(owner)).toHaveLength(8);
      expect(await list(asha, { view: "due" })).toEqual(["asha-contacted", "nobody-new"]);
    });

    it("counts what the Due tab lists, for whoever looks and under the same filters", async () => {
      const count = (viewer: typeof owner, filter: Parameters<typeof countLeads>[1]) =>
        countLeads(handle.db, filter, { viewer, now: lateEvening });
      for (const viewer of [owner, asha, ravi]) {
        for (const filter of [
          { view: "due" as const },
          { view: "due" as const, source: "walk-in" as const },
        ]) {
          const listed = await listLeads(handle.db, filter, 1, { viewer, now: lateEvening });
          expect(await count(viewer, filter)).toBe(listed.total);
        }
      }
      expect(await count(asha, { view: "due" })).toBe(2);
      expect(await count(owner, { view: "due", source: "walk-in" })).toBe(1);
    });

    it("filters by owner: me, none or a member's id, within what the viewer sees", async () => {
      expect(await list(asha, { assignee: "me" })).toEqual([
        "asha-contacted",
        "asha-converted",
        "asha-phone",
      ]);
      expect(await list(asha, { assignee: "none" })).toEqual(["nobody-new"]);
      expect(await list(asha, { assignee: ravi.id })).toEqual([]);
      expect(await list(owner, { assignee: "me" })).toEqual([]);
      expect(await list(owner, { assignee: "none" })).toEqual([
        "nobody-closed",
        "nobody-contacted",
        "nobody-new",
      ]);
      expect(await list(owner, { assignee: ravi.id })).toEqual(["ravi-new", "ravi-qualified"]);
    });

    it("filters by source", async () => {
      expect(await list(owner, { source: "phone" })).toEqual([
        "asha-phone",
        "nobody-contacted",
        "ravi-qualified",
      ]);
      expect(await list(asha, { source: "phone" })).toEqual(["asha-phone"]);
      expect(await list(owner, { source: "walk-in" })).toEqual(["nobody-new"]);
      expect(await list(owner, { source: "web" })).toEqual([
        "asha-contacted",
        "asha-converted",
        "nobody-closed",
        "ravi-new",
      ]);
      expect(await list(owner, { source: "referral" })).toEqual([]);
    });

    it("shows each lead's owner by e-mail", async () => {
      const rows = (await listLeads(handle.db, {}, 1, { viewer: owner, now: lateEvening })).rows;
      const owners = Object.fromEntries(rows.map((row) => [row.name, row.assignee_email]));
      expect(owners).toMatchObject({ "asha-phone": asha.email, "ravi-new": ravi.email, "nobody-new": null });
    });

    it("counts by status only the leads the viewer sees", async () => {
      expect(await leadCounters(handle.db, asha)).toEqual({
        total: 4,
        new: 1,
        contacted: 1,
        qualified: 1,
        converted: 1,
        closed: 0,
      });
      expect(await leadCounters(handle.db, ravi)).toEqual({
        total: 3,
        new: 2,
        contacted: 0,
        qualified: 1,
        converted: 0,
        closed: 0,
      });
      expect(await leadCounters(handle.db, owner)).toEqual({
        total: 8,
        new: 2,
        contacted: 2,
        qualified: 2,
        converted: 1,
        closed: 1,
      });
    });

    it("exports the viewer's leads with source, follow-up, lost reason and owner", async () => {
      const csv = async (viewer: typeof owner, filter = {}) => {
        let text = "";
        for await (const part of leadsCsv(handle.db, filter, { viewer, now: lateEvening })) text += part;
        const [header, ...lines] = text.trimEnd().split("\r\n");
        const columns = header!.split(",");
        return lines.map((line) => {
          const cells = line.slice(1, -1).split('","');
          return Object.fromEntries(columns.map((column, i) => [column, cells[i]])) as Record<string, string>;
        });
      };
      expect(csvHeader).toEqual(
        expect.arrayContaining(["source", "follow_up_at", "lost_reason", "assignee"]),
      );
      expect(new Set(csvHeader).size).toBe(csvHeader.length);
      const all = await csv(owner);
      expect(all).toHaveLength(8);
      const byName = new Map(all.map((row) => [row.name, row]));
      expect(byName.get("asha-contacted")).toMatchObject({
        source: "web",
        follow_up_at: "2026-11-24T05:00:00.000Z",
        lost_reason: "",
        assignee: asha.email,
      });
      expect(byName.get("nobody-closed")).toMatchObject({
        lost_reason: "No reply",
        assignee: "",
        follow_up_at: "",
      });
      expect(byName.get("nobody-new")).toMatchObject({ source: "walk-in", assignee: "" });
      // A staff member exports what they see, whatever the view.
      expect((await csv(asha, { view: "due" })).map((row) => row.name).sort()).toEqual([
        "asha-contacted",
        "asha-converted",
        "asha-phone",
        "nobody-new",
      ]);
      expect((await csv(asha, { assignee: "me", source: "phone" })).map((row) => row.name)).toEqual([
        "asha-phone",
      ]);
    });
  });

  it("marks a lead as returning when someone with its phone number enquired before", async () => {
    const phone = "+919845099999";
    await insert([
      { name: "first", status: "converted", created_at: "2026-03-01T05:00:00.000Z", phone },
      { name: "second", status: "new", created_at: "2026-11-01T05:00:00.000Z", phone },
      { name: "stranger", status: "new", created_at: "2026-11-02T05:00:00.000Z" },
      { name: "third", status: "new", created_at: "2026-11-03T05:00:00.000Z", phone },
    ]);
    const rows = (await listLeads(handle.db, {}, 1, { viewer: owner, now: lateEvening })).rows;
    expect(rows.map((row) => [row.name, row.returning])).toEqual([
      ["third", true],
      ["stranger", false],
      ["second", true],
      ["first", false],
    ]);
    // A staff member is told too, though the earlier (converted, unassigned) lead is not theirs to see.
    const theirs = (await listLeads(handle.db, {}, 1, { viewer: asha, now: lateEvening })).rows;
    expect(theirs.map((row) => [row.name, row.returning])).toEqual([
      ["third", true],
      ["stranger", false],
      ["second", true],
    ]);
  });
});
