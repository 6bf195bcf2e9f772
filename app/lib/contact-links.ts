import { useCurrentPage } from "./current-page";
import { fillTemplate, telHref, whatsappHref } from "./links";
import { useSite } from "./site";

/**
 * The business's call and chat links. Every chat's greeting names the page the visitor is on (and so
 * the area on a neighbourhood page): `whatsapp` is the page's own chat, for the header, the footer, the
 * contact bar and the page's buttons; `whatsappForService` one about a service, from that page.
 */
export function useContactLinks() {
  const site = useSite();
  const page = useCurrentPage();
  const { phone } = site.business;
  // Chats go to the WhatsApp number when the business gives one; calls always go to the phone.
  const chat = site.business.whatsapp ?? phone;
  return {
    tel: telHref(phone),
    // {business} is filled in with the other facts already (site-facts.ts).
    whatsapp: whatsappHref(chat, fillTemplate(site.whatsapp.page, { page: page.name })),
    whatsappForService: (service: string) =>
      whatsappHref(chat, fillTemplate(site.whatsapp.service, { page: page.name, service })),
  };
}
