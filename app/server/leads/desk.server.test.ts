import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-database";
import { parseLeadFilter } from "~/lib/lead-filter";
import { csvCell, leadCounters, leadsCsv, listLeads } from "./desk.server";
import { getLead } from "./lead-record.server";
import { changeLead } from "./lead-work.server";

// Lead ids are UUIDs; these end in the lead's number, so the tests can name them.
const leadId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute)).toISOString();
const admin = { id: "user-1", email: "admin@example.in", role: "admin" as const };
const scope = { viewer: admin, now: new Date("2026-11-21T12:00:00.000Z") };

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
    const first = await listLeads(handle.db, {}, 1, scope);
    expect(first.total).toBe(120);
    expect(first.pageCount).toBe(3);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]?.id).toBe(leadId(119));
    const last = await listLeads(handle.db, {}, 3, scope);
    expect(last.rows.map((r) => r.id).at(-1)).toBe(leadId(0));
    expect(last.rows).toHaveLength(20);
    expect((await listLeads(handle.db, {}, 99, scope)).page).toBe(3);
  });

  it("filters by status and searches name, e-mail, message and phone in any form", async () => {
    expect((await listLeads(handle.db, { status: "qualified" }, 1, scope)).total).toBe(24);
    expect((await listLeads(handle.db, { q: "meera" }, 1, scope)).rows.map((r) => r.name)).toEqual([
      "Meera Iyer",
    ]);
    expect((await listLeads(handle.db, { q: "owner@example" }, 1, scope)).total).toBe(1);
    expect((await listLeads(handle.db, { q: "100% TEAK" }, 1, scope)).rows.map((r) => r.id)).toEqual([
      leadId(11),
    ]);
    expect((await listLeads(handle.db, { q: "98450 00042" }, 1, scope)).rows.map((r) => r.id)).toEqual([
      leadId(42),
    ]);
    expect((await listLeads(handle.db, { q: "+91 98450 00042" }, 1, scope)).rows.map((r) => r.id)).toEqual([
      leadId(42),
    ]);
    expect((await listLeads(handle.db, { q: "nobody" }, 1, scope)).total).toBe(0);
  });

  it("counts every lead by status in the database", async () => {
    expect(await leadCounters(handle.db, admin)).toEqual({
      total: 120,
      new: 24,
      contacted: 24,
      qualified: 24,
      converted: 24,
      closed: 24,
    });
  });

  it("changes status from any to any, refreshes updated_at and records it in the timeline", async () => {
    const now = new Date("2026-11-21T12:00:00.000Z");
    const first = await changeLead(handle.db, {
      id: leadId(4),
      change: { status: "new" },
      actor: admin,
      now,
    });
    expect(first).toMatchObject({
      kind: "done",
      value: { status: "new", updated_at: "2026-11-21T12:00:00.000Z" },
    });
    await changeLead(handle.db, {
      id: leadId(4),
      change: { status: "converted" },
      actor: admin,
      now: new Date(now.getTime() + 1000),
    });
    const detail = await getLead(handle.db, leadId(4), admin);
    expect(detail?.activities.map((e) => [e.kind, e.text, e.actor_email])).toEqual([
      ["status", "new → converted", "admin@example.in"],
      ["status", "closed → new", "admin@example.in"],
    ]);
    const missing = leadId(999);
    expect(
      await changeLead(handle.db, { id: missing, change: { status: "new" }, actor: admin, now }),
    ).toEqual({
      kind: "not-found",
    });
  });

  it("finds no lead for an id that is not a lead id, such as one with a NUL byte", async () => {
    expect(await getLead(handle.db, "lead\u0000", admin)).toBeNull();
    expect(
      await changeLead(handle.db, { id: "\u0000", change: { status: "new" }, actor: admin, now: new Date() }),
    ).toEqual({ kind: "not-found" });
  });

  it("searches and exports with a NUL byte in the search, which the filter drops", async () => {
    const filter = parseLeadFilter(new URL("http://desk.test/admin?q=%00meera%00"));
    expect(filter.q).toBe("meera");
    expect((await listLeads(handle.db, filter, 1, scope)).total).toBe(1);
    const csv = [];
    for await (const part of leadsCsv(handle.db, parseLeadFilter(new URL("http://desk.test/?q=%00")), scope))
      csv.push(part);
    expect(csv.join("").split("\r\n").filter(Boolean)).toHaveLength(121);
  });

  it("exports the filter as CSV, every row once, in chunks", async () => {
    let csv = "";
    for await (const part of leadsCsv(handle.db, { status: "new" }, scope, 7)) csv += part;
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^created_at,name,phone/);
    expect(lines).toHaveLength(25);
    expect(new Set(lines).size).toBe(25);
  });

  it("defuses a formula at the start of a cell in the export itself, as a service title set by the owner may hold", async () => {
    const formula = '=HYPERLINK("http://x.example","y")';
    await handle.db
      .insertInto("leads")
      .values({
        id: leadId(500),
        name: "+1+1",
        phone: "+919845099500",
        email: null,
        service: formula,
        message: "@SUM(A1)",
        status: "new",
        created_at: at(59),
        updated_at: at(59),
      })
      .execute();
    let csv = "";
    for await (const part of leadsCsv(handle.db, {}, scope)) csv += part;
    const line = csv.split("\r\n").find((row) => row.includes("HYPERLINK"))!;
    expect(line).toContain(`"'=HYPERLINK(""http://x.example"",""y"")"`);
    expect(line).toContain(`"'+1+1"`);
    expect(line).toContain(`"'@SUM(A1)"`);
    expect(line).not.toMatch(/(^|,)"[=+@]/);
  });

  it("exports a lost lead's reason and its owner", async () => {
    await changeLead(handle.db, {
      id: leadId(4),
      actor: admin,
      now: scope.now,
      change: { lostReason: "Price too high" },
    });
    let csv = "";
    for await (const part of leadsCsv(handle.db, { status: "closed" }, scope)) csv += part;
    const [header, ...rows] = csv.trimEnd().split("\r\n");
    const columns = header!.split(",");
    expect(columns.at(-1)).toBe("assignee");
    const cells = (row: string) => row.slice(1, -1).split('","');
    const reason = (row: string) => cells(row)[columns.indexOf("lost_reason")];
    const lost = rows.find((row) => row.includes(`"${leadId(4)}"`))!;
    expect(reason(lost)).toBe("Price too high");
    expect(cells(lost).at(-1)).toBe("");
    expect(rows.filter((row) => reason(row) === "")).toHaveLength(rows.length - 1);
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
