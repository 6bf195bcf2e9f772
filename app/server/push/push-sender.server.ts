import { queueRounds } from "../alerts/queue-rounds.server";
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

  /** One round: the due notifications claimed and sent; go on while there were any. */
  async function round() {
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
    return claimed.length > 0;
  }

  return queueRounds({
    round,
    pollMs,
    onError: (error) => log("error", "push_queue_failed", { error: String(error) }),
  });
}

export type PushSender = ReturnType<typeof pushSender>;
