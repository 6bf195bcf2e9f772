import type { Site } from "~/lib/site";
import type { Clock } from "../clock.server";
import type { Db } from "../db/connect.server";
import { type Log, startPeriodicJob } from "../periodic-job.server";
import { runDigestIfDue } from "./digest.server";

export type DigestScheduleOptions = {
  db: Db;
  site: Site;
  /** HH:MM, India time (DIGEST_TIME). */
  digestTime: string;
  /** The desk's clock (CLOCK_FILE in tests). */
  now: Clock;
  /** Called once messages are queued, to send them without waiting for the sender's next look. */
  queued: () => void;
  log: Log;
  /** How often to look whether the digest is due. */
  everyMs?: number;
};

/**
 * Looks at start, then every minute, whether today's digest is due and not yet queued, and queues
 * it (see runDigestIfDue). The database lets one server queue each day's digest.
 */
export function startDigestSchedule(options: DigestScheduleOptions) {
  const { db, site, digestTime, log } = options;
  return startPeriodicJob({
    everyMs: options.everyMs ?? 60_000,
    failed: "digest_failed",
    log,
    run: async () => {
      const run = await runDigestIfDue(db, { now: options.now(), site, digestTime });
      if (run.outcome === "queued") {
        log("info", "digest_queued", { day: run.day, messages: run.mails.length });
        if (run.mails.length > 0) options.queued();
      }
      return run;
    },
  });
}

export type DigestSchedule = ReturnType<typeof startDigestSchedule>;
