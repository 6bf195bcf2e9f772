import { reportsCopy } from "~/lib/desk-copy/reports";
import { areaForPath, marketingPaths, pageKeyForPath } from "~/lib/pages";
import { chartWeekStarts, type ReportPeriod } from "~/lib/report-period";
import {
  type CampaignRow,
  contactRate,
  type PageRow,
  type PageSort,
  type SourceRow,
  sortPageRows,
} from "~/lib/report-table";
import { referrerGroups } from "~/lib/site-counts";
import type { Site } from "~/lib/site";
import type { Db } from "../db/connect.server";
import {
  type Funnel,
  leadFunnel,
  leadsByWeek,
  periodLeads,
  responseByWeek,
  type WeekLeads,
  type WeekResponse,
} from "./lead-figures.server";
import { type QuoteReport, quoteReport } from "./quote-report.server";
import { noPageCounts, pageCounts, sourceCounts } from "./site-figures.server";

// One report: every figure the reports page, its CSV downloads, GET /api/reports and the weekly
// e-mail show, read for one period.

export type Report = {
  period: ReportPeriod;
  totals: {
    views: number;
    visitors: number;
    calls: number;
    whatsapps: number;
    leads: number;
    /** Call and WhatsApp clicks, and leads sent from the site's pages. */
    contacts: number;
  };
  pages: PageRow[];
  sources: SourceRow[];
  campaigns: CampaignRow[];
  weeks: WeekLeads[];
  response: WeekResponse[];
  funnel: Funnel;
  /** The quotes first sent in the period: value quoted and won, win rate, days to quote. */
  quotes: QuoteReport;
};

/** What a page is called in the reports: its nav label, or the neighbourhood's name. */
function pageName(site: Site, path: string): { name: string; group: PageRow["group"] } {
  const key = pageKeyForPath(path);
  if (key) return { name: site.nav[key], group: "main" };
  const area = areaForPath(site, path);
  if (area) return { name: area.name, group: "neighbourhood" };
  return { name: path === "/privacy" ? reportsCopy.pages.privacy : path, group: "main" };
}

/** The period's figures for every page of the site, including those nobody visited. */
async function pageRows(db: Db, period: ReportPeriod, site: Site, leadsByPage: Map<string, number>) {
  const counts = await pageCounts(db, period.from, period.to);
  return marketingPaths(site).map((path): PageRow => {
    const page = counts.get(path) ?? noPageCounts();
    const leads = leadsByPage.get(path) ?? 0;
    return {
      path,
      ...pageName(site, path),
      ...page,
      leads,
      rate: contactRate(page.calls + page.whatsapps + leads, page.visitors),
    };
  });
}

/** Reads every figure of a report for the period; the page table in the order asked for. */
export async function buildReport(
  db: Db,
  { period, site, now, sort }: { period: ReportPeriod; site: Site; now: Date; sort?: PageSort },
): Promise<Report> {
  const weekStarts = chartWeekStarts(period.to);
  const [leads, sources, weeks, response, funnel, quotes] = await Promise.all([
    periodLeads(db, period.from, period.to, site),
    sourceCounts(db, period.from, period.to),
    leadsByWeek(db, weekStarts, site),
    responseByWeek(db, weekStarts, { hours: site.business.hours, now }),
    leadFunnel(db, period.from, period.to),
    quoteReport(db, period.from, period.to, site),
  ]);
  const pages = await pageRows(db, period, site, leads.byPage);
  const known = new Set<string>(referrerGroups);
  const groups = [
    ...referrerGroups,
    ...[...sources.groups.keys(), ...leads.byGroup.keys()].filter((g) => !known.has(g)),
  ];
  const sourceRows = [...new Set(groups)].map((group) => ({
    group,
    name: reportsCopy.sources.groups[group] ?? group,
    views: sources.groups.get(group)?.views ?? 0,
    visitors: sources.groups.get(group)?.visitors ?? 0,
    leads: leads.byGroup.get(group) ?? 0,
  }));
  const campaignNames = [...new Set([...sources.campaigns.keys(), ...leads.byCampaign.keys()])];
  const campaigns = campaignNames
    .map((campaign) => ({
      campaign,
      views: sources.campaigns.get(campaign)?.views ?? 0,
      visitors: sources.campaigns.get(campaign)?.visitors ?? 0,
      leads: leads.byCampaign.get(campaign) ?? 0,
    }))
    .sort((a, b) => b.leads - a.leads || b.visitors - a.visitors || a.campaign.localeCompare(b.campaign));
  const sum = (key: "calls" | "whatsapps" | "leads") => pages.reduce((total, row) => total + row[key], 0);
  const calls = sum("calls");
  const whatsapps = sum("whatsapps");
  return {
    period,
    totals: {
      // A visitor is one per day whichever pages they saw: the site's figures come from the sources.
      views: sourceRows.reduce((total, row) => total + row.views, 0),
      visitors: sourceRows.reduce((total, row) => total + row.visitors, 0),
      calls,
      whatsapps,
      leads: leads.total,
      contacts: calls + whatsapps + sum("leads"),
    },
    pages: sort ? sortPageRows(pages, sort) : pages,
    sources: sourceRows,
    campaigns,
    weeks,
    response,
    funnel,
    quotes,
  };
}
