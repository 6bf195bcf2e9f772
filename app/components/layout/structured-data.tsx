import { useLocation } from "react-router";
import { useSite } from "~/lib/site";
import { fillTemplate } from "~/lib/links";
import { areaForPath, landingPath, pageKeyForPath } from "~/lib/pages";
import {
  areaServiceJsonLd,
  breadcrumbJsonLd,
  businessJsonLd,
  scriptJson,
  servicesJsonLd,
} from "~/lib/structured-data";

export function StructuredData() {
  const site = useSite();
  const { pathname } = useLocation();
  const breadcrumb = breadcrumbJsonLd(site, pathname);
  // The business in full where a visitor looks for its details (home, contact), with the reviews
  // where the testimonials are (home); elsewhere only what the page itself is about.
  const key = pageKeyForPath(pathname);
  const area = areaForPath(site, pathname);
  const own =
    key === "home" || key === "contact"
      ? businessJsonLd(site, { withReviews: key === "home" })
      : key === "services"
        ? servicesJsonLd(site)
        : area && site.landing
          ? areaServiceJsonLd(
              site,
              area,
              fillTemplate(site.landing.hero.heading, { area: area.name }),
              landingPath(site, area.slug),
            )
          : null;
  return (
    <>
      {own ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(own) }} />
      ) : null}
      {breadcrumb ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(breadcrumb) }} />
      ) : null}
    </>
  );
}
