import { useRouteLoaderData } from "react-router";
import type { Profile, Service } from "~/profiles/schema";

type Resolved = {
  publicUrl: string;
  /** The business phone formatted for reading, e.g. "+91 98765 43210". */
  phoneDisplay: string;
};

/** The active profile with deployment overrides applied, as the server resolved it at start. */
export type Site = Profile & Resolved;

type Landing = NonNullable<Profile["landing"]>;
/** A neighbourhood page as every page knows it: where it is, its area, and whether it has the form. */
export type AreaLink = { slug: string; name: string; slim: boolean };

/**
 * What every page receives from the root loader: the whole profile except each landing area's own
 * text, which only its page loads (it would otherwise ride along in every page's HTML).
 */
export type PageSite = Omit<Profile, "landing"> &
  Resolved & { landing?: Omit<Landing, "areas"> & { areas: AreaLink[] } };

export function toPageSite(site: Site): PageSite {
  if (!site.landing) return { ...site, landing: undefined };
  const areas = site.landing.areas.map(({ slug, name, slim }) => ({ slug, name, slim }));
  return { ...site, landing: { ...site.landing, areas } };
}

/** The services the public pages show: all but the hidden ones (the enquiry form keeps its own list). */
export const shownServices = (site: { services: Service[] }): Service[] =>
  site.services.filter((service) => !service.hidden);

export function useSite(): PageSite {
  const data = useRouteLoaderData<{ site: PageSite }>("root");
  if (!data) throw new Error("useSite() needs the root loader's data");
  return data.site;
}
