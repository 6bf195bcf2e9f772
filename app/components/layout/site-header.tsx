import { Phone } from "~/components/ui/icons";
import { CallAndWhatsApp } from "~/components/ui/contact-buttons";
import { useContactLinks } from "~/lib/contact-links";
import { useSite } from "~/lib/site";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { navClass, PageNav } from "./page-nav";

export function SiteHeader() {
  const site = useSite();
  const links = useContactLinks();

  return (
    <header className="sticky top-0 z-40 border-b border-wood-200 bg-wood-50/95 frosted supports-[backdrop-filter]:bg-wood-50/85">
      <div className="mx-auto flex h-18 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <PageNav
          label="Main"
          className="hidden lg:block"
          listClass="flex items-center gap-1"
          linkClass={navClass}
        />
        <div className="hidden items-center gap-2 lg:flex">
          <CallAndWhatsApp
            callLabel={site.labels.callNow}
            whatsappLabel={site.labels.whatsapp}
            whatsapp={links.whatsapp}
            className="min-h-11 px-4 py-2"
          />
        </div>
        <div className="flex items-center gap-2 lg:hidden">
          <a
            href={links.tel}
            className="grid size-11 place-items-center rounded-lg bg-wood-700 text-white"
            aria-label={`${site.labels.callNow} ${site.phoneDisplay}`}
          >
            <Phone aria-hidden="true" className="size-5" />
          </a>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
