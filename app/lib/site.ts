import { useRouteLoaderData } from "react-router";
import type { Profile, Service } from "~/profiles/schema";
import type { ShowcaseProject } from "./showcase";

type Resolved = {
  publicUrl: string;
  /** The business phone formatted for reading, e.g. "+91 98765 43210". */
  phoneDisplay: string;
  /** The published projects, newest first (lib/showcase.ts); none until the database is read. */
  showcase: ShowcaseProject[];
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

/**
 * The site as its pages show it. A hidden service is left out here, once, for every page and the data
 * they load: the service itself, the cards that name it by `service`, and the enquiry form's choice
 * with its exact title.
 */
export function toPageSite(site: Site): PageSite {
  const hidden = site.services.filter((service) => service.hidden);
  const hiddenIds = new Set(hidden.map((service) => service.id));
  const hiddenTitles = new Set(hidden.map((service) => service.title));
  const shows = (card: { service?: string }) => card.service === undefined || !hiddenIds.has(card.service);
  const { featuredServices } = site.home;
  const shown = {
    ...site,
    services: shownServices(site),
    home: {
      ...site.home,
      featuredServices: { ...featuredServices, cards: featuredServices.cards.filter(shows) },
    },
    leadForm: {
      ...site.leadForm,
      services: site.leadForm.services.filter((choice) => !hiddenTitles.has(choice)),
    },
  };
  if (!site.landing) return { ...shown, landing: undefined };
  const areas = site.landing.areas.map(({ slug, name, slim }) => ({ slug, name, slim }));
  const { shared } = site.landing;
  return {
    ...shown,
    landing: { ...site.landing, shared: { ...shared, services: shared.services.filter(shows) }, areas },
  };
}

/** The services the public pages show: all but the hidden ones. */
const shownServices = (site: { services: Service[] }): Service[] =>
  site.services.filter((service) => !service.hidden);

export function useSite(): PageSite {
  const data = useRouteLoaderData<{ site: PageSite }>("root");
  if (!data) throw new Error("useSite() needs the root loader's data");
  return data.site;
}
