import { useLocation } from "react-router";
import { fillTemplate } from "./links";
import { areaForPath, pageKeyForPath, pagePaths } from "./pages";
import { type PageSite, useSite } from "./site";
import { workPageName } from "./work";

/** The public page a visitor is on, as the links on every page need it. */
export type CurrentPage = {
  /**
   * What the business's WhatsApp greeting calls the page ("I'm on your {page} page"): its nav label,
   * "Interior Designer in {area}" on a neighbourhood page, the profile's name for the 404 page.
   */
  name: string;
  /** Where "Get a Quote" leads: the enquiry form on the page itself, or else the contact page's. */
  quoteHref: string;
};

/** The pages with an enquiry form hold it in a block with this id (contact, neighbourhood pages). */
const formAnchor = "#enquiry";

/** The page at `pathname`: a top-level page, a neighbourhood page, or else the 404 page. */
export function currentPage(site: PageSite, pathname: string): CurrentPage {
  const key = pageKeyForPath(pathname);
  const area = key ? undefined : areaForPath(site, pathname);
  const name = key
    ? site.nav[key]
    : area && site.landing
      ? fillTemplate(site.landing.hero.heading, { area: area.name })
      : (workPageName(site, pathname) ?? site.notFound.pageName);
  const hasForm = key === "contact" || (area !== undefined && !area.slim);
  return { name, quoteHref: hasForm ? formAnchor : `${pagePaths.contact}${formAnchor}` };
}

/** The page being rendered (its header, footer and contact bar included). */
export function useCurrentPage(): CurrentPage {
  return currentPage(useSite(), useLocation().pathname);
}
