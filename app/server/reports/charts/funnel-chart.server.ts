import { scaleLinear } from "d3-scale";
import { chartColours, chartInk } from "~/lib/brand-colours";
import { reportsCopy as copy } from "~/lib/desk-copy/reports";
import type { Funnel } from "../lead-figures.server";
import { type ChartSize, chartSizes, el, svgRoot, text } from "./svg.server";

/** Share of the period's leads, as the funnel says it: "40%". */
export const shareOf = (count: number, total: number) =>
  total > 0 ? `${Math.round((count / total) * 100)}%` : "0%";

/** One bar per status reached, then the closed ones, each with its count and share of all leads. */
export function funnelChart(funnel: Funnel, size: ChartSize, image = false): string {
  const { width, font } = chartSizes[size];
  const rows = [
    ...funnel.stages.map((stage) => ({
      label: copy.statuses[stage.status],
      count: stage.count,
      fill: chartInk.bar,
    })),
    { label: copy.funnel.closed, count: funnel.closed, fill: chartColours["walk-in"] },
  ];
  const total = funnel.stages[0]?.count ?? 0;
  const labelWidth = size === "narrow" ? 96 : 130;
  const valueWidth = 80;
  const rowHeight = font + 18;
  const height = rows.length * rowHeight + 8;
  const x = scaleLinear()
    .domain([0, Math.max(1, total)])
    .range([0, width - labelWidth - valueWidth]);
  const bars = rows
    .map((row, i) => {
      const top = 4 + i * rowHeight;
      const barWidth = Math.max(row.count > 0 ? 2 : 0, x(row.count));
      return (
        el("text", { x: 0, y: top + rowHeight / 2, dy: "0.35em", "font-size": font }, text(row.label)) +
        el("rect", {
          x: labelWidth,
          y: top + 3,
          width: barWidth,
          height: rowHeight - 6,
          rx: 3,
          fill: row.fill,
        }) +
        el(
          "text",
          {
            x: labelWidth + barWidth + 6,
            y: top + rowHeight / 2,
            dy: "0.35em",
            "font-size": font,
            "font-weight": 700,
          },
          text(`${row.count} · ${shareOf(row.count, total)}`),
        )
      );
    })
    .join("");
  const label = `${copy.funnel.heading}: ${rows.map((row) => `${row.label} ${row.count}`).join(", ")}.`;
  return svgRoot({ width, height, label, image }, bars);
}
