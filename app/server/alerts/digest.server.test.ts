import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertAccounts } from "../../../tests/support/desk-users";
import { testDatabases } from "../../../tests/support/test-database";
import type { Db } from "../db/connect.server";
import { parseEnv } from "../env.server";
import { resolveSite } from "../site.server";
import { digestContents, istDayOf, queueDigestNow, runDigestIfDue } from "./digest.server";
import { startDigestSchedule } from "./digest-schedule.server";
import { writtenBody } from "./mail-queue.server";

// The morning digest: what each desk member hears at DIGEST_TIME (India time), and that each day's
// digest is queued once, whatever the number of servers, restarts or calls. Time is handed in: no
// test waits for a clock.

const site = resolveSite(parseEnv({ PUBLIC_URL: "https://www.btmcarpentryworks.in" }));
const digestTime = "09:00";
/** An instant in Bengaluru (IST, UTC+05:30). */
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const today = "2026-11-24";
const tomorrow = "2026-11-25";

const owner = { id: "user-owner", email: "owner@btmcarpentryworks.in", role: "admin" };
const kavya = { id: "user-kavya", email: "kavya@btmcarpentryworks.in", role: "staff" };
/** Has an overdue follow-up, but turned the digest off. */
const ravi = { id: "user-ravi", email: "ravi@btmcarpentryworks.in", role: "staff" };
/** Staff with nothing assigned. */
const idle = { id: "user-idle", email: "idle@btmcarpentryworks.in", role: "staff" };
/** Signed up, no desk role: hears nothing, even of a lead once given to them. */
const outsider = { id: "user-outsider", email: "outsider@example.in", role: "user" };

const leadId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;

type Seed = {
  i: number;
  name: string;
  status: "new" | "contacted" | "qualified" | "converted" | "closed";
  assignee?: string;
  followUp?: Date;
  created?: Date;
  responded?: boolean;
};

const seeds: Seed[] = [
  { i: 1, name: "Asha Reddy", status: "contacted", assignee: kavya.id, followUp: ist("2026-11-23", "17:00") },
  { i: 2, name: "Meera & Sons", status: "qualified", assignee: kavya.id, followUp: ist(today, "11:00") },
  {
    i: 3,
    name: "Tomorrow's Call",
    status: "contacted",
    assignee: kavya.id,
    followUp: ist(tomorrow, "10:00"),
  },
  {
    i: 4,
    name: "Converted Already",
    status: "converted",
    assignee: kavya.id,
    followUp: ist("2026-11-23", "10:00"),
  },
  {
    i: 5,
    name: "Ravi's Customer",
    status: "contacted",
    assignee: ravi.id,
    followUp: ist("2026-11-22", "10:00"),
  },
  { i: 6, name: "Farooq Khan", status: "new", created: ist("2026-11-23", "20:00") },
  { i: 7, name: "Replied To", status: "new", created: ist("2026-11-23", "21:00"), responded: true },
  { i: 8, name: "Long Wait", status: "new", assignee: kavya.id, created: ist("2026-11-21", "09:00") },
  { i: 9, name: "Owner's Visit", status: "contacted", assignee: owner.id, followUp: ist(today, "15:00") },
  {
    i: 10,
    name: "Outsider's Lead",
    status: "contacted",
    assignee: outsider.id,
    followUp: ist(today, "12:00"),
  },
];

async function seed(db: Db) {
  await insertAccounts(db, [owner, kavya, ravi, idle, outsider]);
  await db.updateTable("user").set({ morningDigest: 0 }).where("id", "=", ravi.id).execute();
  const stamp = ist("2026-11-20", "10:00").toISOString();
  await db
    .insertInto("leads")
    .values(
      seeds.map((lead) => ({
        id: leadId(lead.i),
        name: lead.name,
        phone: `+9198450${String(lead.i).padStart(5, "0")}`,
        service: "Wardrobe Installation",
        status: lead.status,
        assignee_id: lead.assignee ?? null,
        follow_up_at: lead.followUp?.toISOString() ?? null,
        first_response_at: lead.responded || lead.status !== "new" ? stamp : null,
        created_at: lead.created?.toISOString() ?? stamp,
        updated_at: stamp,
      })),
    )
    .execute();
}

