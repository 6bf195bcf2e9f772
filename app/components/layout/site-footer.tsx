import { Clock, Mail, MapPin, MessageCircle, Phone } from "~/components/ui/icons";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import { useContactLinks } from "~/lib/contact-links";
import { mailtoHref } from "~/lib/links";
import { navLinks, privacyPath } from "~/lib/pages";
import { useSite } from "~/lib/site";
import { formatAddress, formatTime } from "~/lib/format";
import { Logo } from "./logo";

export function SiteFooter() {
  const site = useSite();
  const links = useContactLinks();
  const { business } = site;
  return (
    <footer className="wood-grain-dark text-wood-100 with-bar:pb-bar">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.6fr_0.8fr_1.3fr]">
        <div className="md:col-span-2 lg:col-span-1">
          <Logo tone="light" />
          <p className="mt-4 max-w-md text-wood-200">{business.description}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink href={links.tel} variant="light" icon={Phone}>
              {site.labels.callNow}
            </ButtonLink>
            <ButtonLink href={links.whatsapp} variant="whatsapp" icon={MessageCircle}>
              {site.labels.whatsapp}
            </ButtonLink>
          </div>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-display text-lg font-semibold text-white">
            {site.labels.quickLinks}
          </h2>
          <ul className="mt-4 space-y-2">
            {navLinks(site).map(({ path, label }) => (
              <li key={path}>
                <Link to={path} className="text-wood-200 underline-offset-4 hover:text-white hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-display text-lg font-semibold text-white">{site.labels.contactInfo}</h2>
          <ul className="mt-4 space-y-3 text-wood-200">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-wood-300" />
              <address className="not-italic">{formatAddress(business.address)}</address>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-wood-300" />
              <a href={links.tel} className="hover:text-white hover:underline">
                {site.phoneDisplay}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-wood-300" />
              <a
                href={mailtoHref(business.email)}
                className="[overflow-wrap:anywhere] hover:text-white hover:underline"
              >
                {business.email}
              </a>
            </li>
            {business.hours.map((row) => (
              <li key={row.label} className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-wood-300" />
                <span>
                  {row.label}: {formatTime(row.opens)} – {formatTime(row.closes)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-wood-300 sm:px-6">
          © {business.copyrightYear} {business.name}. {site.labels.allRightsReserved}{" "}
          <Link to={privacyPath} className="underline underline-offset-4 hover:text-white">
            {site.privacy.linkLabel}
          </Link>
        </p>
      </div>
    </footer>
  );
}
