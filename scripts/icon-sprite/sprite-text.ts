import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { spriteSources } from "~/components/ui/icon-sources";

/**
 * The icon sprite: each icon as a <symbol> with its drawing's own attributes (stroke in the current
 * colour), so a page shows it with `<svg fill="none"><use href="…#name"/></svg>` and its colour follows
 * the text. The fill is the page's to set (`fill-current` fills the rating's stars).
 */
export function spriteText(): string {
  const symbols = Object.entries(spriteSources).map(([name, Component]) => {
    const svg = renderToStaticMarkup(createElement(Component));
    const open = /^<svg([^>]*)>/.exec(svg);
    if (!open || !svg.endsWith("</svg>")) throw new Error(`The ${name} icon is not one <svg>`);
    const attributes = (open[1] ?? "")
      .replace(/\s(xmlns|width|height|class|aria-hidden|fill)="[^"]*"/g, "")
      .trim();
    return `<symbol id="${name}" ${attributes}>${svg.slice(open[0].length, -"</svg>".length)}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
