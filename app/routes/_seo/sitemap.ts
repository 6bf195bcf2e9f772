import { marketingPaths } from "~/lib/pages";
import { getConfig } from "~/server/site.server";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);

/** /sitemap.xml: exactly the public pages of the active profile, with absolute URLs from PUBLIC_URL. */
export function loader() {
  const { site } = getConfig();
  const urls = marketingPaths(site)
    .map((path) => `  <url><loc>${escapeXml(`${site.publicUrl}${path}`)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
