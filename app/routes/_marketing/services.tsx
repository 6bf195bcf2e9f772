import { MessageCircle, Phone } from "lucide-react";
import { AreaGrid } from "~/components/sections/area-grid";
import { AllAreasSection } from "~/components/sections/area-links";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ServiceDetail } from "~/components/sections/service-detail";
import { ButtonLink } from "~/components/ui/button-link";
import { SectionHeading } from "~/components/ui/section-heading";
import { useContactLinks } from "~/lib/contact-links";
import { topPageMeta } from "~/lib/meta";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) => topPageMeta(matches, "services");

export default function Services() {
  const site = useSite();
  const links = useContactLinks();
  const { hero, areaGrid } = site.servicesPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} text={hero.text}>
        <ButtonLink href={links.tel} icon={Phone}>
          {hero.callLabel}
        </ButtonLink>
        <ButtonLink href={links.whatsappForPage(site.nav.services)} variant="whatsapp" icon={MessageCircle}>
          {hero.whatsappLabel}
        </ButtonLink>
      </PageHero>

      <section aria-label={hero.heading} className="bg-white">
        <div className="mx-auto max-w-6xl divide-y divide-wood-200 px-4 py-16 sm:px-6 md:py-20">
          {site.services.map((service, index) => (
            <ServiceDetail key={service.id} service={service} flip={index % 2 === 1} />
          ))}
        </div>
      </section>

      <Section tone="grain" labelledBy="areas-heading">
        <SectionHeading
          id="areas-heading"
          eyebrow={areaGrid.eyebrow}
          heading={areaGrid.heading}
          text={areaGrid.text}
        />
        <AreaGrid areas={areaGrid.areas} />
      </Section>

      <AllAreasSection />

      <CtaBanner cta={site.servicesPage.cta} />
    </>
  );
}
