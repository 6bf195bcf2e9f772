import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadSchema } from "~/lib/lead-schema";
import { testDatabases } from "../../../tests/support/test-database";
import { inTransaction } from "../db/group-commit.server";
import { leadWrites } from "./lead-writes.server";
import { createLead, type LeadDeps } from "./create-lead.server";
import { listLeads } from "./desk.server";
import { toE164 } from "./phone.server";
import { indexNewLeads } from "./search-index.server";
import { leadStore } from "./store-lead.server";

const schema = leadSchema({ services: ["Wardrobe Installation"], areas: [], readPhone: toE164 });
const owner = { id: "user-owner", email: "owner@example.in", role: "admin" as const };

describe.each(testDatabases())("lead search as leads come and change on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let deps: LeadDeps;
  beforeEach(async () => {
    handle = await database.open();
    deps = {
      store: leadStore(leadWrites(handle.db)),
      now: () => new Date("2026-11-24T05:00:00.000Z"),
      schema,
      rateLimit: { max: 100, windowMs: 60_000 },
      log: () => undefined,
    };
  });
  afterEach(() => handle.drop());

  const find = async (q: string) =>
    (await listLeads(handle.db, { q }, 1, { viewer: owner, now: new Date() })).rows.map((lead) => lead.name);
  const submit = (name: string, phone: string, message: string) =>
    createLead(deps, {
      fields: { name, phone, service: "Wardrobe Installation", message },
      clientAddress: "203.0.113.9",
      channel: "form",
    });
  /** SQLite's own check that the index, once up to date, agrees with the leads it was built from. */
  const indexIsSound = async () => {
    if (database.name !== "sqlite") return;
    await inTransaction(handle.db, indexNewLeads);
    await sql`insert into leads_fts(leads_fts, rank) values ('integrity-check', 1)`.execute(handle.db);
  };

  it("finds leads written together in one batch, by name, phone and message", async () => {
    await Promise.all([
      submit("Meera Iyer", "98450 11111", "sliding wardrobe"),
      submit("Arjun Rao", "98450 22222", "loft shelves"),
      submit("Farah Khan", "98450 33333", "walk-in closet"),
    ]);
    expect(await find("meera")).toEqual(["Meera Iyer"]);
    expect(await find("98450 22222")).toEqual(["Arjun Rao"]);
    expect(await find("closet")).toEqual(["Farah Khan"]);
    await indexIsSound();
  });

  it("finds leads written outside a batch, and indexes them with the next batch", async () => {
    await handle.db
      .insertInto("leads")
      .values({
        id: "restored-1",
        name: "Kiran Restored",
        phone: "+919845044444",
        email: null,
        service: "Wardrobe Installation",
        message: "from a backup",
        source: "web",
        created_at: "2026-11-20T05:00:00.000Z",
        updated_at: "2026-11-20T05:00:00.000Z",
      })
      .execute();
    expect(await find("kiran")).toEqual(["Kiran Restored"]);
    await submit("Later Lead", "98450 55555", "");
    expect(await find("kiran")).toEqual(["Kiran Restored"]);
    expect(await find("later")).toEqual(["Later Lead"]);
    await indexIsSound();
  });

  it("follows a lead's changes and erasure, whether or not the index holds it yet", async () => {
    await submit("Old Name", "98450 66666", "first words");
    await handle.db
      .insertInto("leads")
      .values({
        id: "direct-1",
        name: "Unindexed Person",
        phone: "+919845077777",
        email: null,
        service: "Wardrobe Installation",
        message: null,
        source: "web",
        created_at: "2026-11-20T05:00:00.000Z",
        updated_at: "2026-11-20T05:00:00.000Z",
      })
      .execute();
    await handle.db.updateTable("leads").set({ name: "New Name" }).where("name", "=", "Old Name").execute();
    await handle.db
      .updateTable("leads")
      .set({ name: "Renamed Person" })
      .where("id", "=", "direct-1")
      .execute();
    expect(await find("old name")).toEqual([]);
    expect(await find("new name")).toEqual(["New Name"]);
    expect(await find("renamed")).toEqual(["Renamed Person"]);
    await indexIsSound();

    await handle.db.deleteFrom("leads").execute();
    expect(await find("name")).toEqual([]);
    await indexIsSound();
  });
});
