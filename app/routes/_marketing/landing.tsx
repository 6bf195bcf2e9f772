import { LeadForm } from "~/components/forms/lead-form";
import { AreaLinks } from "~/components/sections/area-links";
import { CtaBand } from "~/components/sections/cta-banner";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { HeadedSection } from "~/components/sections/headed-section";
import { PageHero } from "~/components/sections/page-hero";
import { WorkSection } from "~/components/showcase/latest-work";
import { Section } from "~/components/sections/section";
import { SharedServices } from "~/components/sections/shared-services";
import { CallButton, EnquiryButton, WhatsAppButton } from "~/components/ui/contact-buttons";
import { IconTile } from "~/components/ui/icon-tile";
import { MarkedList } from "~/components/ui/marked-list";
import { Paragraphs } from "~/components/ui/paragraphs";
import { TermGrid } from "~/components/ui/term-grid";
import { useContactLinks } from "~/lib/contact-links";
import { fillTemplate } from "~/lib/links";
import { pageMeta, siteFromMatches } from "~/lib/meta";
import { areaForPath, landingPath } from "~/lib/pages";
import { useSite } from "~/lib/site";
import { projectsForArea, workTexts } from "~/lib/work";
import { leadFormAction } from "~/server/http/lead-form-action.server";
import { notFound } from "~/server/not-found.server";
import { getConfig } from "~/server/site.server";
import { NotFoundPage } from "~/components/sections/not-found-page";
import { notFoundMeta } from "~/lib/meta";
import type { Route } from "./+types/landing";

/** The neighbourhood page for this path, or null (then the path is simply not found). */
function areaFor(pathname: string) {
  return areaForPath(getConfig().site, pathname) ?? null;
}

export function loader({ request }: Route.LoaderArgs) {
  const area = areaFor(new URL(request.url).pathname.replace(/\.data$/, ""));
  return area ? { area } : notFound(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const area = areaFor(new URL(request.url).pathname);
  if (!area || area.slim) return notFound(request);
  // The page decides the area, whatever a hand-made request says.
  return leadFormAction(request, context, { area: area.name });
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = siteFromMatches(matches);
  if (!site || !data || !("area" in data)) return notFoundMeta(site, location.pathname);
  const { seo } = data.area;
  return [
    ...pageMeta(site, seo, landingPath(site, data.area.slug), data.area.slug).map((tag) =>
      "property" in tag && tag.property === "og:title"
        ? { ...tag, content: seo.ogTitle }
        : "property" in tag && tag.property === "og:description"
          ? { ...tag, content: seo.ogDescription }
          : tag,
    ),
    { name: "keywords", content: seo.keywords.join(", ") },
  ];
};

export default function Landing({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const links = useContactLinks();
  const landing = site.landing;
  if (!("area" in loaderData) || !landing) return <NotFoundPage />;
  const { area } = loaderData;
  const fill = (template: string) => fillTemplate(template, { area: area.name });
  const nearby = area.nearby.flatMap((slug) => landing.areas.filter((other) => other.slug === slug));
  const work = workTexts(site);
  // Two cards: the longest pages of the site (the form and the shared services block) stay within
  // the first round trip's 14 KB with them; the gallery is one link away.
  const shown = projectsForArea(site, area.name, 2);

  return (
    <>
      <PageHero heading={fill(landing.hero.heading)} text={area.intro} eyebrow={site.business.name}>
        <EnquiryButton>{landing.hero.consultLabel}</EnquiryButton>
        <CallButton variant="secondary">{landing.hero.callLabel}</CallButton>
      </PageHero>

      {/* The area's own projects first: a neighbour's kitchen sells better than any promise. */}
      <WorkSection
        id="area-work-heading"
        heading={{ heading: shown.own ? fill(work.inArea) : work.elsewhere }}
        projects={shown.projects}
      />

      <HeadedSection id="benefits-heading" tone="white" heading={landing.benefits}>
        <FeatureGrid items={landing.benefits.items} columns="lg:grid-cols-3" />
      </HeadedSection>

      <HeadedSection id="landing-services-heading" tone="plain" heading={landing.services}>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {landing.services.items.map((service) => (
            <li
              key={service.title}
              className="flex items-center gap-4 rounded-2xl border border-wood-200 bg-white p-5 shadow-sm"
            >
              <IconTile icon={service.icon} size="md" tone="dark" fixed />
              <span className="font-display text-lg font-semibold text-wood-950">{service.title}</span>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <Section tone="white" labelledBy="homes-heading">
        <div className="grid gap-12 lg:grid-cols-[1.2fr_0.8fr]">
          <div>
            <h2 id="homes-heading" className="font-display text-3xl font-semibold text-wood-950">
              {area.homes.heading}
            </h2>
            <Paragraphs items={area.homes.paragraphs} className="mt-4 space-y-4 text-lg text-wood-800" />
            <h2 className="mt-10 font-display text-2xl font-semibold text-wood-950">{area.visit.heading}</h2>
            <Paragraphs items={area.visit.paragraphs} className="mt-3 space-y-3 text-wood-800" />
          </div>
          <div className="wood-grain self-start rounded-2xl border border-wood-200 p-6">
            <h2 className="font-display text-xl font-semibold text-wood-950">{landing.labels.covered}</h2>
            <MarkedList items={area.coveredLocalities} mark="pin" className="mt-4 space-y-2" />
          </div>
        </div>
        <h2 className="mt-14 font-display text-2xl font-semibold text-wood-950">
          {fill(landing.labels.faq)}
        </h2>
        <TermGrid
          entries={area.faq.map((item) => ({ term: item.question, detail: item.answer }))}
          look="questions"
        />
      </Section>

      {area.slim ? null : (
        <section aria-labelledby="consultation-heading" className="bg-wood-50">
          <div id="enquiry" className="mx-auto max-w-3xl scroll-mt-24 px-4 py-16 sm:px-6">
            <div className="rounded-3xl border border-wood-200 bg-white p-6 shadow-sm sm:p-8">
              <p className="text-sm font-semibold tracking-widest text-wood-700 uppercase">
                {landing.form.title}
              </p>
              <h2
                id="consultation-heading"
                className="mt-2 font-display text-3xl font-semibold text-wood-950"
              >
                {fill(landing.form.heading)}
              </h2>
              <div className="mt-6">
                <LeadForm
                  area={area.name}
                  outcome={actionData && "outcome" in actionData ? actionData.outcome : undefined}
                />
              </div>
            </div>
          </div>
        </section>
      )}

      {area.slim ? null : <SharedServices shared={landing.shared} />}

      <Section tone="white" labelledBy="nearby-heading">
        <h2 id="nearby-heading" className="font-display text-2xl font-semibold text-wood-950">
          {landing.labels.nearby}
        </h2>
        <AreaLinks areas={nearby} />
      </Section>

      <CtaBand
        id="landing-cta-heading"
        heading={landing.cta.heading}
        text={landing.cta.text}
        buttons={
          <>
            <EnquiryButton variant="light">{landing.cta.quoteLabel}</EnquiryButton>
            <WhatsAppButton href={links.whatsapp}>{landing.cta.whatsappLabel}</WhatsAppButton>
          </>
        }
      >
        <p className="mt-8 font-medium text-wood-200">{fill(landing.cta.serving)}</p>
      </CtaBand>
    </>
  );
}
