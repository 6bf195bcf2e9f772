import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { profileIcons } from "~/components/ui/icon-sources";
import { wood } from "~/lib/brand-colours";
import type { Site } from "~/lib/site";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);

/** The logo mark (the profile's icon on a wood tile), as a standalone SVG. */
export function logoSvg(site: Site, size = 64): string {
  const icon = renderToStaticMarkup(createElement(profileIcons[site.business.logo.icon]))
    .replace(
      / width="24" height="24"/,
      ` x="${size * 0.2}" y="${size * 0.2}" width="${size * 0.6}" height="${size * 0.6}"`,
    )
    .replace("<svg", `<svg color="${wood[50]}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${wood[700]}"/>${icon}</svg>`;
}

/** Wraps a title onto lines of about `width` characters. */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 3);
}

/** A 1200x630 social preview: the business name and the page's title on warm wood. */
export function socialImageSvg(site: Site, title: string): string {
  const titleLines = lines(title, 26)
    .map(
      (line, i) =>
        `<text x="80" y="${300 + i * 84}" font-size="72" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${wood[800]}"/><stop offset="1" stop-color="${wood[950]}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<g stroke="${wood[300]}" stroke-opacity=".08" stroke-width="3" fill="none">${Array.from({ length: 14 }, (_, i) => `<path d="M0 ${40 + i * 45} C300 ${20 + i * 45} 800 ${70 + i * 45} 1200 ${35 + i * 45}"/>`).join("")}</g>
<g transform="translate(80 80)">${logoSvg(site, 96).replace("<svg ", '<svg x="0" y="0" ')}</g>
<text x="200" y="145" font-family="Fraunces, Georgia, serif" font-size="40" font-weight="700" fill="${wood[100]}">${escapeXml(site.business.name)}</text>
<g font-family="Fraunces, Georgia, serif" fill="#ffffff">${titleLines}</g>
<text x="80" y="560" font-family="Arial, sans-serif" font-size="30" fill="${wood[300]}">${escapeXml(site.phoneDisplay)} · ${escapeXml(site.business.address.city)}</text>
</svg>`;
}
