import { Worker } from "node:worker_threads";
import type { MailSender } from "../alerts/mail-sender.server";
import type { Log } from "../periodic-job.server";
import type { LeadStore, LeadToStore, StoreResult } from "./store-lead.server";

export type ToLeadThread =
  { type: "store"; id: number; toStore: LeadToStore } | { type: "nudge" } | { type: "stop" };
export type FromLeadThread =
  | { type: "stored"; id: number; result: StoreResult }
  | { type: "failed"; id: number; error: string }
  | { type: "stopped" };

export type LeadThreadOptions = {
  /** The lead writer thread's script (build/server/lead-writer-worker.js). */
  url: URL;
  /**
   * What takes over once the thread has failed: this thread's own lead writes, and its mail
   * sender (not started until then: the thread sends the mail queue).
   */
  fallback: { store: LeadStore; sender: MailSender };
  log: Log;
  /** How long the stop path waits for the thread to finish the writes it holds. */
  stopWaitMs?: number;
};

type Waiting = { resolve: (result: StoreResult) => void; reject: (error: Error) => void };

/**
 * The serving thread's side of the lead writer thread (docs/decisions/0038): a lead store that hands
 * each checked enquiry to the thread, which stores it in its write batches and answers once the
 * batch is committed; the thread also sends the mail queue (`nudge` when something was queued).
 * If the thread fails, the enquiries it held are refused (their visitors are told to try again,
 * their values kept), the failure is logged, and `fallback` takes over on this thread.
 */
export function leadThread({ url, fallback, log, stopWaitMs = 8_000 }: LeadThreadOptions) {
  const worker = new Worker(url);
  worker.unref();
  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let failed = false;
  let stopping = false;

  const fail = (error: Error) => {
    if (failed) return;
    failed = true;
    log("error", "lead_thread_failed", { error: error.message, refused: waiting.size });
    fallback.sender.start();
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const stopped = new Promise<void>((resolve) => {
    worker.on("message", (message: FromLeadThread) => {
      if (message.type === "stopped") return resolve();
      const entry = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.type === "stored") entry?.resolve(message.result);
      else entry?.reject(new Error(message.error));
    });
    worker.on("exit", (code) => {
      if (!stopping) fail(new Error(`the lead writer thread stopped (exit code ${code})`));
      resolve();
    });
  });
  worker.on("error", fail);

  const store: LeadStore = (toStore: LeadToStore) => {
    if (failed) return fallback.store(toStore);
    if (stopping) return Promise.reject(new Error("the server is stopping"));
    const id = nextId++;
    return new Promise<StoreResult>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ type: "store", id, toStore } satisfies ToLeadThread);
    });
  };
  return {
    store,
    /** Whether the thread is storing enquiries: false once it has failed (the fallback stores them) or stopped. */
    running: () => !failed && !stopping,
    /** Something was queued to send (a digest, a report): the sender sends it shortly. */
    nudge: () => {
      if (failed) fallback.sender.nudge();
      else worker.postMessage({ type: "nudge" } satisfies ToLeadThread);
    },
    /** Waits (a while) for the thread to finish the writes it holds and close its connection. */
    async stop(): Promise<void> {
      stopping = true;
      if (!failed) {
        worker.postMessage({ type: "stop" } satisfies ToLeadThread);
        const waited = new Promise<void>((resolve) => setTimeout(resolve, stopWaitMs).unref());
        await Promise.race([stopped, waited]);
      }
      await worker.terminate();
      // A thread that did not finish in time stored these or not: their visitors are told to try again.
      for (const { reject } of waiting.values()) reject(new Error("the lead writer thread was stopped"));
      waiting.clear();
    },
  };
}
