import type { PageKey } from "~/profiles/schema";
import type { ShowcaseProject } from "./showcase";
import { ourWorkPath } from "./showcase";
import { hasWork, workPaths, workTexts } from "./work";

/** Where each top-level marketing page lives; the nav and the header's page names read this. */
export const pagePaths: Record<PageKey, string> = {
  home: "/",
  services: "/services",
  about: "/about",
  contact: "/contact",
};

export const pageKeys = Object.keys(pagePaths) as PageKey[];

/**
 * The links of the header's and footer's nav: the top-level pages, with the gallery of finished
 * projects after the services once a project is published.
 */
export function navLinks(site: {
  nav: Record<PageKey, string>;
  work?: Parameters<typeof workTexts>[0]["work"];
  showcase?: readonly ShowcaseProject[];
}): { path: string; label: string }[] {
  return pageKeys.flatMap((key) => {
    const page = { path: pagePaths[key], label: site.nav[key] };
    return key === "services" && hasWork(site)
      ? [page, { path: ourWorkPath, label: workTexts(site).navLabel }]
      : [page];
  });
}

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

/** What the pages of finished projects are made from: the services, and the published projects. */
type WithWork = {
  services?: readonly { id: string; title: string; hidden?: boolean }[];
  showcase?: readonly ShowcaseProject[];
};

/** Every public page of a site: rendered once at start, and listed in the sitemap. */
export function marketingPaths(site: WithLanding & WithWork): string[] {
  const areas = site.landing?.areas.map((area) => landingPath(site, area.slug)) ?? [];
  const work = workPaths({ services: site.services ?? [], showcase: site.showcase ?? [] });
  return [...pageKeys.map((key) => pagePaths[key]), ...areas, privacyPath, ...work];
}

/**
 * The site's page a path names, its query, fragment and trailing slash left out; undefined for a
 * path that is none of the site's pages (a page field is the visitor's to write).
 */
export function knownPagePath(site: WithLanding & WithWork, path: string): string | undefined {
  const bare = (path.split(/[?#]/)[0] ?? "").replace(/(.)\/+$/, "$1");
  return marketingPaths(site).find((page) => page === bare);
}
