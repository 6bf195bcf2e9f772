import { marketingPaths } from "~/lib/pages";
import { liveSet } from "~/server/site-settings/live-site.server";
import type { Site } from "~/lib/site";
import type { Clock } from "../clock.server";
import type { Db } from "../db/connect.server";
import type { Log } from "../periodic-job.server";
import { countingThread } from "./counting-thread.server";
import { startSiteCountSchedule } from "./schedule.server";
import { siteCounter } from "./site-counter.server";
import { siteCountWriter } from "./writer.server";

export type SiteCountsOptions = {
  db: Db;
  site: Site;
  now: Clock;
  retentionDays: number;
  log: Log;
  /**
   * The counting thread's script: with it, events are counted and written on that thread, off the
   * thread that serves pages (the production server's way); without it, on this thread.
   */
  thread?: URL;
};

/** A server's counting: the counter the pages and the events API call, and its daily tidy. */
export function openSiteCounts(options: SiteCountsOptions) {
  const { db, site, now, retentionDays, log, thread } = options;
  const publicPaths = liveSet((live) => new Set(marketingPaths(live)));
  const schedule = startSiteCountSchedule({ db, now, retentionDays, log });
  const counting = thread
    ? countingThread({ url: thread, publicPaths, now, log })
    : inThisThread({ db, log, now, publicPaths, publicHost: new URL(site.publicUrl).hostname });
  return {
    counter: counting.counter,
    /** Stops the tidy and writes the events not written yet. */
    async stop() {
      await schedule.stop();
      await counting.stop();
    },
  };
}

function inThisThread(options: {
  db: Db;
  log: Log;
  now: Clock;
  publicPaths: ReadonlySet<string>;
  publicHost: string;
}) {
  const writer = siteCountWriter({ db: options.db, log: options.log });
  return { counter: siteCounter({ writer, ...options }), stop: () => writer.stop() };
}

export type SiteCounts = ReturnType<typeof openSiteCounts>;
