import type { Db } from "../db/connect.server";
import type { Log } from "../periodic-job.server";
import type { ChatSetting } from "./chat-lead.server";
import { fetchMedia, type GraphSettings } from "./graph-api.server";
import { claimDeliveries, type Delivery, deliveryFailed } from "./inbox.server";
import { type Processed, processDeliveries, processDelivery } from "./process-delivery.server";

export type ChatWorkerOptions = {
  db: Db;
  setting: ChatSetting;
  graph: GraphSettings;
  log: Log;
  /** New leads were stored: their alerts are queued, send them. */
  alertsQueued: () => void;
  /** How often to look for deliveries (another server's, a retry, one left by a stopped server). */
  pollMs?: number;
  clock?: () => Date;
};

const claimLimit = 100;

/**
 * Works the webhook's deliveries through, after the POST that kept each has been answered: now when
 * a POST nudges it, and every pollMs for anything left (after a restart, a failure, or a delivery
 * another server kept). Servers on one database share the work by claiming rows.
 */
export function chatWorker(options: ChatWorkerOptions) {
  const { db, log } = options;
  const clock = options.clock ?? (() => new Date());
  const pollMs = options.pollMs ?? 10_000;
  let poll: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function keepPhoto(photo: { mediaId: string; leadId: string }) {
    const fetched = await fetchMedia(options.graph, photo.mediaId);
    if (!fetched.ok) {
      log("warn", "whatsapp_photo_not_fetched", { mediaId: photo.mediaId, reason: fetched.reason });
      return;
    }
    await db
      .insertInto("whatsapp_media")
      .values({
        media_id: photo.mediaId,
        lead_id: photo.leadId,
        mime_type: fetched.mimeType,
        bytes: fetched.bytes,
        created_at: clock().toISOString(),
      })
      .onConflict((oc) => oc.column("media_id").doNothing())
      .execute();
  }

  const setting = { ...options.setting, phoneNumberId: options.graph.phoneNumberId };

  /** Works the claimed deliveries in one transaction; should that fail, each on its own, so one bad delivery holds up no other. */
  async function workClaimed(claimed: Delivery[]): Promise<Processed[]> {
    try {
      return [await processDeliveries(db, setting, claimed, clock())];
    } catch {
      const done: Processed[] = [];
      for (const delivery of claimed) {
        try {
          done.push(await processDelivery(db, setting, delivery, clock()));
        } catch (error) {
          await deliveryFailed(db, delivery, clock(), String(error));
          log("error", "whatsapp_delivery_failed", {
            id: delivery.id,
            attempts: delivery.attempts,
            error: String(error),
          });
        }
      }
      return done;
    }
  }

  async function workNow() {
    for (;;) {
      again = false;
      const claimed = await claimDeliveries(db, clock(), claimLimit);
      const results = claimed.length > 0 ? await workClaimed(claimed) : [];
      let newLeads = 0;
      for (const done of results) {
        newLeads += done.newLeads;
        if (done.stored || done.repeats || done.statuses)
          log("info", "whatsapp_delivery", {
            deliveries: claimed.length,
            stored: done.stored,
            repeats: done.repeats,
            newLeads: done.newLeads,
            statuses: done.statuses,
          });
        for (const photo of done.photos) await keepPhoto(photo);
      }
      if (newLeads > 0) options.alertsQueued();
      if (!again && claimed.length < claimLimit) return;
    }
  }

  /** Works every delivery that is due; a call while a round runs asks for one more round after it. */
  function work(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = workNow()
      .catch((error: unknown) => log("error", "whatsapp_inbox_failed", { error: String(error) }))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    work,
    start() {
      poll ??= setInterval(() => void work(), pollMs).unref();
      void work();
    },
    /** A delivery was kept: work it now. */
    nudge() {
      void work();
    },
    async stop() {
      clearInterval(poll);
      poll = undefined;
      await running;
    },
  };
}

export type ChatWorker = ReturnType<typeof chatWorker>;
