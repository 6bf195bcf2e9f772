import type { PageKey } from "~/profiles/schema";

/** Where each top-level marketing page lives; the nav and the header's page names read this. */
export const pagePaths: Record<PageKey, string> = {
  home: "/",
  services: "/services",
  about: "/about",
  contact: "/contact",
};

export const pageKeys = Object.keys(pagePaths) as PageKey[];

/** The privacy notice: a public page outside the nav, linked from the footer and every enquiry form. */
export const privacyPath = "/privacy";

/** The page key for a path, ignoring a trailing slash; undefined for anything else. */
export function pageKeyForPath(pathname: string): PageKey | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return pageKeys.find((key) => pagePaths[key] === path);
}

type WithLanding = { landing?: { pathPrefix: string; areas: readonly { slug: string; name: string }[] } };

/** The areas that have their own landing page (and so may be named on a lead). */
export function landingAreas(site: WithLanding): string[] {
  return site.landing?.areas.map((area) => area.name) ?? [];
}

export function landingPath(site: WithLanding, slug: string): string {
  return `${site.landing?.pathPrefix ?? "/"}${slug}`;
}

/** The neighbourhood whose landing page is at this path (a trailing slash ignored), if the site has one. */
export function areaForPath<Area extends { slug: string; name: string }>(
  site: { landing?: { pathPrefix: string; areas: readonly Area[] } },
  pathname: string,
): Area | undefined {
  const path = pathname.replace(/\/+$/, "");
  return site.landing?.areas.find((area) => landingPath(site, area.slug) === path);
}

/** Every public page of a site: rendered once at start, and listed in the sitemap. */
export function marketingPaths(site: WithLanding): string[] {
  const areas = site.landing?.areas.map((area) => landingPath(site, area.slug)) ?? [];
  return [...pageKeys.map((key) => pagePaths[key]), ...areas, privacyPath];
}

/**
 * The site's page a path names, its query, fragment and trailing slash left out; undefined for a
 * path that is none of the site's pages (a page field is the visitor's to write).
 */
export function knownPagePath(site: WithLanding, path: string): string | undefined {
  const bare = (path.split(/[?#]/)[0] ?? "").replace(/(.)\/+$/, "$1");
  return marketingPaths(site).find((page) => page === bare);
}
