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
  const { phone, name } = site.business;
  return {
    tel: telHref(phone),
    whatsapp: whatsappHref(phone, fillTemplate(site.whatsapp.page, { business: name, page: page.name })),
    whatsappForService: (service: string) =>
      whatsappHref(phone, fillTemplate(site.whatsapp.service, { business: name, page: page.name, service })),
  };
}
