import { useCurrentPage } from "./current-page";
import { fillTemplate, telHref, whatsappHref } from "./links";
import { useSite } from "./site";

/**
 * The business's call and chat links. `whatsapp` opens the chat with the greeting naming the page
 * the visitor is on (and so the area on a neighbourhood page): every page-level WhatsApp link, in the
 * header, the footer, the contact bar or the page itself, takes this one.
 */
export function useContactLinks() {
  const site = useSite();
  const page = useCurrentPage();
  const { phone, name } = site.business;
  return {
    tel: telHref(phone),
    whatsapp: whatsappHref(phone, fillTemplate(site.whatsapp.page, { business: name, page: page.name })),
    whatsappForService: (service: string) =>
      whatsappHref(phone, fillTemplate(site.whatsapp.service, { business: name, service })),
  };
}
