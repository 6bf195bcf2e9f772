import { Worker } from "node:worker_threads";
import type { Clock } from "../clock.server";
import type { Log } from "../periodic-job.server";
import type { SiteCounter } from "./site-counter.server";
import {
  answeredLine,
  clickedLine,
  type FromCountingThread,
  type ToCountingThread,
} from "./thread-messages.server";
import { isPublicPageAnswer } from "./view-rules.server";

export type CountingThreadOptions = {
  /** The counting thread's script (build/server/site-counts-worker.js). */
  url: URL;
  publicPaths: ReadonlySet<string>;
  /** The server's clock: an event's time is when it was answered, not when it was counted. */
  now: Clock;
  log: Log;
  /** How often the events gathered are handed over; sooner once `batchSize` have gathered. */
  everyMs?: number;
  batchSize?: number;
  /** How long the stop path waits for the thread to write what it holds. */
  stopWaitMs?: number;
};

/**
 * The main thread's side of the counting (docs/decisions/0037): the counter the pages and the events
 * API call. It keeps what the counting reads of each public page answered and hands it over in
 * batches; the counting thread decides what counts, hashes and writes. If the thread fails, the
 * failure is logged once and the server goes on serving, counting nothing.
 */
export function countingThread(options: CountingThreadOptions) {
  const { publicPaths, now, log, everyMs = 200, batchSize = 256, stopWaitMs = 8_000 } = options;
  const worker = new Worker(options.url);
  worker.unref();
  /** The events gathered since the last hand-over, a line each. */
  let gathered: string[] = [];
  let failed = false;
  const stopped = new Promise<void>((resolve) => {
    worker.on("message", (message: FromCountingThread) => {
      if (message.type === "stopped") resolve();
    });
    worker.on("exit", () => resolve());
  });
  worker.on("error", (error) => {
    failed = true;
    gathered = [];
    log("error", "site_counts_thread_failed", { error: error.message });
  });
  const post = (message: ToCountingThread) => {
    if (!failed) worker.postMessage(message);
  };
  const handOver = () => {
    if (gathered.length === 0) return;
    post({ type: "events", lines: gathered.join("\n") });
    gathered = [];
  };
  const timer = setInterval(handOver, everyMs).unref();
  const gather = (line: string | undefined) => {
    if (failed || line === undefined) return;
    gathered.push(line);
    if (gathered.length >= batchSize) handOver();
  };

  const counter: SiteCounter = {
    answered(request, address) {
      if (isPublicPageAnswer(request, publicPaths)) gather(answeredLine(request, address, now()));
    },
    clicked(kind, path, header) {
      gather(clickedLine(kind, path, header, now()));
    },
    publicPaths,
  };
  return {
    counter,
    /** Hands over what is gathered and waits (a while) until the thread has written it all. */
    async stop(): Promise<void> {
      clearInterval(timer);
      handOver();
      post({ type: "stop" });
      const waited = new Promise<void>((resolve) => setTimeout(resolve, stopWaitMs).unref());
      if (!failed) await Promise.race([stopped, waited]);
      await worker.terminate();
    },
  };
}
