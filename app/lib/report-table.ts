import { z } from "zod";
import type { PageFigures } from "./site-counts";

// What the reports page's tables hold, and how the page table sorts: shared by the page (its
// sort links) and the server (which sorts before it answers, so sorting needs no JavaScript).

/** How a lead reached the business: the website split by landing page or not, then staff's sources. */
export const leadChannels = [
  "web-form",
  "landing-page",
  "phone",
  "whatsapp",
  "walk-in",
  "referral",
  "other",
] as const;
export type LeadChannel = (typeof leadChannels)[number];

export type WeekLeads = { week: string; total: number } & Record<LeadChannel, number>;
export type WeekResponse = { week: string; minutes: number | null; replied: number };
export type FunnelStatus = "new" | "contacted" | "qualified" | "converted";
export type Funnel = {
  /** How many of the period's leads reached each stage (or a later one). */
  stages: { status: FunnelStatus; count: number }[];
  /** How many are closed (lost) now. */
  closed: number;
  /** Why the closed ones were lost, most common first; "" when no reason was given. */
  lostReasons: { reason: string; count: number }[];
};
/** One row of the quotes' figures; money as rupee strings ("71862.00"). */
export type QuoteFiguresRow = {
  key: string;
  /** Quotes first sent in the period. */
  quotes: number;
  /** The sum of their newest totals. */
  quoted: string;
  /** How many of them were approved, and the approved totals (what the customers ticked). */
  won: number;
  wonValue: string;
  /** Approved per 100 sent, to one decimal; null with none sent. */
  winRate: number | null;
  /** The median days from a lead's enquiry to its first quote sent, to one decimal; null with none. */
  daysToQuote: number | null;
};

export type QuoteReport = {
  totals: QuoteFiguresRow;
  bySource: QuoteFiguresRow[];
  byPage: QuoteFiguresRow[];
};

export type SourceRow = { group: string; name: string; views: number; visitors: number; leads: number };
export type CampaignRow = { campaign: string; views: number; visitors: number; leads: number };

export type PageRow = PageFigures & {
  path: string;
  name: string;
  group: "main" | "neighbourhood";
  leads: number;
  /** Calls, WhatsApp clicks and form leads per 100 visitors; null without visitors. */
  rate: number | null;
};

export const pageSortKeys = ["page", "views", "visitors", "calls", "whatsapps", "leads", "rate"] as const;
export type PageSortKey = (typeof pageSortKeys)[number];
export type PageSort = { key: PageSortKey; dir: "asc" | "desc" };
export const defaultPageSort: PageSort = { key: "views", dir: "desc" };

const sortSchema = z.object({
  sort: z.enum(pageSortKeys).catch(defaultPageSort.key),
  dir: z.enum(["asc", "desc"]).optional().catch(undefined),
});

/** The page table's order from a URL (unknown values fall back to the default: most views first). */
export function parsePageSort(url: URL): PageSort {
  const { sort, dir } = sortSchema.parse({
    sort: url.searchParams.get("sort") ?? undefined,
    dir: url.searchParams.get("dir") ?? undefined,
  });
  return { key: sort, dir: dir ?? (sort === "page" ? "asc" : "desc") };
}

/** Sorts rows by a column; ties, and pages without a figure, in path order. */
export function sortPageRows(rows: readonly PageRow[], { key, dir }: PageSort): PageRow[] {
  const sign = dir === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (key === "page") return sign * a.name.localeCompare(b.name);
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) return x === y ? a.path.localeCompare(b.path) : x === null ? 1 : -1;
    return sign * (x - y) || a.path.localeCompare(b.path);
  });
}

/** Contacts per 100 visitors, to one decimal; null without visitors. */
export const contactRate = (contacts: number, visitors: number) =>
  visitors > 0 ? Math.round((contacts / visitors) * 1000) / 10 : null;

/** The tables a report downloads as CSV (`?table=`). */
export const reportTables = [
  "pages",
  "sources",
  "campaigns",
  "weeks",
  "funnel",
  "lost-reasons",
  "response",
] as const;
export type ReportTable = (typeof reportTables)[number];
