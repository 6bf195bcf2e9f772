import type { Site } from "~/lib/site";
import type { Clock } from "../clock.server";
import type { Db } from "../db/connect.server";
import { runWeeklyReportIfDue, type WeeklyReportRun } from "./weekly-report.server";

type Log = (level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown>) => void;

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
 * runWeeklyReportIfDue). Every server may run this; the database lets one queue each week's.
 */
export function startWeeklyReportSchedule(options: WeeklyScheduleOptions) {
  const { db, site, reportTime, log } = options;
  let running: Promise<WeeklyReportRun | undefined> | undefined;

  function check(): Promise<WeeklyReportRun | undefined> {
    running ??= runWeeklyReportIfDue(db, { now: options.now(), site, reportTime })
      .then((run) => {
        if (run.outcome === "queued") {
          log("info", "weekly_report_queued", { week: run.key, messages: run.mails.length });
          if (run.mails.length > 0) options.queued();
        }
        return run;
      })
      .catch((error: unknown) => {
        log("error", "weekly_report_failed", {
          error: error instanceof Error ? error.message : String(error),
        });
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => void check(), options.everyMs ?? 60_000).unref();
  void check();
  return {
    check,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export type WeeklyReportSchedule = ReturnType<typeof startWeeklyReportSchedule>;
