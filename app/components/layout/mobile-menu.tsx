import { Menu, X } from "~/components/ui/icons";
import { CallAndWhatsApp } from "~/components/ui/contact-buttons";
import { useContactLinks } from "~/lib/contact-links";
import { useSite } from "~/lib/site";
import { navClass, PageNav } from "./page-nav";

const toggleClass =
  "grid size-11 cursor-pointer place-items-center rounded-lg border border-wood-300 text-wood-900";

/**
 * The header's menu on phones: the page links, Call Now with the number, and WhatsApp. As sent it is a
 * disclosure (<details>): its summary opens and closes the menu without JavaScript. The page's script
 * (app/client/mobile-menu.ts) then opens the disclosure for good, hides its summary and shows the
 * button in its place, which shows and hides the menu itself (aria-expanded, Escape, a chosen link).
 */
export function MobileMenu() {
  const site = useSite();
  const links = useContactLinks();
  const { openMenu, closeMenu } = site.labels;
  return (
    <>
      <button
        type="button"
        hidden
        data-menu-button=""
        data-open-label={openMenu}
        data-close-label={closeMenu}
        className={`group ${toggleClass}`}
        aria-expanded="false"
        aria-controls="mobile-menu"
        aria-label={openMenu}
      >
        <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
      </button>
      <details className="group/menu">
        <summary className={`${toggleClass} list-none [&::-webkit-details-marker]:hidden`}>
          {/* Named as the button is: "Open menu", and "Close menu" once open. */}
          <span className="sr-only group-open/menu:hidden">{openMenu}</span>
          <span className="sr-only hidden group-open/menu:inline">{closeMenu}</span>
          <Menu aria-hidden="true" className="size-6 group-open/menu:hidden" />
          <X aria-hidden="true" className="hidden size-6 group-open/menu:block" />
        </summary>
        {/* Under the whole header (its sticky box is the containing block), over the page. */}
        <div
          id="mobile-menu"
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-wood-200 bg-wood-50 px-4 pt-2 pb-5 shadow-lg"
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
              whatsapp={links.whatsapp}
            />
          </div>
        </div>
      </details>
    </>
  );
}
