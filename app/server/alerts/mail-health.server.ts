import type { MailHealth } from "~/lib/desk-operations";
import type { Db } from "../db/connect.server";
import { retryDelayMs } from "./mail-queue.server";

/** What the desk shows admins about e-mail: failing or not, how many messages wait, since when. */

/**
 * E-mail is failing when the queue's latest failed try came after its latest delivery: the
 * messages that failed since then are counted, and the first of them dated. A failure that a later
 * delivery followed (the server answered again) is not shown.
 */
export async function mailHealth(db: Db, now: Date): Promise<MailHealth> {
  const [delivered, failed] = await Promise.all([
    db
      .selectFrom("mail_queue")
      .select("sent_at")
      .where("sent_at", "is not", null)
      .orderBy("sent_at", "desc")
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("mail_queue")
      .select(["created_at", "send_after", "attempts"])
      .where("sent_at", "is", null)
      .where("error", "is not", null)
      .orderBy("send_after", "desc")
      .limit(1000)
      .execute(),
  ]);
  const lastDelivery = delivered?.sent_at ? Date.parse(delivered.sent_at) : 0;
  // A failed try moved the message's next try on by the retry delay: that is when it failed.
  const failedAt = (mail: (typeof failed)[number]) =>
    Date.parse(mail.send_after) - retryDelayMs(mail.attempts);
  const since = failed.filter((mail) => failedAt(mail) > lastDelivery);
  if (since.length === 0) return { failing: false };
  const first = Math.min(...since.map((mail) => Date.parse(mail.created_at)));
  return {
    failing: true,
    unsent: since.length,
    sinceSeconds: Math.max(0, Math.floor((now.getTime() - first) / 1000)),
  };
}
