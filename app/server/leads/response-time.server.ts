import { median, type OpeningHours, openTimeCounter } from "~/lib/business-hours";
import type { Db } from "../db/connect.server";
import { type DeskUser, visibleTo } from "./lead-access.server";

/** The window the desk's response figure looks back over. */
export const responseWindowDays = 30;

/** The desk's response figure: the median first reply in minutes (null with none), and over how many leads. */
export type ResponseMedian = { minutes: number | null; count: number };

/**
 * The median time to a first reply, counting opening hours only, of the leads that arrived in the
 * last 30 days, have been replied to, and the viewer may see. The database reads two columns of
 * the window through the created_at index; the minutes are counted here, where the hours are known.
 */
export async function responseMedian(
  db: Db,
  { viewer, now, hours }: { viewer: DeskUser; now: Date; hours: OpeningHours },
): Promise<ResponseMedian> {
  const visible = visibleTo(viewer);
  const since = new Date(now.getTime() - responseWindowDays * 86_400_000).toISOString();
  const rows = await db
    .selectFrom("leads")
    .select(["leads.created_at", "leads.first_response_at"])
    .where("leads.created_at", ">=", since)
    .where("leads.created_at", "<=", now.toISOString())
    .where("leads.first_response_at", "is not", null)
    .$if(visible !== undefined, (qb) => qb.where(visible!))
    .execute();
  const openMs = openTimeCounter(hours, new Date(since), now);
  const minutes = rows.map((row) =>
    Math.floor(openMs(new Date(row.created_at), new Date(row.first_response_at!)) / 60_000),
  );
  const middle = median(minutes);
  return { minutes: middle === null ? null : Math.round(middle), count: minutes.length };
}
