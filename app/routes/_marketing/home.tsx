import { ArrowRight, MessageCircle, Star } from "~/components/ui/icons";
import { Link } from "react-router";
import { FittedRoomIllustration } from "~/components/illustrations/fitted-room";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { HeadedSection } from "~/components/sections/headed-section";
import { PageHero } from "~/components/sections/page-hero";
import { WorkSection } from "~/components/showcase/latest-work";
import { ButtonLink } from "~/components/ui/button-link";
import { CallButton, EnquiryButton } from "~/components/ui/contact-buttons";
import { IconTile } from "~/components/ui/icon-tile";
import { useContactLinks } from "~/lib/contact-links";
import { formatMonthYear } from "~/lib/format-date";
import { fillTemplate } from "~/lib/links";
import { topPageMeta } from "~/lib/meta";
import { pagePaths } from "~/lib/pages";
import { useSite } from "~/lib/site";
import { latestProjects, workTexts } from "~/lib/work";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => topPageMeta(matches, "home");

export default function Home() {
  const site = useSite();
  const links = useContactLinks();
  const { hero, whyChoose, featuredServices, testimonials } = site.home;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        text={hero.text}
        badges={hero.badges}
        aside={<FittedRoomIllustration className="w-full drop-shadow-xl" />}
      >
        <EnquiryButton>{hero.quoteLabel}</EnquiryButton>
        <CallButton variant="secondary">{hero.callLabel}</CallButton>
      </PageHero>

      <WorkSection
        id="latest-work-heading"
        heading={workTexts(site).latest}
        projects={latestProjects(site)}
      />

      <HeadedSection id="why-heading" tone="white" heading={whyChoose}>
        <FeatureGrid items={whyChoose.items} />
      </HeadedSection>

      <HeadedSection id="services-heading" tone="grain" heading={featuredServices}>
        {/* Centred rows, so that fewer cards (a hidden service's card is left out) still sit well. */}
        <ul className="mt-12 flex flex-wrap justify-center gap-6">
          {featuredServices.cards.map((card) => (
            <li
              key={card.title}
              className="flex w-full flex-col rounded-2xl border border-wood-200 bg-white p-6 shadow-sm sm:w-[calc(50%-0.75rem)] lg:w-[calc(25%-1.125rem)]"
            >
              <IconTile icon={card.icon} tone="dark" />
              <h3 className="mt-4 font-display text-xl font-semibold text-wood-950">{card.title}</h3>
              <p className="mt-2 flex-1 text-wood-800">{card.description}</p>
              <div className="mt-6 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 whitespace-nowrap">
                <Link
                  to={pagePaths.services}
                  className="inline-flex min-h-11 items-center gap-1 font-semibold text-wood-700 hover:text-wood-900"
                >
                  {featuredServices.learnMoreLabel}
                  {/* Says where the link leads to screen readers and search engines alike. */}
                  <span className="sr-only"> about {card.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
                <a
                  href={links.whatsappForService(card.title)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-leaf-700 hover:bg-green-50"
                  aria-label={`${featuredServices.whatsappLabel}: ${card.title}`}
                >
                  <MessageCircle aria-hidden="true" className="size-4" /> {featuredServices.whatsappLabel}
                </a>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <ButtonLink to={pagePaths.services} variant="secondary" icon={ArrowRight}>
            {featuredServices.viewAllLabel}
          </ButtonLink>
        </div>
      </HeadedSection>

      <HeadedSection id="testimonials-heading" tone="white" heading={testimonials}>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.items.map((item) => (
            <li key={item.name} className="flex flex-col rounded-2xl border border-wood-200 bg-wood-50 p-6">
              <p
                className="flex gap-1 text-wood-500"
                role="img"
                aria-label={fillTemplate(site.labels.rating, { rating: String(item.rating) })}
              >
                {Array.from({ length: item.rating }, (_, i) => (
                  <Star key={i} aria-hidden="true" className="size-5 fill-current" />
                ))}
              </p>
              <blockquote className="mt-4 flex-1 text-lg text-wood-900">“{item.text}”</blockquote>
              <p className="mt-6 font-semibold text-wood-950">
                {item.name}
                <span className="block text-sm font-normal text-wood-700">{item.location}</span>
                {item.given ? (
                  <span className="block text-sm font-normal text-wood-700">
                    {item.given.source}, {formatMonthYear(item.given.date)}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <CtaBanner cta={site.home.cta} />
    </>
  );
}
