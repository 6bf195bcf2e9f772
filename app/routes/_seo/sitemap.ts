import { sitemapXml } from "~/lib/sitemap";
import { revalidated } from "~/server/http/revalidated.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml: the public pages of the live site, with absolute URLs from PUBLIC_URL (lib/sitemap.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return revalidated(request, sitemapXml(getConfig().site), "application/xml; charset=utf-8");
}
