import type { Kysely } from "kysely";
import { addDays, istDay, isoWeek, type ReportPeriod, weekStart } from "~/lib/report-period";
import type { Site } from "~/lib/site";
import { deskRoleOf, rolesOf } from "../auth/roles.server";
import type { Database } from "../db/schema.server";
import { queueWrittenMail, type WrittenMail } from "../alerts/mail-queue.server";
import { buildReport } from "./report.server";
import { weeklyReportMail } from "./weekly-report-mail.server";

// The weekly report: on Monday at the morning digest's time (DIGEST_TIME, India time) every admin
// hears how last week (Monday to Sunday) went against the week before. Once a week across restarts
// and servers, as the digest is once a day: the week is claimed in digest_runs under its own key
// ("report:2026-W47", the week reported on) and the messages queued in the same transaction
// (docs/decisions/0036-reports.md). Which day it is comes from the desk's clock.

const istOffsetMs = (5 * 60 + 30) * 60_000;

/** Last week (Monday to Sunday) and the week before, seen from `now`. */
export function reportWeeks(now: Date): { last: ReportPeriod; before: ReportPeriod } {
  const lastMonday = addDays(weekStart(istDay(now)), -7);
  const week = (monday: string): ReportPeriod => ({
    from: monday,
    to: addDays(monday, 6),
    days: 7,
    preset: null,
  });
  return { last: week(lastMonday), before: week(addDays(lastMonday, -7)) };
}

/** The key that claims a week's report in digest_runs: the week reported on. */
export const reportRunKey = (now: Date) => `report:${isoWeek(reportWeeks(now).last.from)}`;

/** Whether it is Monday (IST) and the time of day has reached `time` (HH:MM). */
export function isReportTime(now: Date, time: string): boolean {
  const ist = new Date(now.getTime() + istOffsetMs);
  return ist.getUTCDay() === 1 && ist.toISOString().slice(11, 16) >= time;
}

/** The desk's admins, who receive the weekly report. */
async function admins(db: Kysely<Database>): Promise<string[]> {
  const users = await db
    .selectFrom("user")
    .select(["email", "role"])
    .where("role", "is not", null)
    .orderBy("email")
    .execute();
  return users.filter((user) => deskRoleOf(rolesOf(user.role)) === "admin").map((user) => user.email);
}

/** Last week's report for every admin, written and ready to queue. */
export async function composeWeeklyReport(
  db: Kysely<Database>,
  { now, site }: { now: Date; site: Site },
): Promise<WrittenMail[]> {
  const recipients = await admins(db);
  if (recipients.length === 0) return [];
  const weeks = reportWeeks(now);
  const [last, before] = await Promise.all([
    buildReport(db, { period: weeks.last, site, now }),
    buildReport(db, { period: weeks.before, site, now }),
  ]);
  const mail = weeklyReportMail(site, last, before);
  return recipients.map((recipient) => ({ recipient, ...mail }));
}

export type WeeklyReportRun =
  /** Not Monday, or before the time on Monday. */
  | { outcome: "not-yet"; key: string }
  /** This week's report was queued already, by this server or another. */
  | { outcome: "already"; key: string }
  | { outcome: "queued"; key: string; mails: WrittenMail[] };

/**
 * Queues last week's report if it is Monday at or after `reportTime` and no server has queued it
 * yet: the week claimed and the messages queued in one transaction (see runDigestIfDue).
 */
export async function runWeeklyReportIfDue(
  db: Kysely<Database>,
  { now, site, reportTime }: { now: Date; site: Site; reportTime: string },
): Promise<WeeklyReportRun> {
  const key = reportRunKey(now);
  if (!isReportTime(now, reportTime)) return { outcome: "not-yet", key };
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("digest_runs")
      .values({ day: key, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("day").doNothing())
      .returning("day")
      .executeTakeFirst();
    if (!claimed) return { outcome: "already", key } as const;
    const mails = await composeWeeklyReport(trx, { now, site });
    await queueWrittenMail(trx, mails, new Date(), "report");
    return { outcome: "queued", key, mails } as const;
  });
}

/** Queues last week's report at once, without claiming the week (`npm run report -- --now`). */
export async function queueWeeklyReportNow(
  db: Kysely<Database>,
  { now, site }: { now: Date; site: Site },
): Promise<WrittenMail[]> {
  const mails = await composeWeeklyReport(db, { now, site });
  await queueWrittenMail(db, mails, new Date(), "report");
  return mails;
}