const queued = (db: Db) =>
  db.selectFrom("mail_queue").selectAll().orderBy("recipient").orderBy("created_at").execute();
const runs = (db: Db) => db.selectFrom("digest_runs").select("day").orderBy("day").execute();

describe.each(testDatabases())("the morning digest on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
    await seed(handle.db);
  });
  afterEach(() => handle.drop());

  it("gives staff their follow-ups due today and overdue, and admins also the leads waiting for a reply", async () => {
    const digests = await digestContents(handle.db, ist(today, "09:00"));
    const summary = digests.map(({ member, content }) => ({
      to: member.email,
      followUps: content.followUps.map((lead) => lead.name),
      waiting: content.waiting.map((lead) => lead.name),
    }));
    // Nothing for Ravi (digest off), the idle member (nothing to say) or the outsider (no desk role).
    expect(summary).toEqual([
      { to: kavya.email, followUps: ["Asha Reddy", "Meera & Sons"], waiting: [] },
      { to: owner.email, followUps: ["Owner's Visit"], waiting: ["Long Wait", "Farooq Khan"] },
    ]);
  });

  it("writes each line with name, service, phone, when and a link, as text and as HTML", async () => {
    const mails = await queueDigestNow(handle.db, { now: ist(today, "09:00"), site });
    const [toKavya, toOwner] = mails;
    expect(mails.map((mail) => [mail.recipient, mail.subject])).toEqual([
      [kavya.email, "Today at BTM Carpentry Works: 2 follow-ups"],
      [owner.email, "Today at BTM Carpentry Works: 1 follow-up, 2 waiting"],
    ]);
    const link = (i: number) => `https://www.btmcarpentryworks.in/admin/leads/${leadId(i)}`;
    expect(toKavya!.text).toContain(
      [
        "Your follow-ups",
        "- Asha Reddy · Wardrobe Installation · +91 98450 00001",
        "  Overdue since 23 Nov 2026, 5:00 pm",
        `  ${link(1)}`,
        "- Meera & Sons · Wardrobe Installation · +91 98450 00002",
        "  Due today, 11:00 am",
        `  ${link(2)}`,
      ].join("\n"),
    );
    expect(toKavya!.text).toContain("Tuesday, 24 November");
    expect(toKavya!.text).not.toContain("Waiting for a first reply");
    expect(toOwner!.text).toContain(
      [
        "Waiting for a first reply",
        "New enquiries nobody has replied to yet, oldest first.",
        "- Long Wait · Wardrobe Installation · +91 98450 00008",
        "  Waiting 3 days (since 21 Nov 2026, 9:00 am)",
        `  ${link(8)}`,
        "- Farooq Khan · Wardrobe Installation · +91 98450 00006",
        "  Waiting 13 hours (since 23 Nov 2026, 8:00 pm)",
        `  ${link(6)}`,
      ].join("\n"),
    );
    expect(toKavya!.html).toContain("Meera &amp; Sons");
    expect(toKavya!.html).not.toContain("Meera & Sons");
    expect(toKavya!.html).toContain(`href="${link(2)}"`);
    expect(toKavya!.html).toContain('href="tel:+919845000002"');
    // Queued as written, for the sender.
    const rows = await queued(handle.db);
    expect(rows.map((row) => [row.kind, row.recipient, row.subject])).toEqual([
      ["digest", kavya.email, toKavya!.subject],
      ["digest", owner.email, toOwner!.subject],
    ]);
    expect(writtenBody(rows[0]!)).toEqual({ text: toKavya!.text, html: toKavya!.html });
    // Sending it on demand does not count as the day's run.
    expect(await runs(handle.db)).toEqual([]);
  });

  it("sends nothing before DIGEST_TIME, and nothing to anyone with nothing to say", async () => {
    expect(await runDigestIfDue(handle.db, { now: ist(today, "08:59"), site, digestTime })).toEqual({
      outcome: "not-yet",
      day: today,
    });
    expect(await runs(handle.db)).toEqual([]);
    expect(await queued(handle.db)).toEqual([]);

    // Every lead done: the day is run, and nobody hears anything.
    await handle.db.updateTable("leads").set({ status: "closed", follow_up_at: null }).execute();
    const run = await runDigestIfDue(handle.db, { now: ist(today, "09:00"), site, digestTime });
    expect(run).toEqual({ outcome: "queued", day: today, mails: [] });
    expect(await queued(handle.db)).toEqual([]);
  });

  it("leaves out whoever turned the digest off", async () => {
    await handle.db.updateTable("user").set({ morningDigest: 0 }).where("id", "=", kavya.id).execute();
    const run = await runDigestIfDue(handle.db, { now: ist(today, "09:30"), site, digestTime });
    expect(run.outcome === "queued" && run.mails.map((mail) => mail.recipient)).toEqual([owner.email]);
  });

  it("queues each day's digest once across two servers, at once and after a restart; the next day again", async () => {
    const other = await handle.another();
    try {
      const nine = ist(today, "09:00");
      // Two servers look at the same moment. Each call starts in its own turn of the event loop,
      // as two servers' timers would (better-sqlite3 answers within the turn, so on SQLite one
      // transaction ends before the other begins; PostgreSQL runs them side by side).
      const at = (db: Db, now: Date) =>
        new Promise((resolve) => setImmediate(resolve)).then(() =>
          runDigestIfDue(db, { now, site, digestTime }),
        );
      const [first, second] = await Promise.all([at(handle.db, nine), at(other.db, nine)]);
      expect([first.outcome, second.outcome].sort()).toEqual(["already", "queued"]);
      // The same server twice at once too.
      const twice = await Promise.all([at(handle.db, nine), at(handle.db, nine)]);
      expect(twice.map((run) => run.outcome)).toEqual(["already", "already"]);
      // A restart later that morning, on either server.
      for (const db of [handle.db, other.db]) {
        expect((await runDigestIfDue(db, { now: ist(today, "09:05"), site, digestTime })).outcome).toBe(
          "already",
        );
      }
      expect((await queued(handle.db)).map((row) => row.recipient)).toEqual([kavya.email, owner.email]);
      expect(await runs(handle.db)).toEqual([{ day: today }]);

      // The next morning: before the time nothing, then once more.
      const next = ist(tomorrow, "09:00");
      expect(
        (await runDigestIfDue(other.db, { now: ist(tomorrow, "08:00"), site, digestTime })).outcome,
      ).toBe("not-yet");
      const again = await Promise.all([at(other.db, next), at(handle.db, next)]);
      expect(again.map((run) => run.outcome).sort()).toEqual(["already", "queued"]);
      expect((await queued(handle.db)).map((row) => row.recipient)).toEqual([
        kavya.email,
        kavya.email,
        owner.email,
        owner.email,
      ]);
      expect(await runs(handle.db)).toEqual([{ day: today }, { day: tomorrow }]);
    } finally {
      await other.close();
    }
  });

  it("after queueing on demand, the scheduled digest still goes", async () => {
    await queueDigestNow(handle.db, { now: ist(today, "07:00"), site });
    const run = await runDigestIfDue(handle.db, { now: ist(today, "09:00"), site, digestTime });
    expect(run.outcome).toBe("queued");
    expect(await queued(handle.db)).toHaveLength(4);
  });

  it("the schedule looks at start and when asked, and nudges the sender once it queued", async () => {
    let now = ist(today, "08:30");
    let nudges = 0;
    const logged: string[] = [];
    const schedule = startDigestSchedule({
      db: handle.db,
      site,
      digestTime,
      now: () => now,
      queued: () => (nudges += 1),
      log: (_level, msg) => logged.push(msg),
      everyMs: 3_600_000,
    });
    try {
      expect((await schedule.check())?.outcome).toBe("not-yet");
      now = ist(today, "09:01");
      expect((await schedule.check())?.outcome).toBe("queued");
      expect((await schedule.check())?.outcome).toBe("already");
      expect(nudges).toBe(1);
      expect(logged).toEqual(["digest_queued"]);
    } finally {
      await schedule.stop();
    }
  });
});

describe("the digest's day", () => {
  it("is the day in India, which starts at 18:30 UTC", () => {
    expect(istDayOf(new Date("2026-11-24T18:29:59Z"))).toBe("2026-11-24");
    expect(istDayOf(new Date("2026-11-24T18:30:00Z"))).toBe("2026-11-25");
  });
});
