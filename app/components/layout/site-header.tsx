import { Menu, Phone, X } from "lucide-react";
import { NavLink, type NavLinkProps, useLocation } from "react-router";
import { CallAndWhatsApp } from "~/components/ui/contact-buttons";
import { useContactLinks } from "~/lib/contact-links";
import { pageKeyForPath, pageKeys, pagePaths } from "~/lib/pages";
import { useSite } from "~/lib/site";
import { Logo } from "./logo";

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium transition-colors ${
    isActive
      ? "bg-wood-100 text-wood-800 font-semibold"
      : "text-wood-900 hover:bg-wood-100 hover:text-wood-800"
  }`;

export function SiteHeader() {
  const site = useSite();
  const links = useContactLinks();
  const { pathname } = useLocation();
  const pageName = site.nav[pageKeyForPath(pathname) ?? "home"];
  const whatsapp = links.whatsappForPage(pageName);

  return (
    <header className="sticky top-0 z-40 border-b border-wood-200 bg-wood-50/95 backdrop-blur supports-[backdrop-filter]:bg-wood-50/85">
      <div className="mx-auto flex h-18 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <PageNav
          label="Main"
          className="hidden md:block"
          listClass="flex items-center gap-1"
          linkClass={navClass}
        />
        <div className="hidden items-center gap-2 md:flex">
          <CallAndWhatsApp
            callLabel={site.labels.callNow}
            whatsappLabel={site.labels.whatsapp}
            whatsapp={whatsapp}
            className="min-h-11 px-4 py-2"
          />
        </div>
        <div className="flex items-center gap-2 md:hidden">
          <a
            href={links.tel}
            className="grid size-11 place-items-center rounded-lg bg-wood-700 text-white"
            aria-label={`${site.labels.callNow} ${site.phoneDisplay}`}
          >
            <Phone aria-hidden="true" className="size-5" />
          </a>
          {/* Opened and closed by app/client/mobile-menu.ts. */}
          <button
            type="button"
            data-menu-button=""
            data-open-label={site.labels.openMenu}
            data-close-label={site.labels.closeMenu}
            className="group grid size-11 place-items-center rounded-lg border border-wood-300 text-wood-900"
            aria-expanded="false"
            aria-controls="mobile-menu"
            aria-label={site.labels.openMenu}
          >
            <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
          </button>
        </div>
      </div>
      <div
        id="mobile-menu"
        hidden
        className="border-t border-wood-200 bg-wood-50 px-4 pt-2 pb-5 shadow-lg md:hidden"
      >
        <PageNav
          label="Mobile"
          listClass="flex flex-col"
          linkClass={(state) => `block text-lg ${navClass(state)}`}
        />
        <div className="mt-4 grid gap-3">
          <CallAndWhatsApp
            callLabel={
              <>
                {site.labels.callNow}: {site.phoneDisplay}
              </>
            }
            whatsappLabel={site.labels.whatsapp}
            whatsapp={whatsapp}
          />
        </div>
      </div>
    </header>
  );
}

/** The links to the top-level pages, in the header bar or the mobile menu. */
function PageNav({
  label,
  className,
  listClass,
  linkClass,
}: {
  label: string;
  className?: string;
  listClass: string;
  linkClass: NavLinkProps["className"];
}) {
  const site = useSite();
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClass}>
        {pageKeys.map((key) => (
          <li key={key}>
            <NavLink to={pagePaths[key]} end className={linkClass}>
              {site.nav[key]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
