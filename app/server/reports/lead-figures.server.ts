import { median, type OpeningHours } from "~/lib/business-hours";
import { leadStatuses } from "~/lib/lead-status";
import {
  type Funnel,
  type FunnelStatus,
  type LeadChannel,
  leadChannels,
  type WeekLeads,
  type WeekResponse,
} from "~/lib/report-table";
import { areaForPath } from "~/lib/pages";
import { addDays, istDay, istMidnight } from "~/lib/report-period";
import { referrerGroup } from "~/lib/site-counts";
import type { Site } from "~/lib/site";
import type { Db } from "../db/connect.server";
import { replyMinutes } from "../leads/response-time.server";

// What the period's leads say: where they came from, how far they got, why some were lost, and
// how fast the desk replied, week by week.

export { leadChannels, type LeadChannel, type WeekLeads, type WeekResponse, type Funnel };

/** A path as the reports name a page: no query, no trailing slash. */
export const pagePathOf = (path: string) => {
  const bare = path.split(/[?#]/)[0] ?? "";
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare || "/";
};

export function channelOf(
  lead: { source: string; source_path: string | null },
  site: Pick<Site, "landing">,
): LeadChannel {
  if (lead.source !== "web")
    return (leadChannels as readonly string[]).includes(lead.source) ? (lead.source as LeadChannel) : "other";
  return lead.source_path && areaForPath(site, pagePathOf(lead.source_path)) ? "landing-page" : "web-form";
}

/** The leads that arrived on the IST days from `from` to `to`, both included. */
const arrivedBetween = (db: Db, from: string, to: string) =>
  db
    .selectFrom("leads")
    .where("leads.created_at", ">=", istMidnight(from).toISOString())
    .where("leads.created_at", "<", istMidnight(addDays(to, 1)).toISOString());

/** Leads per week (Monday to Sunday, IST) by channel, for the weeks starting on `weekStarts`. */
export async function leadsByWeek(db: Db, weekStarts: readonly string[], site: Site): Promise<WeekLeads[]> {
  const first = weekStarts[0]!;
  const rows = await arrivedBetween(db, first, addDays(weekStarts[weekStarts.length - 1]!, 6))
    .select(["leads.created_at", "leads.source", "leads.source_path"])
    .execute();
  const weeks = weekStarts.map((week) => ({
    week,
    total: 0,
    ...(Object.fromEntries(leadChannels.map((channel) => [channel, 0])) as Record<LeadChannel, number>),
  }));
  const firstMs = Date.parse(`${first}T00:00:00Z`);
  for (const row of rows) {
    const index = Math.floor(
      (Date.parse(`${istDay(new Date(row.created_at))}T00:00:00Z`) - firstMs) / (7 * 86_400_000),
    );
    const week = weeks[index];
    if (!week) continue;
    week[channelOf(row, site)] += 1;
    week.total += 1;
  }
  return weeks;
}

/**
 * The median first reply per week, in minutes of opening hours (as the desk counts it), of the
 * leads that arrived that week and have been replied to.
 */
export async function responseByWeek(
  db: Db,
  weekStarts: readonly string[],
  { hours, now }: { hours: OpeningHours; now: Date },
): Promise<WeekResponse[]> {
  const first = weekStarts[0]!;
  const rows = await arrivedBetween(db, first, addDays(weekStarts[weekStarts.length - 1]!, 6))
    .select(["leads.created_at", "leads.first_response_at"])
    .where("leads.first_response_at", "is not", null)
    .execute();
  const firstMs = Date.parse(`${first}T00:00:00Z`);
  const byWeek = weekStarts.map(() => [] as { created_at: string; first_response_at: string | null }[]);
  for (const row of rows) {
    const index = Math.floor(
      (Date.parse(`${istDay(new Date(row.created_at))}T00:00:00Z`) - firstMs) / (7 * 86_400_000),
    );
    byWeek[index]?.push(row);
  }
  const end = new Date(Math.max(now.getTime(), ...rows.map((row) => Date.parse(row.first_response_at!))));
  return weekStarts.map((week, i) => {
    const minutes = replyMinutes(byWeek[i]!, hours, istMidnight(first), end);
    const middle = median(minutes);
    return { week, minutes: middle === null ? null : Math.round(middle), replied: minutes.length };
  });
}

export type PeriodLeads = {
  total: number;
  /** Website leads by the page they were sent from. */
  byPage: Map<string, number>;
  /** Website leads by the group of the site that referred the visitor. */
  byGroup: Map<string, number>;
  /** Website leads by campaign (utm_campaign). */
  byCampaign: Map<string, number>;
};

const bump = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);

/** The period's leads: how many, and the website's by page, by referrer group and by campaign. */
export async function periodLeads(db: Db, from: string, to: string, site: Site): Promise<PeriodLeads> {
  const ownHost = new URL(site.publicUrl).hostname;
  const web = arrivedBetween(db, from, to).where("leads.source", "=", "web");
  const [total, pages, referrers, campaigns] = await Promise.all([
    arrivedBetween(db, from, to)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    web
      .select((eb) => ["leads.source_path", eb.fn.countAll<number>().as("n")])
      .groupBy("leads.source_path")
      .execute(),
    web
      .select((eb) => ["leads.referrer", eb.fn.countAll<number>().as("n")])
      .groupBy("leads.referrer")
      .execute(),
    web
      .select((eb) => ["leads.utm_campaign", eb.fn.countAll<number>().as("n")])
      .where("leads.utm_campaign", "is not", null)
      .where("leads.utm_campaign", "!=", "")
      .groupBy("leads.utm_campaign")
      .execute(),
  ]);
  const byPage = new Map<string, number>();
  for (const row of pages) if (row.source_path) bump(byPage, pagePathOf(row.source_path), Number(row.n));
  const byGroup = new Map<string, number>();
  for (const row of referrers) bump(byGroup, referrerGroup(row.referrer, ownHost), Number(row.n));
  const byCampaign = new Map<string, number>();
  for (const row of campaigns) bump(byCampaign, row.utm_campaign!, Number(row.n));
  return { total: Number(total.n), byPage, byGroup, byCampaign };
}

/** The stages a lead moves through on its way to being converted; "closed" leaves the way. */
export const funnelStages = leadStatuses.filter((status): status is FunnelStatus => status !== "closed");
const stageRank = new Map<string, number>(funnelStages.map((status, i) => [status, i]));

/** The status a status entry of the timeline moved to: "new → contacted · …" is "contacted". */
export function statusMovedTo(text: string): string {
  const move = text.split(" · ")[0] ?? "";
  return (move.includes(" → ") ? move.split(" → ")[1] : move)?.trim() ?? "";
}

/**
 * How far the period's leads got: each lead counts at every stage up to the furthest it reached,
 * now or on the way (its timeline's status entries), so a lead converted and later closed still
 * counts as converted; and why the closed ones were lost.
 */
export async function leadFunnel(db: Db, from: string, to: string): Promise<Funnel> {
  const [leads, moves] = await Promise.all([
    arrivedBetween(db, from, to).select(["leads.id", "leads.status", "leads.lost_reason"]).execute(),
    // The period's leads first (by their arrival), then each one's entries (by lead): a join
    // would let the database read every status entry there is instead.
    db
      .selectFrom("lead_activities")
      .select(["lead_activities.lead_id as id", "lead_activities.text"])
      .where("lead_activities.kind", "=", "status")
      .where("lead_activities.lead_id", "in", arrivedBetween(db, from, to).select("leads.id"))
      .execute(),
  ]);
  const furthest = new Map<string, number>();
  const reach = (id: string, status: string) => {
    const rank = stageRank.get(status);
    if (rank !== undefined) furthest.set(id, Math.max(furthest.get(id) ?? 0, rank));
  };
  for (const lead of leads) reach(lead.id, lead.status);
  for (const move of moves) reach(move.id, statusMovedTo(move.text));
  const stages = funnelStages.map((status, rank) => ({
    status,
    count: leads.filter((lead) => (furthest.get(lead.id) ?? 0) >= rank).length,
  }));
  const reasons = new Map<string, number>();
  const closed = leads.filter((lead) => lead.status === "closed");
  for (const lead of closed) bump(reasons, lead.lost_reason?.trim() ?? "", 1);
  const lostReasons = [...reasons]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  return { stages, closed: closed.length, lostReasons };
}
