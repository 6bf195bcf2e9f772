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
  /**
   * Past this many bytes of events gathered, or handed over and not yet read by the thread (it only
   * runs on a processor the serving leaves free, and a server kept busy for long leaves none), new
   * ones are dropped, not kept: counts are worth less than the server's memory. An event's bytes
   * are two a character of its line, the most a string costs.
   */
  maxBacklogBytes?: number;
};

/** 16 MiB: some 40,000 views of ordinary browsers, or 2,500 of requests as large as a server takes. */
export const defaultMaxBacklogBytes = 16 * 1024 * 1024;
const bytesOf = (line: string) => 2 * line.length;

/**
 * The main thread's side of the counting (docs/decisions/0037): the counter the pages and the events
 * API call. It keeps what the counting reads of each public page answered and hands it over in
 * batches; the counting thread decides what counts, hashes and writes. If the thread fails, the
 * failure is logged once and the server goes on serving, counting nothing.
 */
export function countingThread(options: CountingThreadOptions) {
  const {
    publicPaths,
    now,
    log,
    everyMs = 200,
    batchSize = 256,
    stopWaitMs = 8_000,
    maxBacklogBytes = defaultMaxBacklogBytes,
  } = options;
  const worker = new Worker(options.url);
  worker.unref();
  /** The events gathered since the last hand-over, a line each, and their bytes. */
  let gathered: string[] = [];
  let gatheredBytes = 0;
  let failed = false;
  /** The bytes of each message handed over and not yet read, oldest first, and their sum. */
  const unread: number[] = [];
  let backlog = 0;
  let dropped = 0;
  const stopped = new Promise<void>((resolve) => {
    worker.on("message", (message: FromCountingThread) => {
      if (message.type === "stopped") resolve();
      else backlog -= unread.shift() ?? 0;
    });
    worker.on("exit", () => resolve());
  });
  worker.on("error", (error) => {
    failed = true;
    gathered = [];
    gatheredBytes = 0;
    log("error", "site_counts_thread_failed", { error: error.message });
  });
  const post = (message: ToCountingThread) => {
    if (!failed) worker.postMessage(message);
  };
  const handOver = () => {
    if (dropped > 0) {
      log("warn", "site_counts_dropped", { events: dropped, reason: "the counting thread is behind" });
      dropped = 0;
    }
    if (gathered.length === 0) return;
    post({ type: "events", lines: gathered.join("\n") });
    unread.push(gatheredBytes);
    backlog += gatheredBytes;
    gathered = [];
    gatheredBytes = 0;
  };
  const timer = setInterval(handOver, everyMs).unref();
  const gather = (line: string | undefined) => {
    if (failed || line === undefined) return;
    const bytes = bytesOf(line);
    if (backlog + gatheredBytes + bytes > maxBacklogBytes) {
      dropped++;
      return;
    }
    gathered.push(line);
    gatheredBytes += bytes;
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
    /** The bytes of the events held: gathered, or handed over and not yet read by the thread. */
    get heldBytes() {
      return backlog + gatheredBytes;
    },
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
