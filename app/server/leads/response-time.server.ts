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
 * the window from a covering index; the minutes are counted here, where the hours are known. The
 * figure is counted again only when the window's replies changed (their number, first arrival or
 * latest reply), which one indexed aggregate tells.
 */
export async function responseMedian(
  db: Db,
  { viewer, now, hours }: { viewer: DeskUser; now: Date; hours: OpeningHours },
): Promise<ResponseMedian> {
  const visible = visibleTo(viewer);
  const since = new Date(now.getTime() - responseWindowDays * 86_400_000).toISOString();
  const window = db
    .selectFrom("leads")
    .where("leads.created_at", ">=", since)
    .where("leads.created_at", "<=", now.toISOString())
    .where("leads.first_response_at", "is not", null)
    .$if(visible !== undefined, (qb) => qb.where(visible!));
  // Which replies the window holds, read from the index alone: while it is the same, so is the figure.
  const held = await window
    .select((eb) => [
      eb.fn.countAll<number>().as("count"),
      eb.fn.min("leads.created_at").as("first"),
      eb.fn.max("leads.first_response_at").as("latest"),
    ])
    .executeTakeFirst();
  const signature = `${Number(held?.count ?? 0)}|${held?.first ?? ""}|${held?.latest ?? ""}`;
  const key = viewer.role === "admin" ? "" : viewer.id;
  const figures = remembered.get(db) ?? new Map<string, Remembered>();
  remembered.set(db, figures);
  const known = figures.get(key);
  if (known && known.signature === signature && known.hours === hours) return known.result;
  const rows = await window.select(["leads.created_at", "leads.first_response_at"]).execute();
  const minutes = replyMinutes(rows, hours, new Date(since), now);
  const middle = median(minutes);
  const result = { minutes: middle === null ? null : Math.round(middle), count: minutes.length };
  figures.set(key, { signature, hours, result });
  return result;
}

/**
 * Each reply's wait in whole minutes of opening hours, for leads that arrived inside the window
 * (the window's open time is worked out once for all of them). The reports' weekly medians count
 * the same way.
 */
export function replyMinutes(
  rows: readonly { created_at: string; first_response_at: string | null }[],
  hours: OpeningHours,
  windowStart: Date,
  windowEnd: Date,
): number[] {
  const openMs = openTimeCounter(hours, windowStart, windowEnd);
  return rows.flatMap((row) =>
    row.first_response_at === null
      ? []
      : [Math.floor(openMs(new Date(row.created_at), new Date(row.first_response_at)) / 60_000)],
  );
}

type Remembered = { signature: string; hours: OpeningHours; result: ResponseMedian };
/** Each database's last figure per viewer ("" for the whole business), with what it was counted from. */
const remembered = new WeakMap<Db, Map<string, Remembered>>();
