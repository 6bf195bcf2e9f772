import { revalidated } from "~/server/http/revalidated.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/robots";

/** /robots.txt: the site is open to crawlers except the staff desk and the API. */
export function loader({ request }: Route.LoaderArgs) {
  const { site } = getConfig();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api",
    "",
    `Sitemap: ${site.publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return revalidated(request, body, "text/plain; charset=utf-8");
}
