import { themeColour, wood } from "~/lib/brand-colours";
import { appNameOf } from "~/lib/logo-lines";
import { revalidated } from "~/server/http/revalidated.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/manifest";

/** /manifest.webmanifest: name, colours and icon from the profile. */
export function loader({ request }: Route.LoaderArgs) {
  const { site } = getConfig();
  const manifest = {
    name: site.business.name,
    short_name: appNameOf(site.business),
    description: site.business.description,
    start_url: "/",
    display: "browser",
    background_color: wood[50],
    theme_color: themeColour,
    icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
  };
  return revalidated(request, JSON.stringify(manifest), "application/manifest+json");
}
