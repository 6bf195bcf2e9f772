import { themeColour, wood } from "~/lib/brand-colours";
import { appNameOf } from "~/lib/logo-lines";
import { getConfig } from "~/server/site.server";

/** /manifest.webmanifest: name, colours and icon from the profile. */
export function loader() {
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
  return Response.json(manifest, {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=86400" },
  });
}
