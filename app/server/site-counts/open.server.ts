import { marketingPaths } from "~/lib/pages";
import type { Site } from "~/lib/site";
import type { Clock } from "../clock.server";
import type { Db } from "../db/connect.server";
import type { Log } from "../periodic-job.server";
import { startSiteCountSchedule } from "./schedule.server";
import { siteCounter } from "./site-counter.server";
import { siteCountWriter } from "./writer.server";

/** A server's counting: the counter the pages and the events API call, its writer and its daily tidy. */
export function openSiteCounts(options: { db: Db; site: Site; now: Clock; retentionDays: number; log: Log }) {
  const { db, site, now, retentionDays, log } = options;
  const publicPaths = new Set(marketingPaths(site));
  const writer = siteCountWriter({ db, log });
  const schedule = startSiteCountSchedule({ db, now, retentionDays, log });
  return {
    counter: siteCounter({ writer, now, publicPaths, publicHost: new URL(site.publicUrl).hostname }),
    writer,
    schedule,
    /** Stops the tidy and writes the events not written yet. */
    async stop() {
      await schedule.stop();
      await writer.stop();
    },
  };
}

export type SiteCounts = ReturnType<typeof openSiteCounts>;
