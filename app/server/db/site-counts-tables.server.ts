import type { ContactClick, PageFigures } from "~/lib/site-counts";
import type { Optional } from "./schema.server";

// The tables of the public pages' counting (db/migrations/0011), kept apart from the leads' and the
// desk's tables in schema.server.ts.

/**
 * One counted event of a public page (db/migrations/0011): a view counted by the server when it
 * answered the page, or a contact click the page reported. Kept ANALYTICS_RETENTION_DAYS.
 */
export interface SiteEventsTable {
  at: string;
  /** The IST day, YYYY-MM-DD. */
  day: string;
  kind: "view" | ContactClick;
  path: string;
  referrer_group: string;
  utm_source: Optional<string>;
  utm_medium: Optional<string>;
  utm_campaign: Optional<string>;
  device: "phone" | "desktop";
  /** Hash of address + user agent + the day's salt; null when the browser asked not to be tracked. */
  visitor: Optional<string>;
}

/** The salt of one IST day's visitor hashes; deleted once the day is over. */
export interface VisitorSaltsTable {
  day: string;
  salt: string;
}

/** A finished day's figures for one page and device, kept for good. */
export type DailyPageTotalsTable = PageFigures & {
  day: string;
  path: string;
  device: "phone" | "desktop";
};

/** A finished day's views and visitors by where they came from ("" for a missing campaign tag). */
export interface DailySourceTotalsTable {
  day: string;
  referrer_group: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  views: number;
  visitors: number;
}

/** A day whose events have been folded into the daily totals. */
export interface FoldedDaysTable {
  day: string;
  folded_at: string;
}
