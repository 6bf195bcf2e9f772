import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import type { Log } from "../periodic-job.server";
import { pushMessageSchema } from "./push-message";
import { claimDuePushes, deviceGone, pushDelivered, pushFailed } from "./push-queue.server";
import { type PushSettings, sendPush } from "./push-send.server";

export type PushSenderOptions = {
  db: Kysely<Database>;
  settings: PushSettings;
  log: Log;
  /** How often to look for notifications that are due: new leads may be stored on another thread or server. */
  pollMs?: number;
  clock?: () => Date;
};

/**
 * Sends what the push queue holds. Each notification goes to one device; a device its push
 * service no longer knows (404, 410) is removed, other failures are tried again a few times. A
 * server stopped mid-send leaves its claim, which runs out, and the next server sends it.
 */
export function pushSender(options: PushSenderOptions) {
  const { db, log, settings } = options;
  const pollMs = options.pollMs ?? 3_000;
  const clock = options.clock ?? (() => new Date());
  let poll: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function deliverNow() {
    for (;;) {
      again = false;
      const claimed = await claimDuePushes(db, clock());
      for (const push of claimed) {
        const message = pushMessageSchema.safeParse(JSON.parse(push.message));
        const outcome = message.success
          ? await sendPush(push, message.data, settings)
          : ({ kind: "failed", error: "not a push message" } as const);
        if (outcome.kind === "sent") {
          await pushDelivered(db, push, clock());
          log("info", "push_delivered", { waitedMs: clock().getTime() - Date.parse(push.created_at) });
        } else if (outcome.kind === "gone") {
          await deviceGone(db, push);
          log("info", "push_device_gone", { status: outcome.status });
        } else {
          const next = await pushFailed(db, push, clock(), outcome.error);
          log("warn", "push_failed", { attempts: push.attempts, next, error: outcome.error });
        }
      }
      if (!again && claimed.length === 0) return;
    }
  }

  /** Sends every notification that is due; a call while a round runs asks for one more round. */
  function deliver(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = deliverNow()
      .catch((error: unknown) => log("error", "push_queue_failed", { error: String(error) }))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    deliver,
    start() {
      poll ??= setInterval(() => void deliver(), pollMs).unref();
      void deliver();
    },
    nudge() {
      void deliver();
    },
    async stop() {
      clearInterval(poll);
      poll = undefined;
      await running;
    },
  };
}

export type PushSender = ReturnType<typeof pushSender>;
