import type { Clock } from "../clock.server";
import type { Db } from "../db/connect.server";
import { type Log, startPeriodicJob } from "../periodic-job.server";
import { istDay } from "~/lib/report-period";
import { foldGraceMs, tidySiteCounts } from "./fold.server";

export type SiteCountScheduleOptions = {
  db: Db;
  /** The desk's clock (CLOCK_FILE in tests). */
  now: Clock;
  retentionDays: number;
  log: Log;
  /** How often to look whether a day has finished. */
  everyMs?: number;
};

/**
 * Runs the tidy (fold, retention, salts) at start and then whenever the clock, looked at every ten
 * minutes, has moved on to a new day since the last run: in practice once a day, a few minutes after
 * midnight IST. The database lets one server fold each day. A look resolves to the tidy's result
 * when it ran, undefined when the day had been tidied already.
 */
export function startSiteCountSchedule(options: SiteCountScheduleOptions) {
  const { db, retentionDays, log } = options;
  /** The (graced) day of the last tidy that ran to the end. */
  let tidiedOn: string | undefined;
  return startPeriodicJob({
    everyMs: options.everyMs ?? 600_000,
    failed: "site_counts_tidy_failed",
    log,
    run: async () => {
      const now = options.now();
      const day = istDay(new Date(now.getTime() - foldGraceMs));
      if (day === tidiedOn) return undefined;
      const result = await tidySiteCounts(db, { now, retentionDays });
      tidiedOn = day;
      if (result.folded.length > 0 || result.eventsDeleted > 0)
        log("info", "site_counts_tidied", { ...result, retentionDays });
      return result;
    },
  });
}

export type SiteCountSchedule = ReturnType<typeof startSiteCountSchedule>;
