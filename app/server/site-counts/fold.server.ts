import { type Kysely, sql } from "kysely";
import type { Db } from "../db/connect.server";
import { inTransaction } from "../db/group-commit.server";
import type { Database } from "../db/schema.server";
import { addDays, istDay } from "~/lib/report-period";
import { deletePastSalts } from "./visitor-salts.server";

// Every finished IST day is folded into the daily totals, kept for good; the raw events are kept
// ANALYTICS_RETENTION_DAYS and then deleted. The reports read the totals of folded days and the raw
// events of the days not folded yet.

/**
 * A day is finished, and folded, this long after its midnight: every server's last events of the
 * day (buffered for a second or so) are in the database by then.
 */
export const foldGraceMs = 5 * 60_000;

const count = (kind: string) => sql<number>`sum(case when kind = ${kind} then 1 else 0 end)`;
const viewVisitors = sql<number>`count(distinct case when kind = 'view' then visitor end)`;
const blank = (column: string) => sql<string>`coalesce(${sql.ref(column)}, '')`;

/**
 * Folds one day's events into the totals, in one transaction with the day's folded_days row: when
 * that row is already there, another server (or an earlier run) has folded the day, and nothing is
 * written. Whether this call folded it.
 */
export async function foldDay(db: Db, day: string, now: Date): Promise<boolean> {
  return inTransaction(db, async (trx: Kysely<Database>) => {
    const claimed = await trx
      .insertInto("folded_days")
      .values({ day, folded_at: now.toISOString() })
      .onConflict((oc) => oc.column("day").doNothing())
      .returning("day")
      .executeTakeFirst();
    if (!claimed) return false;
    await trx
      .insertInto("daily_page_totals")
      .columns(["day", "path", "device", "views", "visitors", "calls", "whatsapps", "emails", "directions"])
      .expression(
        trx
          .selectFrom("site_events")
          .where("day", "=", day)
          .groupBy(["day", "path", "device"])
          .select([
            "day",
            "path",
            "device",
            count("view").as("views"),
            viewVisitors.as("visitors"),
            count("call").as("calls"),
            count("whatsapp").as("whatsapps"),
            count("email").as("emails"),
            count("directions").as("directions"),
          ]),
      )
      .execute();
    // Where the views came from; contact clicks have no source of their own (the page they were on has).
    await trx
      .insertInto("daily_source_totals")
      .columns(["day", "referrer_group", "utm_source", "utm_medium", "utm_campaign", "views", "visitors"])
      .expression(
        trx
          .selectFrom("site_events")
          .where("day", "=", day)
          .where("kind", "=", "view")
          .groupBy(["day", "referrer_group", blank("utm_source"), blank("utm_medium"), blank("utm_campaign")])
          .select([
            "day",
            "referrer_group",
            blank("utm_source").as("utm_source"),
            blank("utm_medium").as("utm_medium"),
            blank("utm_campaign").as("utm_campaign"),
            sql<number>`count(*)`.as("views"),
            sql<number>`count(distinct visitor)`.as("visitors"),
          ]),
      )
      .execute();
    return true;
  });
}

export type TidyResult = { folded: string[]; eventsDeleted: number; saltsDeleted: number };

/**
 * The daily tidy: folds every finished day not folded yet, deletes raw events older than
 * `retentionDays` days (of folded days only: nothing is lost before it is totalled) and the salts of
 * past days. Safe to run often and on every server: each day is folded once.
 */
export async function tidySiteCounts(
  db: Db,
  { now, retentionDays }: { now: Date; retentionDays: number },
): Promise<TidyResult> {
  const finishedBefore = istDay(new Date(now.getTime() - foldGraceMs));
  const pending = await db
    .selectFrom("site_events")
    .select("day")
    .distinct()
    .where("day", "<", finishedBefore)
    .where("day", "not in", db.selectFrom("folded_days").select("day"))
    .orderBy("day")
    .execute();
  const folded: string[] = [];
  for (const { day } of pending) if (await foldDay(db, day, now)) folded.push(day);

  const keepFrom = addDays(istDay(now), -retentionDays);
  const deleted = await db
    .deleteFrom("site_events")
    .where("day", "<", keepFrom)
    .where("day", "in", db.selectFrom("folded_days").select("day"))
    .executeTakeFirst();
  const saltsDeleted = await deletePastSalts(db, istDay(now));
  return { folded, eventsDeleted: Number(deleted.numDeletedRows), saltsDeleted };
}
