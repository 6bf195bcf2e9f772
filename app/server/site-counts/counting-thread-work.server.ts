import { marketingPaths } from "~/lib/pages";
import { liveSet } from "~/server/site-settings/live-site.server";
import type { Site } from "~/lib/site";
import type { Db } from "../db/connect.server";
import type { Log } from "../periodic-job.server";
import { siteCounter } from "./site-counter.server";
import {
  answeredRequestOf,
  eventsOf,
  type FromCountingThread,
  headerReader,
  type ToCountingThread,
} from "./thread-messages.server";
import { siteCountWriter } from "./writer.server";

/**
 * The counting thread's work: the server's counter and writer, fed the events the main thread
 * sends. Each event keeps the time the main thread answered it. Answers "stopped" to a stop once
 * every event it was sent is written, and "counted" to each message of events once it has read it.
 */
export function countingThreadWork({ db, site, log }: { db: Db; site: Site; log: Log }) {
  const writer = siteCountWriter({ db, log });
  /** The time of the event being counted. */
  let at = new Date(0);
  const counter = siteCounter({
    writer,
    now: () => at,
    publicPaths: liveSet((live) => new Set(marketingPaths(live))),
    publicHost: new URL(site.publicUrl).hostname,
  });
  return async (message: ToCountingThread): Promise<FromCountingThread> => {
    if (message.type === "stop") {
      await writer.stop();
      return { type: "stopped" };
    }
    for (const event of eventsOf(message.lines)) {
      at = new Date(event.at);
      if (event.type === "answered") counter.answered(answeredRequestOf(event), event.address);
      else counter.clicked(event.kind, event.path, headerReader(event.headers));
    }
    return { type: "counted" };
  };
}
