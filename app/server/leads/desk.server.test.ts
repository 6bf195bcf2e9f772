import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-database";
import { parseLeadFilter } from "~/lib/lead-filter";
import { csvCell, getLead, leadCounters, leadsCsv, listLeads, setLeadStatus } from "./desk.server";

// Lead ids are UUIDs; these end in the lead's number, so the tests can name them.
const leadId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute)).toISOString();

describe.each(testDatabases())("lead desk on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
    const leads = Array.from({ length: 120 }, (_, i) => ({
      id: leadId(i),
      name: i === 7 ? "Meera Iyer" : `Customer ${i}`,
      phone: `+9198450${String(i).padStart(5, "0")}`,
      email: i === 9 ? "Owner@Example.in" : null,
      service: "Wardrobe Installation",
      message: i === 11 ? "Needs a 100% teak finish" : null,
      status: (["new", "contacted", "qualified", "converted", "closed"] as const)[i % 5],
      created_at: at(i),
      updated_at: at(i),
    }));
    await handle.db.insertInto("leads").values(leads).execute();
  });
  afterEach(() => handle.drop());

  it("lists newest first, 50 to a page, with the total", async () => {
    const first = await listLeads(handle.db, {}, 1);
    expect(first.total).toBe(120);
    expect(first.pageCount).toBe(3);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]?.id).toBe(leadId(119));
    const last = await listLeads(handle.db, {}, 3);
    expect(last.rows.map((r) => r.id).at(-1)).toBe(leadId(0));
    expect(last.rows).toHaveLength(20);
    expect((await listLeads(handle.db, {}, 99)).page).toBe(3);
  });

  it("filters by status and searches name, e-mail, message and phone in any form", async () => {
    expect((await listLeads(handle.db, { status: "qualified" }, 1)).total).toBe(24);
    expect((await listLeads(handle.db, { q: "meera" }, 1)).rows.map((r) => r.name)).toEqual(["Meera Iyer"]);
    expect((await listLeads(handle.db, { q: "owner@example" }, 1)).total).toBe(1);
    expect((await listLeads(handle.db, { q: "100% TEAK" }, 1)).rows.map((r) => r.id)).toEqual([leadId(11)]);
    expect((await listLeads(handle.db, { q: "98450 00042" }, 1)).rows.map((r) => r.id)).toEqual([leadId(42)]);
    expect((await listLeads(handle.db, { q: "+91 98450 00042" }, 1)).rows.map((r) => r.id)).toEqual([
      leadId(42),
    ]);
    expect((await listLeads(handle.db, { q: "nobody" }, 1)).total).toBe(0);
  });

  it("counts every lead by status in the database", async () => {
    expect(await leadCounters(handle.db)).toEqual({
      total: 120,
      new: 24,
      contacted: 24,
      qualified: 24,
      converted: 24,
      closed: 24,
    });
  });

  it("changes status from any to any, refreshes updated_at and records the history", async () => {
    const actor = { id: "user-1", email: "admin@example.in" };
    const now = new Date("2026-11-21T12:00:00.000Z");
    const lead = await setLeadStatus(handle.db, { id: leadId(4), status: "new", actor, now });
    expect(lead).toMatchObject({ status: "new", updated_at: "2026-11-21T12:00:00.000Z" });
    await setLeadStatus(handle.db, {
      id: leadId(4),
      status: "converted",
      actor,
      now: new Date(now.getTime() + 1000),
    });
    const detail = await getLead(handle.db, leadId(4));
    expect(detail?.events.map((e) => [e.from_status, e.to_status, e.actor_email])).toEqual([
      ["closed", "new", "admin@example.in"],
      ["new", "converted", "admin@example.in"],
    ]);
    expect(await setLeadStatus(handle.db, { id: "missing", status: "new", actor, now })).toBeNull();
  });

  it("finds no lead for an id that is not a lead id, such as one with a NUL byte", async () => {
    expect(await getLead(handle.db, "lead\u0000")).toBeNull();
    expect(
      await setLeadStatus(handle.db, {
        id: "\u0000",
        status: "new",
        actor: { id: "user-1", email: "a@example.in" },
        now: new Date(),
      }),
    ).toBeNull();
  });

  it("searches and exports with a NUL byte in the search, which the filter drops", async () => {
    const filter = parseLeadFilter(new URL("http://desk.test/admin?q=%00meera%00"));
    expect(filter.q).toBe("meera");
    expect((await listLeads(handle.db, filter, 1)).total).toBe(1);
    const csv = [];
    for await (const part of leadsCsv(handle.db, parseLeadFilter(new URL("http://desk.test/?q=%00"))))
      csv.push(part);
    expect(csv.join("").split("\r\n").filter(Boolean)).toHaveLength(121);
  });

  it("exports the filter as CSV, every row once, in chunks", async () => {
    let csv = "";
    for await (const part of leadsCsv(handle.db, { status: "new" }, 7)) csv += part;
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^created_at,name,phone/);
    expect(lines).toHaveLength(25);
    expect(new Set(lines).size).toBe(25);
  });
});

describe("csvCell", () => {
  it("quotes and doubles quotes", () => {
    expect(csvCell('He said "hi", then left')).toBe('"He said ""hi"", then left"');
    expect(csvCell(null)).toBe('""');
  });
  it.each(['=HYPERLINK("x")', "+91 98765", "-2+3", "@SUM(A1)", "\tcmd"])("defuses %j", (value) => {
    expect(csvCell(value).startsWith(`"'`)).toBe(true);
  });
});
