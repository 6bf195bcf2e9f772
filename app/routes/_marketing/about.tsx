import { ArrowRight, MapPin } from "lucide-react";
import { AreaGrid } from "~/components/sections/area-grid";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { topPageMeta } from "~/lib/meta";
import { pagePaths } from "~/lib/pages";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => topPageMeta(matches, "about");

export default function About() {
  const { about, labels } = useSite();
  return (
    <>
      <PageHero eyebrow={about.hero.eyebrow} heading={about.hero.heading} text={about.hero.text}>
        <ButtonLink to={pagePaths.contact} icon={ArrowRight}>
          {about.hero.contactLabel}
        </ButtonLink>
        <ButtonLink to={pagePaths.services} variant="secondary">
          {about.hero.servicesLabel}
        </ButtonLink>
      </PageHero>

      <section aria-label={labels.keyFigures} className="bg-wood-900">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-px px-4 py-12 sm:px-6 md:grid-cols-4">
          {about.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center px-4 py-4 text-center">
              <dt className="mt-1 text-sm font-medium tracking-wide text-wood-200 uppercase">{stat.label}</dt>
              <dd className="font-display text-4xl font-semibold text-white sm:text-5xl">{stat.number}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section tone="white" labelledBy="story-heading">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="story-heading" heading={about.story.heading} align="left" />
            <div className="mt-6 space-y-4 text-lg text-wood-800">
              {about.story.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <ul className="grid gap-4 self-center sm:grid-cols-2">
            {about.highlights.map((item) => (
              <li key={item.title} className="wood-grain rounded-2xl border border-wood-200 p-5">
                <Icon name={item.icon} className="size-7 text-wood-700" />
                <h3 className="mt-3 font-display text-lg font-semibold text-wood-950">{item.title}</h3>
                <p className="mt-1 text-wood-800">{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section tone="plain" labelledBy="values-heading">
        <SectionHeading id="values-heading" eyebrow={about.values.eyebrow} heading={about.values.heading} />
        <FeatureGrid items={about.values.items} tone="white" />
      </Section>

      <Section tone="grain" labelledBy="areas-heading">
        <SectionHeading
          id="areas-heading"
          eyebrow={about.areas.eyebrow}
          heading={about.areas.heading}
          text={about.areas.text}
        />
        <AreaGrid areas={about.areas.items} />
        <p className="mt-8 flex items-center justify-center gap-2 text-center font-semibold text-wood-900">
          <MapPin aria-hidden="true" className="size-5 text-wood-700" />
          {about.areas.hqLine}
        </p>
      </Section>

      <CtaBanner cta={about.cta} />
    </>
  );
}
