import { themeColour, wood } from "~/lib/brand-colours";
import { adminCopy } from "~/lib/admin-copy";
import { appNameOf } from "~/lib/logo-lines";
import { revalidated } from "~/server/http/revalidated.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/desk-manifest";

/**
 * /admin/manifest.webmanifest: the desk as an app on a phone's home screen (which iPhones need
 * before they show a site's notifications). Linked from desk pages only; browsers fetch it without
 * the session, and it says nothing the public pages do not.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { site } = getConfig();
  const manifest = {
    id: "/admin/",
    name: `${site.business.name} · ${adminCopy.title}`,
    short_name: appNameOf(site.business),
    start_url: "/admin/",
    scope: "/admin/",
    display: "standalone",
    background_color: wood[50],
    theme_color: themeColour,
    icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
  };
  const response = revalidated(request, JSON.stringify(manifest), "application/manifest+json");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}
