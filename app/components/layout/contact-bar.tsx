import { ClipboardList, MessageCircle, Phone } from "~/components/ui/icons";
import { useContactLinks } from "~/lib/contact-links";
import { useCurrentPage } from "~/lib/current-page";
import { useSite } from "~/lib/site";

// Icon over label on phones, so each label fits a third of a 320 px screen; side by side from 480 px.
const item =
  "flex min-w-0 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-center text-sm leading-tight font-semibold transition-colors max-[359px]:text-xs min-[480px]:flex-row min-[480px]:gap-1.5";

/**
 * Call, WhatsApp and Get a Quote, always one tap away on phones and small tablets: fixed at the bottom
 * of the screen up to 768 px wide, hidden above. Plain links and CSS (app.css: `with-bar`, `typing`), so
 * it works without JavaScript; the footer leaves room for it, and it steps aside while a form field has
 * focus. Get a Quote leads to the page's own enquiry form, or to the contact page's.
 */
export function ContactBar() {
  const site = useSite();
  const links = useContactLinks();
  const page = useCurrentPage();
  return (
    <nav
      aria-label={site.contactBar.label}
      data-contact-bar=""
      className="fixed inset-x-0 bottom-0 z-30 hidden h-bar grid-cols-3 gap-2 border-t border-wood-200 bg-white p-2 shadow-[0_-4px_16px_rgb(42_24_15/0.1)] with-bar:grid typing:hidden"
    >
      <a href={links.tel} className={`${item} bg-wood-700 text-white hover:bg-wood-800`}>
        <Phone aria-hidden="true" className="size-5 shrink-0" />
        {site.labels.callNow}
      </a>
      <a
        href={links.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        className={`${item} bg-leaf-600 text-white hover:bg-leaf-700`}
      >
        <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
        {site.labels.whatsapp}
      </a>
      <a href={page.quoteHref} className={`${item} border-2 border-wood-700 text-wood-800 hover:bg-wood-100`}>
        <ClipboardList aria-hidden="true" className="size-5 shrink-0" />
        {site.contactBar.quoteLabel}
      </a>
    </nav>
  );
}
