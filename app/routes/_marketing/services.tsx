import { AreaGrid } from "~/components/sections/area-grid";
import { AllAreasSection } from "~/components/sections/area-links";
import { CtaBanner } from "~/components/sections/cta-banner";
import { HeadedSection } from "~/components/sections/headed-section";
import { PageHero } from "~/components/sections/page-hero";
import { ServiceDetail } from "~/components/sections/service-detail";
import { CallAndWhatsApp } from "~/components/ui/contact-buttons";
import { useContactLinks } from "~/lib/contact-links";
import { topPageMeta } from "~/lib/meta";
import { useSite } from "~/lib/site";
import { serviceProject } from "~/lib/work";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) => topPageMeta(matches, "services");

export default function Services() {
  const site = useSite();
  const links = useContactLinks();
  const { hero, areaGrid } = site.servicesPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} text={hero.text}>
        <CallAndWhatsApp
          callLabel={hero.callLabel}
          whatsappLabel={hero.whatsappLabel}
          whatsapp={links.whatsapp}
        />
      </PageHero>

      <section aria-label={hero.heading} className="bg-white">
        <div className="mx-auto max-w-6xl divide-y divide-wood-200 px-4 py-16 sm:px-6 md:py-20">
          {site.services.map((service, index) => (
            <ServiceDetail
              key={service.id}
              service={service}
              flip={index % 2 === 1}
              project={serviceProject(site, service.id)}
              first={index === 0}
            />
          ))}
        </div>
      </section>

      <HeadedSection id="areas-heading" tone="grain" heading={areaGrid}>
        <AreaGrid areas={areaGrid.areas} />
      </HeadedSection>

      <AllAreasSection />

      <CtaBanner cta={site.servicesPage.cta} />
    </>
  );
}
