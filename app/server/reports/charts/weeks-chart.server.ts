import { scaleBand, scaleLinear } from "d3-scale";
import { stack } from "d3-shape";
import { chartColours } from "~/lib/brand-colours";
import { reportsCopy as copy } from "~/lib/desk-copy/reports";
import { fillTemplate } from "~/lib/links";
import { type LeadChannel, leadChannels, type WeekLeads } from "../lead-figures.server";
import { type ChartSize, chartSizes, el, shortDay, svgRoot, text, valueGrid, weekLabel } from "./svg.server";

/** What the chart says in words: its name for a screen reader, and the summary under it. */
export function weeksSummary(weeks: readonly WeekLeads[]): string {
  const total = weeks.reduce((sum, week) => sum + week.total, 0);
  const busiest = weeks.reduce((best, week) => (week.total > best.total ? week : best), weeks[0]!);
  return fillTemplate(copy.weeks.summary, {
    total: String(total),
    week: shortDay(busiest.week),
    most: String(busiest.total),
  });
}

/** The legend's entries in rows that fit the width, each as wide as its words (about 0.6 em a letter). */
function legendLayout(width: number, font: number) {
  let left = 0;
  let row = 0;
  return leadChannels.map((channel) => {
    const itemWidth = font + 6 + copy.channels[channel].length * font * 0.6 + 16;
    if (left > 0 && left + itemWidth > width) {
      left = 0;
      row += 1;
    }
    const item = { channel, left, row };
    left += itemWidth;
    return item;
  });
}

/** Leads per week, stacked by source, with a legend below. */
export function weeksChart(weeks: readonly WeekLeads[], size: ChartSize, image = false): string {
  const { width, font } = chartSizes[size];
  const margin = { top: 16, right: 16, bottom: 28, left: 32 };
  const plotHeight = size === "narrow" ? 200 : 240;
  const legendItems = legendLayout(width - margin.left, font).map((item) => ({
    ...item,
    left: item.left + margin.left,
  }));
  const legendRows = Math.max(...legendItems.map((item) => item.row)) + 1;
  const height = margin.top + plotHeight + margin.bottom + legendRows * (font + 10) + 8;
  const x = scaleBand<string>()
    .domain(weeks.map((week) => week.week))
    .range([margin.left, width - margin.right])
    .padding(0.25);
  const most = Math.max(1, ...weeks.map((week) => week.total));
  const y = scaleLinear()
    .domain([0, most])
    .nice(4)
    .range([margin.top + plotHeight, margin.top]);
  const series = stack<WeekLeads, LeadChannel>().keys(leadChannels)(weeks);

  const grid = valueGrid(y, { left: margin.left, right: width - margin.right, font });
  const bars = series
    .map((layer) =>
      layer
        .filter(([low, high]) => high > low)
        .map((point) =>
          el("rect", {
            x: x(point.data.week),
            y: y(point[1]),
            width: x.bandwidth(),
            height: Math.max(0, y(point[0]) - y(point[1])),
            fill: chartColours[layer.key],
            stroke: "#ffffff",
            "stroke-width": 1,
          }),
        )
        .join(""),
    )
    .join("");
  // Every week's total above its bar on a wide chart; on a phone, every other week is labelled.
  const every = size === "narrow" ? 2 : 1;
  const labels = weeks
    .map((week, i) => {
      const centre = (x(week.week) ?? 0) + x.bandwidth() / 2;
      const total =
        week.total > 0
          ? el(
              "text",
              {
                x: centre,
                y: y(week.total) - 4,
                "text-anchor": "middle",
                "font-size": font,
                "font-weight": 700,
              },
              text(String(week.total)),
            )
          : "";
      const day =
        (weeks.length - 1 - i) % every === 0
          ? weekLabel(week.week, { x: centre, bottom: margin.top + plotHeight, font })
          : "";
      return total + day;
    })
    .join("");
  const legendTop = margin.top + plotHeight + margin.bottom + 8;
  const legend = legendItems
    .map(({ channel, left, row }) => {
      const top = legendTop + row * (font + 10);
      return (
        el("rect", { x: left, y: top, width: font, height: font, rx: 2, fill: chartColours[channel] }) +
        el(
          "text",
          { x: left + font + 6, y: top + font / 2, dy: "0.35em", "font-size": font },
          text(copy.channels[channel]),
        )
      );
    })
    .join("");
  return svgRoot(
    { width, height, label: `${copy.weeks.heading}. ${weeksSummary(weeks)}`, image },
    grid + bars + labels + legend,
  );
}
