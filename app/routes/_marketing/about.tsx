import { MapPin } from "~/components/ui/icons";
import { AreaGrid } from "~/components/sections/area-grid";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { HeadedSection } from "~/components/sections/headed-section";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button-link";
import { EnquiryButton } from "~/components/ui/contact-buttons";
import { Icon } from "~/components/ui/icon";
import { Paragraphs } from "~/components/ui/paragraphs";
import { SectionHeading } from "~/components/ui/section-heading";
import { TermGrid } from "~/components/ui/term-grid";
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
        <EnquiryButton>{about.hero.contactLabel}</EnquiryButton>
        <ButtonLink to={pagePaths.services} variant="secondary">
          {about.hero.servicesLabel}
        </ButtonLink>
      </PageHero>

      <section aria-label={labels.keyFigures} className="bg-wood-900">
        <TermGrid
          entries={about.stats.map((stat) => ({ term: stat.label, detail: stat.number }))}
          look="figures"
        />
      </section>

      <Section tone="white" labelledBy="story-heading">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="story-heading" heading={about.story.heading} align="left" />
            <Paragraphs items={about.story.paragraphs} className="mt-6 space-y-4 text-lg text-wood-800" />
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

      <HeadedSection id="values-heading" tone="plain" heading={about.values}>
        <FeatureGrid items={about.values.items} tone="white" />
      </HeadedSection>

      <HeadedSection id="areas-heading" tone="grain" heading={about.areas}>
        <AreaGrid areas={about.areas.items} />
        <p className="mt-8 flex items-center justify-center gap-2 text-center font-semibold text-wood-900">
          <MapPin aria-hidden="true" className="size-5 text-wood-700" />
          {about.areas.hqLine}
        </p>
      </HeadedSection>

      <CtaBanner cta={about.cta} />
    </>
  );
}
