import { NavLink } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { CallAndWhatsApp } from "~/components/ui/contact-buttons";
import { useContactLinks } from "~/lib/contact-links";
import { ourWorkPath, type ShowcaseProject } from "~/lib/showcase";
import { useSite } from "~/lib/site";
import { type WorkFilter, workAreas, workServices, workTexts } from "~/lib/work";
import { ProjectCards } from "./project-cards";

const chip = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${
    isActive
      ? "border-wood-700 bg-wood-700 text-white"
      : "border-wood-300 bg-white text-wood-900 hover:bg-wood-100"
  }`;

/** One row of filter links: plain links to pages of their own, the page being shown marked. */
function FilterLinks({ label, filters, all }: { label: string; filters: WorkFilter[]; all?: string }) {
  if (filters.length === 0) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-semibold text-wood-800">{label}</span>
      {all ? (
        <NavLink to={ourWorkPath} end className={chip}>
          {all}
        </NavLink>
      ) : null}
      {filters.map((filter) => (
        <NavLink key={filter.path} to={filter.path} className={chip}>
          {filter.name}
        </NavLink>
      ))}
    </nav>
  );
}

/** The gallery of published projects, or one service's or area's part of it (`heading` then names it). */
export function WorkGallery({
  heading,
  projects,
}: {
  heading: string;
  projects: readonly ShowcaseProject[];
}) {
  const site = useSite();
  const links = useContactLinks();
  const work = workTexts(site);
  return (
    <>
      <PageHero heading={heading} text={work.text}>
        <CallAndWhatsApp
          callLabel={site.labels.callNow}
          whatsappLabel={site.labels.whatsapp}
          whatsapp={links.whatsapp}
        />
      </PageHero>
      <Section tone="white" compact>
        <div className="grid gap-3">
          <FilterLinks label={work.servicesLabel} filters={workServices(site)} all={work.allLabel} />
          <FilterLinks label={work.areasLabel} filters={workAreas(site)} />
        </div>
        <ProjectCards projects={projects} firstCover level="h2" />
      </Section>
    </>
  );
}
