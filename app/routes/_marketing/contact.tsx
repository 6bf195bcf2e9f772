import { Clock, Mail, MapPin, Phone } from "~/components/ui/icons";
import { LeadForm } from "~/components/forms/lead-form";
import { AllAreasSection } from "~/components/sections/area-links";
import { leadFormAction } from "~/server/http/lead-form-action.server";
import { PageHero } from "~/components/sections/page-hero";
import { OfficeMap } from "~/components/sections/office-map";
import { Section } from "~/components/sections/section";
import { CallAndWhatsApp, CallButton } from "~/components/ui/contact-buttons";
import { IconTile } from "~/components/ui/icon-tile";
import { useContactLinks } from "~/lib/contact-links";
import { formatAddress, formatTime } from "~/lib/format";
import { mailtoHref } from "~/lib/links";
import { topPageMeta } from "~/lib/meta";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) => topPageMeta(matches, "contact");

function DetailRow({
  icon,
  label,
  children,
}: {
  icon: typeof Phone;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <IconTile icon={icon} size="md" fixed />
      <div>
        <p className="font-semibold text-wood-950">{label}</p>
        <div className="mt-1 text-wood-800">{children}</div>
      </div>
    </li>
  );
}

export function action({ request, context }: Route.ActionArgs) {
  return leadFormAction(request, context);
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const site = useSite();
  const links = useContactLinks();
  const { contact, business } = site;
  return (
    <>
      <PageHero eyebrow={contact.hero.eyebrow} heading={contact.hero.heading} text={contact.hero.text}>
        <CallAndWhatsApp
          callLabel={contact.hero.callLabel}
          whatsappLabel={contact.hero.whatsappLabel}
          whatsapp={links.whatsapp}
        />
      </PageHero>

      <Section tone="white">
        <div className="grid gap-10 lg:grid-cols-[0.9fr_1.1fr]">
          <div>
            <h2 className="font-display text-3xl font-semibold text-wood-950">{contact.office.heading}</h2>
            <ul className="mt-8 space-y-6">
              <DetailRow icon={MapPin} label={contact.office.addressLabel}>
                <address className="not-italic">{formatAddress(business.address)}</address>
              </DetailRow>
              <DetailRow icon={Phone} label={contact.office.phoneLabel}>
                <a
                  href={links.tel}
                  className="font-semibold text-wood-800 underline-offset-4 hover:underline"
                >
                  {site.phoneDisplay}
                </a>
              </DetailRow>
              <DetailRow icon={Mail} label={contact.office.emailLabel}>
                <a
                  href={mailtoHref(business.email)}
                  className="break-all text-wood-800 underline-offset-4 hover:underline"
                >
                  {business.email}
                </a>
              </DetailRow>
              <DetailRow icon={Clock} label={contact.office.hoursLabel}>
                <ul className="space-y-1">
                  {business.hours.map((row) => (
                    <li key={row.label}>
                      {row.label}: {formatTime(row.opens)} to {formatTime(row.closes)}
                    </li>
                  ))}
                  <li className="font-medium text-wood-900">{business.hoursNote}</li>
                </ul>
              </DetailRow>
            </ul>
            <h2 className="mt-10 font-display text-2xl font-semibold text-wood-950">
              {contact.serviceAreas.heading}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {contact.serviceAreas.items.map((area) => (
                <li key={area} className="rounded-full bg-wood-100 px-4 py-2 font-medium text-wood-900">
                  {area}
                </li>
              ))}
              <li className="rounded-full border border-wood-300 px-4 py-2 text-wood-800">
                {contact.serviceAreas.more}
              </li>
            </ul>
          </div>
          <div
            id="enquiry"
            className="scroll-mt-24 rounded-3xl border border-wood-200 bg-wood-50 p-6 shadow-sm sm:p-8"
          >
            <h2 id="enquiry-heading" className="font-display text-3xl font-semibold text-wood-950">
              {contact.form.heading}
            </h2>
            <p className="mt-2 text-wood-800">{contact.form.text}</p>
            <div className="mt-8">
              <LeadForm outcome={actionData?.outcome} />
            </div>
          </div>
        </div>
      </Section>

      <AllAreasSection />

      <Section tone="grain" labelledBy="map-heading">
        <OfficeMap />
      </Section>

      <section aria-labelledby="call-banner-heading" className="wood-grain-dark">
        <div className="mx-auto flex max-w-6xl flex-col items-start justify-between gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center">
          <div>
            <h2 id="call-banner-heading" className="font-display text-3xl font-semibold text-white">
              {contact.banner.heading}
            </h2>
            <p className="mt-2 text-lg text-wood-200">{contact.banner.text}</p>
          </div>
          <CallButton variant="light">
            {contact.banner.callLabel}: {site.phoneDisplay}
          </CallButton>
        </div>
      </section>
    </>
  );
}
