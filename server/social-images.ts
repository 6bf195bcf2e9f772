import { socialImageSvg } from "~/components/layout/brand-images";
import type { Site } from "~/lib/site";
import { socialImageTitle } from "~/lib/social-image";
import { prepareSocialImages } from "~/server/og/social-image-png.server";

/** The previews drawn before a publish goes live: the top-level pages' (the ones people share most). */
const drawnBeforeLive = ["home", "services", "about", "contact", "privacy"];

/** Every preview `site` has: its top-level pages' and one per neighbourhood page. */
function previewNames(site: Site): string[] {
  const areas = site.landing?.areas.map((area) => area.slug) ?? [];
  return [...drawnBeforeLive, ...areas];
}

/**
 * Draws `site`'s top-level previews on the thread pool while the current site is served, and
 * answers the step that makes `site`'s previews the ones kept (see app/server/og/social-image-png.server.ts).
 */
export function prepareSiteSocialImages(site: Site): Promise<() => void> {
  const svgOf = (name: string) => {
    const title = socialImageTitle(site, name);
    return title === null ? undefined : socialImageSvg(site, title);
  };
  const all = previewNames(site)
    .map(svgOf)
    .filter((svg) => svg !== undefined);
  const now = drawnBeforeLive.map(svgOf).filter((svg) => svg !== undefined);
  return prepareSocialImages(all, now);
}
