import type { Clock } from "../clock.server";
import type { Db } from "../db/connect.server";
import { istDay } from "./days.server";
import { foldGraceMs, type TidyResult, tidySiteCounts } from "./fold.server";

type Log = (level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown>) => void;

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
 * midnight IST. Every server may run it; the database lets one of them fold each day. The timer does
 * not keep the process alive.
 */
export function startSiteCountSchedule(options: SiteCountScheduleOptions) {
  const { db, retentionDays, log } = options;
  let running: Promise<TidyResult | undefined> | undefined;
  /** The (graced) day of the last tidy that ran to the end. */
  let tidiedOn: string | undefined;

  /** Tidies unless it has already been done since the last day ended; the tidy's result when it ran. */
  function check(): Promise<TidyResult | undefined> {
    const now = options.now();
    const day = istDay(new Date(now.getTime() - foldGraceMs));
    if (day === tidiedOn) return running ?? Promise.resolve(undefined);
    running ??= tidySiteCounts(db, { now, retentionDays })
      .then((result) => {
        tidiedOn = day;
        if (result.folded.length > 0 || result.eventsDeleted > 0)
          log("info", "site_counts_tidied", { ...result, retentionDays });
        return result;
      })
      .catch((error: unknown) => {
        log("error", "site_counts_tidy_failed", {
          error: error instanceof Error ? error.message : String(error),
        });
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => void check(), options.everyMs ?? 600_000).unref();
  void check();
  return {
    /** Tidies now (the timer does so every ten minutes). */
    check,
    /** Stops, and waits for a tidy in progress to end. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export type SiteCountSchedule = ReturnType<typeof startSiteCountSchedule>;
