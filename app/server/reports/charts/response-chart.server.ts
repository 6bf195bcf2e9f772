import { scaleLinear, scalePoint } from "d3-scale";
import { line } from "d3-shape";
import { chartInk } from "~/lib/brand-colours";
import { reportsCopy as copy } from "~/lib/desk-copy/reports";
import { fillTemplate } from "~/lib/links";
import type { WeekResponse } from "../lead-figures.server";
import { type ChartSize, chartSizes, el, svgRoot, text, valueGrid, weekLabel } from "./svg.server";

export function responseSummary(weeks: readonly WeekResponse[]): string {
  const known = weeks.flatMap((week) => (week.minutes === null ? [] : [week.minutes]));
  const latest = weeks.at(-1)?.minutes;
  return fillTemplate(copy.response.summary, {
    latest:
      latest === null || latest === undefined
        ? copy.response.none
        : fillTemplate(copy.minutes, { n: String(latest) }),
    low: known.length ? String(Math.min(...known)) : "0",
    high: known.length ? String(Math.max(...known)) : "0",
  });
}

/** The median first reply per week as a line; a week without replies leaves a gap. */
export function responseChart(weeks: readonly WeekResponse[], size: ChartSize, image = false): string {
  const { width, font } = chartSizes[size];
  const margin = { top: 22, right: 16, bottom: 28, left: 40 };
  const plotHeight = size === "narrow" ? 170 : 200;
  const height = margin.top + plotHeight + margin.bottom;
  const x = scalePoint<string>()
    .domain(weeks.map((week) => week.week))
    .range([margin.left + 8, width - margin.right - 8]);
  const most = Math.max(1, ...weeks.map((week) => week.minutes ?? 0));
  const y = scaleLinear()
    .domain([0, most])
    .nice(4)
    .range([margin.top + plotHeight, margin.top]);
  const path = line<WeekResponse>()
    .defined((week) => week.minutes !== null)
    .x((week) => x(week.week) ?? 0)
    .y((week) => y(week.minutes ?? 0))(weeks as WeekResponse[]);
  const grid = valueGrid(y, { left: margin.left, right: width - margin.right, font });
  const every = size === "narrow" ? 2 : 1;
  const points = weeks
    .map((week, i) => {
      const cx = x(week.week) ?? 0;
      const labelled = (weeks.length - 1 - i) % every === 0;
      const day = labelled ? weekLabel(week.week, { x: cx, bottom: margin.top + plotHeight, font }) : "";
      if (week.minutes === null) return day;
      const value =
        labelled || size === "wide"
          ? el(
              "text",
              {
                x: cx,
                y: y(week.minutes) - 8,
                "text-anchor": "middle",
                "font-size": font,
                "font-weight": 700,
              },
              text(String(week.minutes)),
            )
          : "";
      return el("circle", { cx, cy: y(week.minutes), r: 4, fill: chartInk.line }) + value + day;
    })
    .join("");
  return svgRoot(
    { width, height, label: `${copy.response.heading}. ${responseSummary(weeks)}`, image },
    grid +
      (path ? el("path", { d: path, fill: "none", stroke: chartInk.line, "stroke-width": 2.5 }) : "") +
      points,
  );
}
