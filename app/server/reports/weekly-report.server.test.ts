import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertAccounts } from "../../../tests/support/desk-users";
import { ist, seedReportHistory } from "../../../tests/support/report-history";
import { testDatabases } from "../../../tests/support/test-database";
import { writtenBody } from "../alerts/mail-queue.server";
import { parseEnv } from "../env.server";
import { resolveSite } from "../site.server";
import { runSendNowCli, sendNowCommands } from "../alerts/send-now-cli.server";
import { queueWeeklyReportNow, reportWeeks, runWeeklyReportIfDue } from "./weekly-report.server";

// The weekly report: on Monday at the digest's time each admin gets last week against the week
// before, once a week whatever the servers and restarts, never on another day. The clock is handed
// in: no test waits.

const site = resolveSite(
  parseEnv({ SITE_PROFILE: "interiors", PUBLIC_URL: "https://www.example-interiors.in" }),
);
const reportTime = "09:00";
const owner = { id: "user-owner", email: "owner@example-interiors.in", role: "admin" };
const partner = { id: "user-partner", email: "partner@example-interiors.in", role: "admin" };
const kavya = { id: "user-kavya", email: "kavya@example-interiors.in", role: "staff" };
// Monday 30 November 2026: last week is 23 to 29 November, the week before 16 to 22.
const monday = "2026-11-30";

const queued = (db: Parameters<typeof runWeeklyReportIfDue>[0]) =>
  db.selectFrom("mail_queue").selectAll().orderBy("recipient").execute();

describe.each(testDatabases())("the weekly report on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
    await insertAccounts(handle.db, [owner, partner, kavya]);
    await seedReportHistory(handle.db);
  });
  afterEach(() => handle.drop());

  it("reads last week (Monday to Sunday) and the week before", () => {
    expect(reportWeeks(new Date(ist(monday, "09:00")))).toEqual({
      last: { from: "2026-11-23", to: "2026-11-29", days: 7, preset: null },
      before: { from: "2026-11-16", to: "2026-11-22", days: 7, preset: null },
    });
  });

  it("is queued on Monday at the digest's time, for every admin, once across two servers", async () => {
    const other = await handle.another();
    try {
      expect(
        await runWeeklyReportIfDue(handle.db, { now: new Date(ist(monday, "08:59")), site, reportTime }),
      ).toEqual({
        outcome: "not-yet",
        key: "report:2026-W48",
      });
      // Tuesday to Sunday: never, whatever the time.
      for (const day of ["2026-12-01", "2026-12-02", "2026-12-05", "2026-12-06"]) {
        const run = await runWeeklyReportIfDue(handle.db, {
          now: new Date(ist(day, "10:00")),
          site,
          reportTime,
        });
        expect(run.outcome, day).toBe("not-yet");
      }
      expect(await queued(handle.db)).toEqual([]);

      // Two servers look at the same moment, each in its own turn of the event loop as their
      // timers would (see the digest's test).
      const at = new Date(ist(monday, "09:00"));
      const look = (db: typeof handle.db) =>
        new Promise((resolve) => setImmediate(resolve)).then(() =>
          runWeeklyReportIfDue(db, { now: at, site, reportTime }),
        );
      const [first, second] = await Promise.all([look(handle.db), look(other.db)]);
      expect([first.outcome, second.outcome].sort()).toEqual(["already", "queued"]);
      // After a restart, later that Monday: already sent.
      const later = await runWeeklyReportIfDue(other.db, {
        now: new Date(ist(monday, "17:00")),
        site,
        reportTime,
      });
      expect(later.outcome).toBe("already");
      const rows = await queued(handle.db);
      expect(rows.map((row) => [row.kind, row.recipient])).toEqual([
        ["report", owner.email],
        ["report", partner.email],
      ]);
      // The next Monday is another week.
      const next = await runWeeklyReportIfDue(handle.db, {
        now: new Date(ist("2026-12-07", "09:30")),
        site,
        reportTime,
      });
      expect(next).toMatchObject({ outcome: "queued", key: "report:2026-W49" });
    } finally {
      await other.close();
    }
  });

  it("names last week against the week before, the best pages and those to look at, with the charts", async () => {
    const [mail] = await queueWeeklyReportNow(handle.db, { now: new Date(ist(monday, "09:00")), site });
    // Last week: leads 1, 3, 4 and 7; the week before: 2 and 5.
    expect(mail!.subject).toBe("Last week at Bangalore Interior Studio: 4 leads (+2 on the week before)");
    expect(mail!.text).toContain(
      "Here is last week (Mon, 23 Nov to Sun, 29 Nov) against the week before (Mon, 16 Nov to Sun, 22 Nov).",
    );
    expect(mail!.text).toContain("- Leads: 4 / 2 (+2 on the week before)");
    // Koramangala: 3 calls, 3 WhatsApp clicks, 2 enquiries; Home: 1 call, 1 enquiry; Contact: 1 call.
    expect(mail!.text).toContain(
      [
        "Best pages (most contacts)",
        "- Koramangala: 8 contacts from 16 visitors",
        "- Home: 2 contacts from 2 visitors",
        "- Contact: 1 contact from 5 visitors",
      ].join("\n"),
    );
    expect(mail!.text).toContain(
      "Pages to look at (most visitors, fewest contacts)\nNo page had visitors last week.",
    );
    expect(mail!.text).toContain(
      "Leads per week, by source\n7 leads in 12 weeks; the busiest week, of 23 Nov, had 4.",
    );
    expect(mail!.html).toContain('src="cid:weeks-chart"');
    expect(mail!.html).toContain('src="cid:response-chart"');
    expect(mail!.images!.map((image) => [image.cid, image.contentType])).toEqual([
      ["weeks-chart", "image/png"],
      ["response-chart", "image/png"],
    ]);
    // A real PNG, stored with the message for the sender.
    expect(Buffer.from(mail!.images![0]!.base64, "base64").subarray(1, 4).toString()).toBe("PNG");
    const rows = await queued(handle.db);
    expect(writtenBody(rows[0]!).images?.map((image) => image.cid)).toEqual([
      "weeks-chart",
      "response-chart",
    ]);
    // Sending it on demand does not claim the week.
    expect(await handle.db.selectFrom("digest_runs").selectAll().execute()).toEqual([]);
  });

  it("npm run report -- --now --dry-run prints it and sends nothing", async () => {
    const lines: string[] = [];
    const services = Promise.resolve({
      database: handle,
      now: () => new Date(ist(monday, "07:00")),
      mailSender: { deliver: () => Promise.resolve() } as never,
    });
    expect(
      await runSendNowCli(sendNowCommands.report, ["--now", "--dry-run"], services, (line) =>
        lines.push(line),
      ),
    ).toBe(0);
    expect(lines[0]).toContain(`To: ${owner.email}, ${partner.email}`);
    // The command line serves the configured site (here the default, the carpentry profile).
    expect(lines[0]).toContain("Subject: Last week at BTM Carpentry Works: 4 leads (+2 on the week before)");
    expect(lines.at(-1)).toBe("2 weekly report e-mail(s) written; nothing sent (--dry-run).");
    expect(await queued(handle.db)).toEqual([]);
    expect(await runSendNowCli(sendNowCommands.report, [], services, (line) => lines.push(line))).toBe(2);
  });
});
