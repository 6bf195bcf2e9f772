import { MapPin } from "~/components/ui/icons";
import { Link } from "react-router";
import { fillTemplate } from "~/lib/links";
import { landingPath } from "~/lib/pages";
import { type AreaLink, useSite } from "~/lib/site";
import { Section } from "./section";

/** Links to neighbourhood pages, so a crawler reaches every one of them from the home page. */
export function AreaLinks({ areas }: { areas: readonly AreaLink[] }) {
  const site = useSite();
  return (
    <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {areas.map((area) => (
        <li key={area.slug}>
          <Link
            to={landingPath(site, area.slug)}
            className="flex min-h-11 items-center gap-2 rounded-xl border border-wood-200 bg-white px-4 py-3 font-medium text-wood-900 hover:border-wood-400 hover:bg-wood-100"
          >
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-wood-600" />
            {site.landing ? fillTemplate(site.landing.hero.heading, { area: area.name }) : area.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The "across Bangalore" section of the Services and Contact pages, when the site has area pages. */
export function AllAreasSection() {
  const { landing } = useSite();
  if (!landing) return null;
  return (
    <Section tone="white" labelledBy="all-areas-heading" compact>
      <h2 id="all-areas-heading" className="font-display text-3xl font-semibold text-wood-950">
        {landing.labels.allAreas}
      </h2>
      <p className="mt-2 text-lg text-wood-800">{landing.labels.allAreasText}</p>
      <AreaLinks areas={landing.areas} />
    </Section>
  );
}
