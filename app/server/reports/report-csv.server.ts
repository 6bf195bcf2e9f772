import { reportsCopy as copy } from "~/lib/desk-copy/reports";
import type { ReportTable } from "~/lib/report-table";
import { leadChannels } from "./lead-figures.server";
import { csvCell } from "../leads/desk.server";
import type { Report } from "./report.server";

// Each table of a report as CSV: a header line, then one line per row, every cell quoted and
// defused against spreadsheet formulas as the leads CSV does.

type Cell = string | number | null;

function tableOf(report: Report, table: ReportTable): { header: string[]; rows: Cell[][] } {
  switch (table) {
    case "pages":
      return {
        header: [
          "path",
          "page",
          "group",
          "views",
          "visitors",
          "calls",
          "whatsapps",
          "emails",
          "directions",
          "leads",
          "contacts_per_100_visitors",
        ],
        rows: report.pages.map((row) => [
          row.path,
          row.name,
          row.group,
          row.views,
          row.visitors,
          row.calls,
          row.whatsapps,
          row.emails,
          row.directions,
          row.leads,
          row.rate,
        ]),
      };
    case "sources":
      return {
        header: ["source", "views", "visitors", "leads"],
        rows: report.sources.map((row) => [row.group, row.views, row.visitors, row.leads]),
      };
    case "campaigns":
      return {
        header: ["campaign", "views", "visitors", "leads"],
        rows: report.campaigns.map((row) => [row.campaign, row.views, row.visitors, row.leads]),
      };
    case "weeks":
      return {
        header: ["week_of", ...leadChannels, "total"],
        rows: report.weeks.map((week) => [
          week.week,
          ...leadChannels.map((channel) => week[channel]),
          week.total,
        ]),
      };
    case "funnel":
      return {
        header: ["status", "leads"],
        rows: [
          ...report.funnel.stages.map((stage) => [stage.status, stage.count]),
          ["closed", report.funnel.closed],
        ],
      };
    case "lost-reasons":
      return {
        header: ["reason", "leads"],
        rows: report.funnel.lostReasons.map((row) => [row.reason || copy.funnel.noReason, row.count]),
      };
    case "response":
      return {
        header: ["week_of", "median_minutes", "replied"],
        rows: report.response.map((week) => [week.week, week.minutes, week.replied]),
      };
  }
}

/** One table of the report as CSV text (CRLF line ends). */
export function reportCsv(report: Report, table: ReportTable): string {
  const { header, rows } = tableOf(report, table);
  return [header.join(","), ...rows.map((row) => row.map(csvCell).join(","))]
    .map((line) => `${line}\r\n`)
    .join("");
}

/** The file name a table downloads as, e.g. "pages-2026-10-26-to-2026-11-24.csv". */
export const reportCsvName = (report: Report, table: ReportTable) =>
  `${table}-${report.period.from}-to-${report.period.to}.csv`;
