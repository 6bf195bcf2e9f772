import { fillTemplate } from "./links";
import { pageKeys } from "./pages";
import type { PageSite } from "./site";

// Each public page has a social preview (1200x630) named after it: /og/{name}.png for chat apps
// and social sites, /og/{name}.svg the same drawing as a vector. The name is a top-level page's
// key (home, services, about, contact), "privacy", or a neighbourhood page's slug.

export const socialImageSize = { width: 1200, height: 630 } as const;

/** The heading a page's preview shows, or null when no page has that name. */
export function socialImageTitle(site: PageSite, name: string): string | null {
  const page = pageKeys.find((key) => key === name);
  if (page) {
    return {
      home: site.home.hero.heading,
      services: site.servicesPage.hero.heading,
      about: site.about.hero.heading,
      contact: site.contact.hero.heading,
    }[page];
  }
  if (name === "privacy") return site.privacy.hero.heading;
  const area = site.landing?.areas.find((a) => a.slug === name);
  return area && site.landing ? fillTemplate(site.landing.hero.heading, { area: area.name }) : null;
}

/** What the preview shows, for people who cannot see it: the business and the page's heading. */
export const socialImageAlt = (site: PageSite, title: string) => `${site.business.name}: ${title}`;

/**
 * A short hash of what a page's preview draws (the name, logo, heading, phone and city), for its
 * URL: a changed preview gets a new URL, so chat apps that keep previews by URL fetch it again.
 */
export function socialImageVersion(site: Pick<PageSite, "business" | "phoneDisplay">, title: string): string {
  const drawn = [
    site.business.name,
    site.business.logo.icon,
    title,
    site.phoneDisplay,
    site.business.address.city,
  ];
  // FNV-1a, 32 bits: enough to tell one drawing from the next.
  let hash = 0x811c9dc5;
  for (const char of drawn.join("\n")) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
