import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadSchema } from "~/lib/lead-schema";
import { groupCommit } from "../db/group-commit.server";
import { deskUser, insertAccounts } from "../../../tests/support/desk-users";
import { testDatabases } from "../../../tests/support/test-database";
import { honeypotField } from "~/lib/lead-form-config";
import { createLead, type LeadDeps } from "./create-lead.server";
import { toE164 } from "./phone.server";
import { leadStore } from "./store-lead.server";

const services = ["Modular Kitchen Fitting", "Wardrobe Installation"];
const schema = leadSchema({ services, areas: ["Koramangala"], readPhone: toE164 });
const valid = { name: "Asha Rao", phone: "098450 12345", service: "Modular Kitchen Fitting", message: "" };
const accounts = {
  owner: { id: "user-owner", email: "owner@example.in", role: "admin" },
  ravi: { id: "user-ravi", email: "ravi@example.in", role: "staff" },
};

describe.each(testDatabases())("createLead on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let clock: Date;
  let logs: { msg: string; fields: Record<string, unknown> }[];
  let deps: LeadDeps;

  beforeEach(async () => {
    handle = await database.open();
    clock = new Date("2026-11-21T10:00:00.000Z");
    logs = [];
    deps = {
      store: leadStore(groupCommit(handle.db)),
      now: () => clock,
      schema,
      rateLimit: { max: 3, windowMs: 10 * 60_000 },
      log: (msg, fields) => logs.push({ msg, fields }),
    };
  });
  afterEach(() => handle.drop());

  const submit = (fields: Record<string, unknown>, clientAddress = "203.0.113.7") =>
    createLead(deps, { fields, clientAddress, channel: "form" });
  const rows = () => handle.db.selectFrom("leads").selectAll().orderBy("created_at").execute();

  it("stores a valid lead with E.164 phone, null for an empty message, status new", async () => {
    const result = await submit({ ...valid, source_path: "/contact", utm_source: "google" });
    expect(result.kind).toBe("created");
    const [row] = await rows();
    expect(row).toMatchObject({
      name: "Asha Rao",
      phone: "+919845012345",
      email: null,
      service: "Modular Kitchen Fitting",
      message: null,
      status: "new",
      created_at: "2026-11-21T10:00:00.000Z",
      updated_at: "2026-11-21T10:00:00.000Z",
      source_path: "/contact",
      utm_source: "google",
      area: null,
    });
    expect(result.kind === "created" && row?.id === result.id).toBe(true);
  });

  it("logs the lead's id and source but never the phone or message", async () => {
    await submit({ ...valid, message: "Call me at 9845012345", source_path: "/contact" });
    const line = JSON.stringify(logs);
    expect(logs.map((l) => l.msg)).toEqual(["lead_created"]);
    expect(line).toContain("/contact");
    expect(line).not.toContain("9845012345");
    expect(line).not.toContain("Call me");
  });

  it("logs the page without its query, and no page the visitor made up, so no name reaches the log", async () => {
    await submit({ ...valid, source_path: "/contact?utm_term=Asha+Rao&phone=9845012345" });
    await submit({ ...valid, phone: "98450 22222", source_path: "/Asha Rao calls back" });
    const line = JSON.stringify(logs);
    expect(logs.map((l) => l.msg)).toEqual(["lead_created", "lead_created"]);
    expect(logs[0]!.fields.page).toBe("/contact");
    expect(line).not.toContain("Asha");
    expect(line).not.toContain("utm_term");
    expect(line).not.toContain("9845012345");
  });

  it("appends the landing page's area to the message and stores it in its own column", async () => {
    await submit({ ...valid, message: "3BHK full interior", area: "Koramangala" });
    const [row] = await rows();
    expect(row?.message).toBe("3BHK full interior - Location: Koramangala");
    expect(row?.area).toBe("Koramangala");
  });

  it("refuses bad input field by field and stores nothing", async () => {
    const result = await submit({ name: " ", phone: "12345", service: "Plumbing", email: "nope" });
    expect(result.kind).toBe("invalid");
    expect(result.kind === "invalid" && Object.keys(result.errors).sort()).toEqual([
      "email",
      "name",
      "phone",
      "service",
    ]);
    expect(await rows()).toHaveLength(0);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    expect(await submit({ ...valid, [honeypotField]: "http://spam.example" })).toEqual({ kind: "ignored" });
    expect(await rows()).toHaveLength(0);
  });

  it("treats the same phone and service within 10 minutes as the same lead", async () => {
    const first = await submit(valid);
    clock = new Date(clock.getTime() + 9 * 60_000);
    const again = await submit({ ...valid, phone: "+91 98450 12345" });
    expect(again).toEqual({ kind: "duplicate", id: first.kind === "created" ? first.id : "" });
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect((await submit(valid)).kind).toBe("created");
    expect((await submit({ ...valid, service: "Wardrobe Installation" })).kind).toBe("created");
    expect(await rows()).toHaveLength(3);
  });

  it("stores a number from abroad in E.164, and knows it again however it is written", async () => {
    const first = await submit({ ...valid, phone: "+44 20 7946 0958" });
    expect(first.kind).toBe("created");
    expect(await submit({ ...valid, phone: "0044 (0)20 7946 0958" })).toEqual({
      kind: "duplicate",
      id: first.kind === "created" ? first.id : "",
    });
    expect((await rows()).map((row) => row.phone)).toEqual(["+442079460958"]);
  });

  it("refuses a number no country gives, though the browser's lighter check would let it by", async () => {
    expect(await submit({ ...valid, phone: "+91 1000000000" })).toMatchObject({ kind: "invalid" });
    expect(await rows()).toEqual([]);
  });

  it("limits leads per client address per window and lets them through again after it", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await submit({ ...valid, phone: `98450 1234${i}` })).kind).toBe("created");
    }
    const limited = await submit({ ...valid, phone: "98450 12349" });
    expect(limited).toEqual({ kind: "rate_limited", retryAfterMs: 10 * 60_000 });
    expect((await submit({ ...valid, phone: "98450 12349" }, "198.51.100.1")).kind).toBe("created");
    clock = new Date(clock.getTime() + 10 * 60_000);
    expect((await submit({ ...valid, phone: "98450 12349" })).kind).toBe("created");
    expect(await rows()).toHaveLength(5);
  });

  it("stores hostile text as plain text, with control characters stripped", async () => {
    const name = "<script>alert(1)</script>'; drop table leads; --";
    await submit({ ...valid, name: `${name}\u0000\u202E`, message: "line 1\nline 2\u0007" });
    const [row] = await rows();
    expect(row?.name).toBe(name);
    expect(row?.message).toBe("line 1\nline 2");
  });

  describe("a repeat enquiry", () => {
    const repeats = () =>
      handle.db
        .selectFrom("lead_activities")
        .selectAll()
        .where("kind", "=", "repeat")
        .orderBy("created_at")
        .execute();
    const minutes = (n: number) => {
      clock = new Date(clock.getTime() + n * 60_000);
    };

    it("adds its message to the first lead's timeline, and the visitor is told it was sent", async () => {
      const first = await submit({ ...valid, message: "Kitchen for a 2BHK" });
      const id = first.kind === "created" ? first.id : "";
      minutes(4);
      expect(await submit({ ...valid, message: "Also a wardrobe" })).toEqual({ kind: "duplicate", id });
      minutes(1);
      expect(await submit({ ...valid, name: "Ravi Rao", message: "Please call after 6" })).toEqual({
        kind: "duplicate",
        id,
      });
      expect((await repeats()).map((entry) => [entry.lead_id, entry.text, entry.actor_email])).toEqual([
        [id, "Also a wardrobe", null],
        [id, "Ravi Rao: Please call after 6", null],
      ]);
      const [lead, ...others] = await rows();
      expect(others).toEqual([]);
      expect(lead).toMatchObject({
        message: "Kitchen for a 2BHK",
        name: "Asha Rao",
        updated_at: "2026-11-21T10:05:00.000Z",
      });
      expect((await repeats())[1]?.created_at).toBe("2026-11-21T10:05:00.000Z");
      expect(logs.map((line) => line.msg)).toEqual(["lead_created", "lead_duplicate", "lead_duplicate"]);
    });

    it("that says nothing new adds nothing: the same message again, or the lead's own", async () => {
      await submit({ ...valid, message: "Kitchen for a 2BHK" });
      minutes(1);
      expect((await submit({ ...valid, message: "Kitchen for a 2BHK" })).kind).toBe("duplicate");
      expect((await submit({ ...valid, message: "" })).kind).toBe("duplicate");
      expect(await repeats()).toEqual([]);
      await submit({ ...valid, message: "Also a wardrobe" });
      minutes(1);
      expect((await submit({ ...valid, message: "Also a wardrobe" })).kind).toBe("duplicate");
      expect((await repeats()).map((entry) => entry.text)).toEqual(["Also a wardrobe"]);
    });

    it("counts against the rate limit; one that adds nothing does not", async () => {
      for (const message of ["one", "two", "three"]) {
        await submit({ ...valid, message });
        minutes(1);
      }
      expect(await submit({ ...valid, message: "four" })).toEqual({
        kind: "rate_limited",
        retryAfterMs: 7 * 60_000,
      });
      expect((await submit({ ...valid, message: "three" })).kind).toBe("duplicate");
      expect((await repeats()).map((entry) => entry.text)).toEqual(["two", "three"]);
    });
  });

  describe("an enquiry a desk member enters", () => {
    beforeEach(() => insertAccounts(handle.db, Object.values(accounts)));
    const enter = (fields: Record<string, unknown>, account: (typeof accounts)[keyof typeof accounts]) =>
      createLead(deps, { fields, clientAddress: "203.0.113.7", channel: "form", staff: deskUser(account) });

    it("keeps its source; a staff member's own is theirs, an admin's waits to be assigned", async () => {
      await enter({ ...valid, phone: "98450 11111", source: "phone" }, accounts.ravi);
      await enter({ ...valid, phone: "98450 22222", source: "walk-in" }, accounts.owner);
      await enter({ ...valid, phone: "98450 33333", source: "billboard" }, accounts.ravi);
      const entered = (await rows()).map((row) => [row.phone, row.source, row.assignee_id]);
      expect(entered.sort()).toEqual([
        ["+919845011111", "phone", accounts.ravi.id],
        ["+919845022222", "walk-in", null],
        ["+919845033333", "web", accounts.ravi.id],
      ]);
    });

    it("from a visitor, a source is ignored: the lead came from the web", async () => {
      await submit({ ...valid, source: "referral" });
      const [row] = await rows();
      expect(row).toMatchObject({ source: "web", assignee_id: null });
    });

    it("is not rate limited, and does not use up the visitors' limit at the same address", async () => {
      for (let i = 0; i < 6; i++) {
        expect(
          (await enter({ ...valid, phone: `98450 2000${i}`, source: "phone" }, accounts.ravi)).kind,
        ).toBe("created");
      }
      for (let i = 0; i < 3; i++)
        expect((await submit({ ...valid, phone: `98450 3000${i}` })).kind).toBe("created");
      expect((await submit({ ...valid, phone: "98450 39999" })).kind).toBe("rate_limited");
    });

    it("a repeat a member enters is theirs in the timeline", async () => {
      await submit({ ...valid, message: "Kitchen" });
      await enter({ ...valid, message: "Called to add a loft", source: "phone" }, accounts.ravi);
      const [entry] = await handle.db.selectFrom("lead_activities").selectAll().execute();
      expect(entry).toMatchObject({
        kind: "repeat",
        text: "Called to add a loft",
        actor_email: "ravi@example.in",
      });
      expect(await rows()).toHaveLength(1);
    });
  });

  it("logs a lead as created only once it is committed, and a failed commit fails with its own error", async () => {
    // The database ends the transaction as a full disk does: SQLite rolls the whole transaction
    // back at the insert; PostgreSQL refuses the commit.
    if (database.name === "sqlite") {
      await sql`create trigger disk_full before insert on leads begin select raise(rollback, 'database or disk is full'); end`.execute(
        handle.db,
      );
    } else {
      await sql`create function disk_full() returns trigger language plpgsql as $$ begin raise exception 'could not extend file: No space left on device'; end $$`.execute(
        handle.db,
      );
      await sql`create constraint trigger disk_full after insert on leads deferrable initially deferred for each row execute function disk_full()`.execute(
        handle.db,
      );
    }
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        submit({ ...valid, phone: `98450 1${String(i).padStart(4, "0")}` }, `198.51.100.${i}`),
      ),
    );
    expect(outcomes.every((outcome) => outcome.status === "rejected")).toBe(true);
    for (const outcome of outcomes) {
      expect(String((outcome as PromiseRejectedResult).reason)).toMatch(
        /disk is full|No space left on device/,
      );
    }
    expect(await rows()).toHaveLength(0);
    expect(logs.filter((line) => line.msg === "lead_created")).toEqual([]);
  });
});
