import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { utmFields } from "~/lib/attribution";
import { deleteMailNaming } from "../alerts/mail-queue.server";
import type { Clock } from "../clock.server";
import { emptyWriteAheadLog } from "../db/checkpoint.server";
import { log } from "../log.server";
import type { Db } from "../db/connect.server";
import type { Database } from "../db/schema.server";
import { lockWritesFor } from "../db/write-lock.server";
import { eraseQuotesOf } from "../quotes/quote-erasure.server";
import { eraseFromSearchIndexForGood } from "./search-index.server";

// LEAD_RETENTION_MONTHS: a closed lead older than that is anonymised, once a day. The row stays
// (the counts, the service, the page and the dates still tell the business what it did) but nothing
// about the person: the name reads "Erased", the phone a placeholder no real number matches, and the
// e-mail, message, lost reason, referrer, campaign tags and the timeline's words are gone, and so
// are the digests and reports, queued or kept, that listed the lead (as for an erasure).

export const erasedName = "Erased";
/** Unique per lead, so anonymised leads are never "the same person" (returning, related enquiries). */
const placeholderPrefix = "erased:";

/** Who the erasures table names for these. */
export const retentionActor = "retention";

/** The moment `months` calendar months before `now` (UTC). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Anonymises the closed leads that arrived before `months` months ago and were not anonymised yet,
 * and records it in `erasures` (when any were); the number anonymised.
 */
export async function anonymiseClosedLeads(
  db: Db,
  { months, now }: { months: number; now: Date },
): Promise<number> {
  const cutoff = retentionCutoff(now, months).toISOString();
  const count = await db.transaction().execute(async (trx) => {
    // Several servers on one PostgreSQL database take turns, so each lead is anonymised (and counted) once.
    await lockWritesFor<Database>(trx, "lead-retention");
    const leads = await trx
      .selectFrom("leads")
      .select(["id", "email"])
      .where("status", "=", "closed")
      .where("created_at", "<", cutoff)
      .where("phone", "not like", `${placeholderPrefix}%`)
      .execute();
    const ids = leads.map((row) => row.id);
    if (ids.length === 0) return 0;
    // Their quotes keep numbers and amounts, nothing about the person.
    await eraseQuotesOf(trx, leads, now);
    await eraseFromSearchIndexForGood(trx);
    // The digests and reports that listed them, by their desk links (their phone numbers may be
    // another, still open, enquiry's too).
    await deleteMailNaming(trx, ids);
    for (let i = 0; i < ids.length; i += 500) {
      const batch = ids.slice(i, i + 500);
      await trx
        .updateTable("leads")
        .set({
          name: erasedName,
          phone: sql<string>`${sql.lit(placeholderPrefix)} || ${sql.ref("id")}`,
          email: null,
          message: null,
          lost_reason: null,
          referrer: null,
          ...Object.fromEntries(utmFields.map((field) => [field, null])),
        })
        .where("id", "in", batch)
        .execute();
      await trx.updateTable("lead_activities").set({ text: "" }).where("lead_id", "in", batch).execute();
      // Their WhatsApp chats and photos go whole: every message is the person's words or a reply to them.
      await trx.deleteFrom("whatsapp_messages").where("lead_id", "in", batch).execute();
      await trx.deleteFrom("whatsapp_media").where("lead_id", "in", batch).execute();
    }
    await trx
      .insertInto("erasures")
      .values({
        id: randomUUID(),
        erased_at: now.toISOString(),
        erased_by: retentionActor,
        lead_count: ids.length,
      })
      .execute();
    return ids.length;
  });
  // Another connection busy with the log leaves the erased text in it until the next checkpoint: say so.
  if (count > 0 && !(await emptyWriteAheadLog(db)))
    log("warn", "write_ahead_log_not_emptied", { after: "retention" });
  return count;
}

const day = 86_400_000;

/**
 * Anonymises old closed leads a minute after start and then once a day, on timers that never keep
 * the process alive; a failure is logged and tried again the next day.
 */
export function scheduleRetention({
  db,
  months,
  now,
  log,
}: {
  db: Db;
  months: number;
  now: Clock;
  log: (level: "info" | "error", msg: string, fields: Record<string, unknown>) => void;
}): void {
  const run = () => {
    anonymiseClosedLeads(db, { months, now: now() })
      .then((count) => {
        if (count > 0) log("info", "leads_anonymised", { count, months });
      })
      .catch((error: unknown) => log("error", "lead_retention_failed", { error: String(error) }));
  };
  setTimeout(run, 60_000).unref();
  setInterval(run, day).unref();
}
