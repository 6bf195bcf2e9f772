import { marketingPaths } from "~/lib/pages";
import { revalidated } from "~/server/http/revalidated.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/sitemap";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);

/** /sitemap.xml: exactly the public pages of the active profile, with absolute URLs from PUBLIC_URL. */
export function loader({ request }: Route.LoaderArgs) {
  const { site } = getConfig();
  const urls = marketingPaths(site)
    .map((path) => `  <url><loc>${escapeXml(`${site.publicUrl}${path}`)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return revalidated(request, xml, "application/xml; charset=utf-8");
}
