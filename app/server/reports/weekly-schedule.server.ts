import type { Site } from "~/lib/site";
import type { Clock } from "../clock.server";
import type { Db } from "../db/connect.server";
import { type Log, startPeriodicJob } from "../periodic-job.server";
import { runWeeklyReportIfDue } from "./weekly-report.server";

export type WeeklyScheduleOptions = {
  db: Db;
  site: Site;
  /** HH:MM, India time, on Mondays (DIGEST_TIME). */
  reportTime: string;
  /** The desk's clock (CLOCK_FILE in tests). */
  now: Clock;
  /** Called once messages are queued, to send them without waiting for the sender's next look. */
  queued: () => void;
  log: Log;
  everyMs?: number;
};

/**
 * Looks at start, then every minute, whether last week's report is due and not yet queued (see
 * runWeeklyReportIfDue). The database lets one server queue each week's.
 */
export function startWeeklyReportSchedule(options: WeeklyScheduleOptions) {
  const { db, site, reportTime, log } = options;
  return startPeriodicJob({
    everyMs: options.everyMs ?? 60_000,
    failed: "weekly_report_failed",
    log,
    run: async () => {
      const run = await runWeeklyReportIfDue(db, { now: options.now(), site, reportTime });
      if (run.outcome === "queued") {
        log("info", "weekly_report_queued", { week: run.key, messages: run.mails.length });
        if (run.mails.length > 0) options.queued();
      }
      return run;
    },
  });
}

export type WeeklyReportSchedule = ReturnType<typeof startWeeklyReportSchedule>;
