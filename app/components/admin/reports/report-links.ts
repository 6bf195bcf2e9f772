import { deskPaths } from "~/lib/desk-paths";
import { type ReportPeriod, periodParams } from "~/lib/report-period";
import type { PageSort, ReportTable } from "~/lib/report-table";

/** The reports page's address for a period and an order of the page table. */
export function reportHref(params: Record<string, string>, sort?: PageSort): string {
  const query = new URLSearchParams(params);
  if (sort) {
    query.set("sort", sort.key);
    query.set("dir", sort.dir);
  }
  return `${deskPaths.reports}?${query.toString()}`;
}

/** Where one table of the report downloads as CSV. */
export const csvHref = (period: ReportPeriod, table: ReportTable) =>
  `${deskPaths.reportsCsv}?${new URLSearchParams({ table, ...periodParams(period) }).toString()}`;

/** A count as the desk writes it, Indian grouping: 1,00,000. */
export const count = (n: number) => n.toLocaleString("en-IN");
