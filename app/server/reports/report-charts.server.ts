import { funnelChart } from "./charts/funnel-chart.server";
import { responseChart, responseSummary } from "./charts/response-chart.server";
import { weeksChart, weeksSummary } from "./charts/weeks-chart.server";
import type { Report } from "./report.server";

/** A chart as the page shows it: drawn for a phone and for a desktop, and said in a sentence. */
export type DrawnChart = { narrow: string; wide: string; summary: string };

/** The report's charts, drawn on the server (the page needs no script to show them). */
export function reportCharts(report: Report): Record<"weeks" | "response" | "funnel", DrawnChart> {
  return {
    weeks: {
      narrow: weeksChart(report.weeks, "narrow"),
      wide: weeksChart(report.weeks, "wide"),
      summary: weeksSummary(report.weeks),
    },
    response: {
      narrow: responseChart(report.response, "narrow"),
      wide: responseChart(report.response, "wide"),
      summary: responseSummary(report.response),
    },
    funnel: {
      narrow: funnelChart(report.funnel, "narrow"),
      wide: funnelChart(report.funnel, "wide"),
      summary: "",
    },
  };
}
