import type { ScaleLinear } from "d3-scale";
import { chartInk } from "~/lib/brand-colours";
import { escapeHtml } from "../../alerts/mail-html.server";

// SVG as text, drawn on the server: the reports page shows it inline, the weekly e-mail as a PNG.
// Presentation attributes only (no style attribute), which the desk's content policy allows.

type Attrs = Record<string, string | number | undefined>;

/** One element; `children` is markup already (use `text()` for words). */
export function el(name: string, attrs: Attrs, children = ""): string {
  const list = Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeHtml(String(value))}"`)
    .join("");
  return children || name === "text" || name === "title"
    ? `<${name}${list}>${children}</${name}>`
    : `<${name}${list}/>`;
}

export const text = (words: string) => escapeHtml(words);

/** The sizes every chart is drawn at: a phone's column, and a desktop's (and the e-mail's). */
export const chartSizes = {
  narrow: { width: 360, font: 12 },
  wide: { width: 720, font: 13 },
} as const;
export type ChartSize = keyof typeof chartSizes;

/**
 * The chart's outer element: sized by its viewBox (it fills its box's width on a page), with a
 * name for screen readers; `image` sets pixel sizes for drawing it as a PNG.
 */
export function svgRoot(
  { width, height, label, image = false }: { width: number; height: number; label: string; image?: boolean },
  content: string,
): string {
  return el(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      viewBox: `0 0 ${width} ${height}`,
      width: image ? width : "100%",
      height: image ? height : undefined,
      role: "img",
      "aria-label": label,
      "font-family": image ? "sans-serif" : undefined,
      fill: chartInk.text,
    },
    (image ? el("rect", { width, height, fill: "#ffffff" }) : "") + content,
  );
}

/** A week's label ("7 Sep") centred at `x` under the plot, whose bottom edge is at `bottom`. */
export const weekLabel = (week: string, { x, bottom, font }: { x: number; bottom: number; font: number }) =>
  el(
    "text",
    { x, y: bottom + font + 6, "text-anchor": "middle", "font-size": font, fill: chartInk.muted },
    text(shortDay(week)),
  );

/** "7 Sep" for a week's Monday. */
export const shortDay = (day: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * The value axis as lines across the plot from `left` to `right`, each labelled at its left: about
 * four whole-number ticks of the scale (no "0.5 leads").
 */
export function valueGrid(
  y: ScaleLinear<number, number>,
  { left, right, font }: { left: number; right: number; font: number },
): string {
  return y
    .ticks(4)
    .filter((tick) => Number.isInteger(tick))
    .map(
      (tick) =>
        el("line", { x1: left, x2: right, y1: y(tick), y2: y(tick), stroke: chartInk.grid }) +
        el(
          "text",
          {
            x: left - 6,
            y: y(tick),
            dy: "0.32em",
            "text-anchor": "end",
            "font-size": font,
            fill: chartInk.muted,
          },
          text(String(tick)),
        ),
    )
    .join("");
}
