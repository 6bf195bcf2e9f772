import { fillTemplate, telHref, whatsappHref } from "./links";
import { useSite } from "./site";

/** The business's call and chat links, with chat texts that say where the visitor came from. */
export function useContactLinks() {
  const site = useSite();
  const { phone, name } = site.business;
  return {
    tel: telHref(phone),
    whatsappForPage: (page: string) =>
      whatsappHref(phone, fillTemplate(site.whatsapp.page, { business: name, page })),
    whatsappForService: (service: string) =>
      whatsappHref(phone, fillTemplate(site.whatsapp.service, { business: name, service })),
  };
}
