import { ArrowRight, MapPin, MessageCircle, Phone } from "lucide-react";
import { LeadForm } from "~/components/forms/lead-form";
import { AreaLinks } from "~/components/sections/area-links";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SharedServices } from "~/components/sections/shared-services";
import { ButtonLink } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { useContactLinks } from "~/lib/contact-links";
import { fillTemplate } from "~/lib/links";
import { pageMeta, siteFromMatches } from "~/lib/meta";
import { landingPath, pagePaths } from "~/lib/pages";
import { useSite } from "~/lib/site";
import { leadFormAction } from "~/server/http/lead-form-action.server";
import { notFound } from "~/server/not-found.server";
import { getConfig } from "~/server/site.server";
import { NotFoundPage } from "~/components/sections/not-found-page";
import { notFoundMeta } from "~/lib/meta";
import type { Route } from "./+types/landing";

/** The neighbourhood page for this path, or null (then the path is simply not found). */
function areaFor(pathname: string) {
  const { site } = getConfig();
  const prefix = site.landing?.pathPrefix;
  if (!prefix || !pathname.startsWith(prefix)) return null;
  const slug = pathname.slice(prefix.length).replace(/\/+$/, "");
  return site.landing?.areas.find((area) => area.slug === slug) ?? null;
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
  const whatsapp = links.whatsappForPage(fill(landing.hero.heading));

  return (
    <>
      <PageHero heading={fill(landing.hero.heading)} text={area.intro} eyebrow={site.business.name}>
        <ButtonLink to={pagePaths.contact} icon={ArrowRight}>
          {landing.hero.consultLabel}
        </ButtonLink>
        <ButtonLink href={links.tel} variant="secondary" icon={Phone}>
          {landing.hero.callLabel}
        </ButtonLink>
      </PageHero>

      <Section tone="white" labelledBy="benefits-heading">
        <SectionHeading
          id="benefits-heading"
          eyebrow={landing.benefits.eyebrow}
          heading={landing.benefits.heading}
        />
        <FeatureGrid items={landing.benefits.items} columns="lg:grid-cols-3" />
      </Section>

      <Section tone="plain" labelledBy="landing-services-heading">
        <SectionHeading
          id="landing-services-heading"
          eyebrow={landing.services.eyebrow}
          heading={landing.services.heading}
        />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {landing.services.items.map((service) => (
            <li
              key={service.title}
              className="flex items-center gap-4 rounded-2xl border border-wood-200 bg-white p-5 shadow-sm"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-wood-700 text-white">
                <Icon name={service.icon} className="size-5" />
              </span>
              <span className="font-display text-lg font-semibold text-wood-950">{service.title}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="white" labelledBy="homes-heading">
        <div className="grid gap-12 lg:grid-cols-[1.2fr_0.8fr]">
          <div>
            <h2 id="homes-heading" className="font-display text-3xl font-semibold text-wood-950">
              {area.homes.heading}
            </h2>
            <div className="mt-4 space-y-4 text-lg text-wood-800">
              {area.homes.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <h2 className="mt-10 font-display text-2xl font-semibold text-wood-950">{area.visit.heading}</h2>
            <div className="mt-3 space-y-3 text-wood-800">
              {area.visit.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="wood-grain self-start rounded-2xl border border-wood-200 p-6">
            <h2 className="font-display text-xl font-semibold text-wood-950">{landing.labels.covered}</h2>
            <ul className="mt-4 space-y-2">
              {area.coveredLocalities.map((locality) => (
                <li key={locality} className="flex items-center gap-2 text-wood-900">
                  <MapPin aria-hidden="true" className="size-4 text-wood-600" />
                  {locality}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <h2 className="mt-14 font-display text-2xl font-semibold text-wood-950">
          {fill(landing.labels.faq)}
        </h2>
        <dl className="mt-6 grid gap-4 md:grid-cols-2">
          {area.faq.map((item) => (
            <div key={item.question} className="rounded-2xl border border-wood-200 bg-wood-50 p-5">
              <dt className="font-semibold text-wood-950">{item.question}</dt>
              <dd className="mt-2 text-wood-800">{item.answer}</dd>
            </div>
          ))}
        </dl>
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

      <section aria-labelledby="landing-cta-heading" className="wood-grain-dark">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
          <h2 id="landing-cta-heading" className="font-display text-3xl font-semibold text-white sm:text-4xl">
            {landing.cta.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-wood-200">{landing.cta.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={pagePaths.contact} variant="light" icon={ArrowRight}>
              {landing.cta.quoteLabel}
            </ButtonLink>
            <ButtonLink href={whatsapp} variant="whatsapp" icon={MessageCircle}>
              {landing.cta.whatsappLabel}
            </ButtonLink>
          </div>
          <p className="mt-8 font-medium text-wood-200">{fill(landing.cta.serving)}</p>
        </div>
      </section>
    </>
  );
}
