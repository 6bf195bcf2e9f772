import { socialImageSvg } from "~/components/layout/brand-images";
import type { Site } from "~/lib/site";
import { socialImageTitle } from "~/lib/social-image";
import { log } from "~/server/log.server";
import { socialImagesFor } from "~/server/og/social-image-png.server";

/** The previews drawn as soon as a publish is live: the top-level pages' (the ones people share most). */
const drawnBeforeLive = ["home", "services", "about", "contact", "privacy"];

/** Every preview `site` has: its top-level pages' and one per neighbourhood page. */
function previewNames(site: Site): string[] {
  const areas = site.landing?.areas.map((area) => area.slug) ?? [];
  return [...drawnBeforeLive, ...areas];
}

/**
 * The step, run as `site` goes live, that keeps only `site`'s previews and then draws its top-level
 * ones on the thread pool, so the first visitors after a publish do not wait for them.
 */
export function socialImagesGoLive(site: Site): () => void {
  const svgOf = (name: string) => {
    const title = socialImageTitle(site, name);
    return title === null ? undefined : socialImageSvg(site, title);
  };
  const all = previewNames(site)
    .map(svgOf)
    .filter((svg) => svg !== undefined);
  const soon = drawnBeforeLive.map(svgOf).filter((svg) => svg !== undefined);
  const goLive = socialImagesFor(all, soon);
  return () =>
    void goLive().catch((error: unknown) =>
      log("warn", "social_images_not_drawn", {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
}
