import { ArrowLeft } from "~/components/ui/icons";
import { Link } from "react-router";
import { CtaBand } from "~/components/sections/cta-banner";
import { CallButton, EnquiryButton, WhatsAppButton } from "~/components/ui/contact-buttons";
import { Paragraphs } from "~/components/ui/paragraphs";
import { useContactLinks } from "~/lib/contact-links";
import { landingPath, pagePaths } from "~/lib/pages";
import { areaWorkPath, ourWorkPath, type ShowcaseProject } from "~/lib/showcase";
import { useSite } from "~/lib/site";
import { projectJsonLd, scriptJson } from "~/lib/structured-data";
import { areaPageOf, formatMonth, projectServices, workTexts } from "~/lib/work";
import { ProjectPhotos } from "./project-photos";

const link =
  "font-semibold text-wood-800 underline decoration-wood-300 underline-offset-4 hover:text-wood-950";

/** A project's page: what was done, where and when, its photos, and the ways to ask for the same. */
export function ProjectPage({ project }: { project: ShowcaseProject }) {
  const site = useSite();
  const links = useContactLinks();
  const work = workTexts(site);
  const services = projectServices(site, project);
  // The area's neighbourhood page when the site has one; else the gallery's page for the area.
  const areaPage = project.area ? areaPageOf(site, project.area) : undefined;
  const areaHref = areaPage ? landingPath(site, areaPage.slug) : project.area && areaWorkPath(project.area);
  return (
    <>
      <section className="wood-grain border-b border-wood-200">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14">
          <Link
            to={ourWorkPath}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-wood-700 hover:text-wood-950"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {work.navLabel}
          </Link>
          <h1 className="mt-2 max-w-4xl font-display text-4xl leading-tight font-semibold text-wood-950 sm:text-5xl">
            {project.title}
          </h1>
          <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-3 text-wood-800">
            {services.length ? (
              <div>
                <dt className="text-sm text-wood-700">{work.servicesLabel}</dt>
                <dd className="flex flex-wrap gap-x-3">
                  {services.map((service) => (
                    <Link key={service.id} to={`${pagePaths.services}#${service.id}`} className={link}>
                      {service.title}
                    </Link>
                  ))}
                </dd>
              </div>
            ) : null}
            {project.area && areaHref ? (
              <div>
                <dt className="text-sm text-wood-700">{work.areaLabel}</dt>
                <dd>
                  <Link to={areaHref} className={link}>
                    {project.area}
                  </Link>
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="text-sm text-wood-700">{work.finishedLabel}</dt>
              <dd className="font-semibold">{formatMonth(project.month)}</dd>
            </div>
          </dl>
          <Paragraphs
            items={project.description
              .split(/\n\s*\n/)
              .map((paragraph) => paragraph.trim())
              .filter(Boolean)}
            className="mt-6 max-w-3xl space-y-3 text-lg text-wood-900"
          />
        </div>
      </section>

      <section aria-label={project.title} className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14">
          <ProjectPhotos photos={project.photos} />
        </div>
      </section>

      <CtaBand
        id="project-cta-heading"
        heading={work.enquiry.heading}
        text={work.enquiry.text}
        buttons={
          <>
            <EnquiryButton variant="light">{site.contactBar.quoteLabel}</EnquiryButton>
            <CallButton variant="outlineLight">{site.labels.callNow}</CallButton>
            <WhatsAppButton href={links.whatsapp}>{site.labels.whatsapp}</WhatsAppButton>
          </>
        }
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptJson(projectJsonLd(site, project)) }}
      />
    </>
  );
}
