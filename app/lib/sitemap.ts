import { marketingPaths } from "./pages";
import { projectPath } from "./showcase";
import type { Site } from "./site";
import { fullSizeUrl, workAreas, workServices } from "./work";

// /sitemap.xml: every public page with its absolute address, and each project's page with its photos
// (Google's image extension), so the photos are found with the page that shows them.

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);

export type SitemapEntry = { loc: string; images: string[] };

/**
 * The pages listed: the gallery's filter pages are left out (each lists cards the gallery lists
 * too; the gallery links to them), every other public page is in.
 */
export function sitemapEntries(site: Pick<Site, "publicUrl" | "showcase" | "services" | "landing">) {
  const images = new Map(
    site.showcase.map((project) => [projectPath(project.slug), project.photos.map(fullSizeUrl)]),
  );
  const filters = new Set([...workServices(site), ...workAreas(site)].map((filter) => filter.path));
  return marketingPaths(site)
    .filter((path) => !filters.has(path))
    .map((path): SitemapEntry => ({
      loc: `${site.publicUrl}${path}`,
      images: (images.get(path) ?? []).map((image) => `${site.publicUrl}${image}`),
    }));
}

export function sitemapXml(site: Parameters<typeof sitemapEntries>[0]): string {
  const urls = sitemapEntries(site)
    .map(({ loc, images }) => {
      const pictures = images.map(
        (image) => `<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`,
      );
      return `  <url><loc>${escapeXml(loc)}</loc>${pictures.join("")}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls}\n</urlset>\n`;
}
