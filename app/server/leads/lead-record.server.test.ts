import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deskUser, insertAccounts } from "../../../tests/support/desk-users";
import { testDatabases } from "../../../tests/support/test-database";
import type { LeadStatus } from "~/lib/lead-status";
import { getLead, leadApiView } from "./lead-record.server";
import { changeLead, logActivity, removeActivity } from "./lead-work.server";

const leadId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
const accounts = {
  owner: { id: "user-owner", email: "owner@example.in", role: "admin" },
  asha: { id: "user-asha", email: "asha@example.in", role: "staff" },
  ravi: { id: "user-ravi", email: "ravi@example.in", role: "staff" },
};
const owner = deskUser(accounts.owner);
const asha = deskUser(accounts.asha);
const phone = "+919845012345";

// One customer's enquiries over a year (the same phone), in different hands, and a stranger's.
const leads: { id: string; status: LeadStatus; created_at: string; assignee_id?: string; phone?: string }[] =
  [
    {
      id: leadId(1),
      status: "converted",
      created_at: "2025-12-01T05:00:00.000Z",
      assignee_id: accounts.asha.id,
    },
    { id: leadId(2), status: "closed", created_at: "2026-03-01T05:00:00.000Z" },
    {
      id: leadId(3),
      status: "qualified",
      created_at: "2026-06-01T05:00:00.000Z",
      assignee_id: accounts.ravi.id,
    },
    { id: leadId(4), status: "new", created_at: "2026-09-01T05:00:00.000Z" },
    {
      id: leadId(5),
      status: "contacted",
      created_at: "2026-11-01T05:00:00.000Z",
      assignee_id: accounts.asha.id,
    },
    { id: leadId(6), status: "new", created_at: "2026-11-02T05:00:00.000Z", phone: "+919845099999" },
  ];
const current = leadId(5);

describe.each(testDatabases())("a lead's record on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
    await insertAccounts(handle.db, Object.values(accounts));
    await handle.db
      .insertInto("leads")
      .values(
        leads.map((lead) => ({
          phone,
          assignee_id: null,
          name: "Asha Rao",
          email: null,
          service: "Wardrobe Installation",
          message: null,
          updated_at: lead.created_at,
          ...lead,
        })),
      )
      .execute();
  });
  afterEach(() => handle.drop());

  const minute = (n: number) => new Date(Date.UTC(2026, 10, 21, 6, n));

  it("shows the timeline newest first", async () => {
    await logActivity(handle.db, {
      id: current,
      actor: asha,
      now: minute(1),
      kind: "call",
      text: "No answer",
    });
    await changeLead(handle.db, {
      id: current,
      actor: asha,
      now: minute(2),
      change: { status: "qualified", followUpAt: minute(90) },
    });
    await logActivity(handle.db, {
      id: current,
      actor: asha,
      now: minute(3),
      kind: "note",
      text: "Likes oak",
    });
    await logActivity(handle.db, {
      id: leadId(1),
      actor: asha,
      now: minute(4),
      kind: "note",
      text: "Elsewhere",
    });
    const record = await getLead(handle.db, current, asha);
    expect(record?.activities.map((entry) => [entry.kind, entry.text])).toEqual([
      ["note", "Likes oak"],
      ["status", "contacted → qualified"],
      ["call", "No answer"],
    ]);
    expect(record?.lead).toMatchObject({
      id: current,
      status: "qualified",
      follow_up_at: minute(90).toISOString(),
      assignee_id: asha.id,
      assignee_email: asha.email,
      last_contact_at: minute(1).toISOString(),
    });
    expect(record && "search_text" in record.lead).toBe(false);
  });

  it("lists the person's other enquiries, newest first, as far as the viewer may see them", async () => {
    const related = async (viewer: typeof owner) =>
      (await getLead(handle.db, current, viewer))?.related.map((lead) => lead.id);
    expect(await related(owner)).toEqual([leadId(4), leadId(3), leadId(2), leadId(1)]);
    // Asha's own earlier lead and the unassigned new one; not Ravi's, nor the closed unassigned one.
    expect(await related(asha)).toEqual([leadId(4), leadId(1)]);
    expect((await getLead(handle.db, leadId(6), owner))?.related).toEqual([]);
  });

  it("finds nothing a staff member may not see", async () => {
    expect(await getLead(handle.db, leadId(3), asha)).toBeNull();
    expect(await getLead(handle.db, leadId(2), asha)).toBeNull();
    expect(await getLead(handle.db, leadId(3), owner)).not.toBeNull();
    expect(await getLead(handle.db, leadId(99), owner)).toBeNull();
  });

  it("answers the API in its own shape", async () => {
    await logActivity(handle.db, {
      id: current,
      actor: asha,
      now: minute(1),
      kind: "whatsapp",
      text: "Sent photos",
    });
    const logged = await logActivity(handle.db, {
      id: current,
      actor: asha,
      now: minute(2),
      kind: "note",
      text: "Old number",
    });
    await removeActivity(handle.db, {
      id: current,
      activityId: logged.kind === "done" ? logged.value.id : "",
      actor: owner,
      now: minute(3),
    });
    await handle.db
      .updateTable("leads")
      .set({ source: "referral", follow_up_at: "2026-11-25T04:30:00.000Z" })
      .where("id", "=", current)
      .execute();
    const record = await getLead(handle.db, current, owner);
    const view = leadApiView(record!);
    expect(Object.keys(view).sort()).toEqual(
      [
        "lead",
        "activities",
        "followUpAt",
        "firstResponseAt",
        "assigneeId",
        "lostReason",
        "source",
        "relatedLeadIds",
      ].sort(),
    );
    expect(view).toMatchObject({
      lead: { id: current, name: "Asha Rao", phone, status: "contacted" },
      followUpAt: "2026-11-25T04:30:00.000Z",
      // The WhatsApp chat above was the first reply.
      firstResponseAt: minute(1).toISOString(),
      assigneeId: asha.id,
      lostReason: null,
      source: "referral",
      relatedLeadIds: [leadId(4), leadId(3), leadId(2), leadId(1)],
    });
    expect(view.activities).toEqual([
      {
        id: logged.kind === "done" ? logged.value.id : "",
        kind: "note",
        text: "",
        actor: asha.email,
        at: minute(2).toISOString(),
        deletedAt: minute(3).toISOString(),
        deletedBy: owner.email,
      },
      {
        id: expect.any(String) as string,
        kind: "whatsapp",
        text: "Sent photos",
        actor: asha.email,
        at: minute(1).toISOString(),
      },
    ]);
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });
});
