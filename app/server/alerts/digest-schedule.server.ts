import type { Site } from "~/lib/site";
import type { Clock } from "../clock.server";
import type { Db } from "../db/connect.server";
import { type DigestRun, runDigestIfDue } from "./digest.server";

type Log = (level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown>) => void;

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
 * it (see runDigestIfDue). Every server may run this: the database lets one of them queue each
 * day's digest. The timer does not keep the process alive.
 */
export function startDigestSchedule(options: DigestScheduleOptions) {
  const { db, site, digestTime, log } = options;
  let running: Promise<DigestRun | undefined> | undefined;

  function check(): Promise<DigestRun | undefined> {
    running ??= runDigestIfDue(db, { now: options.now(), site, digestTime })
      .then((run) => {
        if (run.outcome === "queued") {
          log("info", "digest_queued", { day: run.day, messages: run.mails.length });
          if (run.mails.length > 0) options.queued();
        }
        return run;
      })
      .catch((error: unknown) => {
        log("error", "digest_failed", { error: error instanceof Error ? error.message : String(error) });
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
    /** Looks now (the timer does so every minute). */
    check,
    /** Stops looking, and waits for a look in progress to end. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export type DigestSchedule = ReturnType<typeof startDigestSchedule>;
