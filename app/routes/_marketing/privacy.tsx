import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { IconTile } from "~/components/ui/icon-tile";
import { MarkedList } from "~/components/ui/marked-list";
import { Paragraphs } from "~/components/ui/paragraphs";
import { useContactLinks } from "~/lib/contact-links";
import { formatAddress } from "~/lib/format";
import { fillTemplate, mailtoHref } from "~/lib/links";
import { pageMeta, siteFromMatches } from "~/lib/meta";
import { privacyPath } from "~/lib/pages";
import { useSite } from "~/lib/site";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/privacy";

/** How long closed enquiries are kept before they are anonymised (LEAD_RETENTION_MONTHS), if set. */
export function loader() {
  return { retentionMonths: getConfig().env.LEAD_RETENTION_MONTHS };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return site ? pageMeta(site, site.privacy.seo, privacyPath, "privacy") : [];
};

const headingClass = "font-display text-2xl font-semibold text-wood-950 sm:text-3xl";
const textClass = "mt-4 space-y-4 text-lg text-wood-800";

/** One part of the notice: its heading (h2) and what it says. */
function Part({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-wood-200 pt-10 first:border-t-0 first:pt-0">
      <h2 id={id} className={headingClass}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** /privacy: what an enquiry collects, why, how long it is kept, who to contact, how to have it erased. */
export default function Privacy({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const links = useContactLinks();
  const { privacy, business } = site;
  const months = loaderData.retentionMonths;
  const retention = months
    ? [...privacy.retention.paragraphs, fillTemplate(privacy.retention.period, { months: String(months) })]
    : privacy.retention.paragraphs;
  return (
    <>
      <PageHero eyebrow={privacy.hero.eyebrow} heading={privacy.hero.heading} text={privacy.hero.text} />
      <Section tone="white">
        <div className="mx-auto max-w-3xl space-y-10">
          <Part id="collected-heading" heading={privacy.collected.heading}>
            <p className="mt-4 text-lg text-wood-800">{privacy.collected.text}</p>
            <MarkedList items={privacy.collected.items} mark="tick" className="mt-4 space-y-2 text-lg" />
          </Part>
          <Part id="purpose-heading" heading={privacy.purpose.heading}>
            <Paragraphs items={privacy.purpose.paragraphs} className={textClass} />
          </Part>
          <Part id="sharing-heading" heading={privacy.sharing.heading}>
            <Paragraphs items={privacy.sharing.paragraphs} className={textClass} />
          </Part>
          <Part id="retention-heading" heading={privacy.retention.heading}>
            <Paragraphs items={retention} className={textClass} />
          </Part>
          <Part id="rights-heading" heading={privacy.rights.heading}>
            <Paragraphs items={privacy.rights.paragraphs} className={textClass} />
          </Part>
          <Part id="contact-heading" heading={privacy.contact.heading}>
            <p className="mt-4 text-lg text-wood-800">{privacy.contact.text}</p>
            <ul className="mt-6 space-y-5">
              <li className="flex gap-4">
                <IconTile icon={Mail} size="md" fixed />
                <div>
                  <p className="font-semibold text-wood-950">{privacy.contact.emailLabel}</p>
                  <a
                    href={mailtoHref(business.email)}
                    className="mt-1 inline-block break-all text-wood-800 underline underline-offset-4"
                  >
                    {business.email}
                  </a>
                </div>
              </li>
              <li className="flex gap-4">
                <IconTile icon={Phone} size="md" fixed />
                <div>
                  <p className="font-semibold text-wood-950">{privacy.contact.phoneLabel}</p>
                  <a
                    href={links.tel}
                    className="mt-1 inline-block text-wood-800 underline underline-offset-4"
                  >
                    {site.phoneDisplay}
                  </a>
                </div>
              </li>
              <li className="flex gap-4">
                <IconTile icon={MapPin} size="md" fixed />
                <div>
                  <p className="font-semibold text-wood-950">{privacy.contact.addressLabel}</p>
                  <address className="mt-1 text-wood-800 not-italic">
                    {formatAddress(business.address)}
                  </address>
                </div>
              </li>
            </ul>
          </Part>
          <p className="border-t border-wood-200 pt-6 text-sm text-wood-700">{privacy.updated}</p>
        </div>
      </Section>
    </>
  );
}
