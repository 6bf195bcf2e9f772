// Expected content for the e2e suite, read from the carpentry profile so the tests follow the data.
// Texts the product fixes word for word (labels, headings, notices) are written out literally in the
// spec files too, so a change to them shows up as a failing test.
import { fillProfileFacts } from "../../app/lib/site-facts";
import { carpentry as shipped } from "../../app/profiles/carpentry";

/** The carpentry profile as its pages read it: {business}, {radius}… filled in. */
const carpentry = fillProfileFacts(shipped);

export { carpentry };

export type PageInfo = {
  key: "home" | "services" | "about" | "contact";
  path: string;
  /** Navigation label, word for word as the site shows it. */
  navLabel: string;
  title: string;
  description: string;
  heading: string;
};

export const pages: readonly PageInfo[] = [
  {
    key: "home",
    path: "/",
    navLabel: "Home",
    title: carpentry.home.seo.title,
    description: carpentry.home.seo.description,
    heading: carpentry.home.hero.heading,
  },
  {
    key: "services",
    path: "/services",
    navLabel: "Services",
    title: carpentry.servicesPage.seo.title,
    description: carpentry.servicesPage.seo.description,
    heading: carpentry.servicesPage.hero.heading,
  },
  {
    key: "about",
    path: "/about",
    navLabel: "About Us",
    title: carpentry.about.seo.title,
    description: carpentry.about.seo.description,
    heading: carpentry.about.hero.heading,
  },
  {
    key: "contact",
    path: "/contact",
    navLabel: "Contact",
    title: carpentry.contact.seo.title,
    description: carpentry.contact.seo.description,
    heading: carpentry.contact.hero.heading,
  },
];

/** The default (profile) phone in the forms the site uses. */
export const defaultPhone = {
  e164: "+919876543210",
  digits: "919876543210",
  display: "+91 98765 43210",
} as const;

/** Fills {name} placeholders, independently of the app's own helper. */
export function fill(template: string, values: Record<string, string>): string {
  let out = template;
  for (const [key, value] of Object.entries(values)) out = out.split(`{${key}}`).join(value);
  return out;
}

/** The prefilled chat text a page's WhatsApp link should carry. */
export function whatsappPageText(pageLabel: string): string {
  return fill(carpentry.whatsapp.page, { business: carpentry.business.name, page: pageLabel });
}

/** The prefilled chat text a service's WhatsApp link on a page should carry. */
export function whatsappServiceText(service: string, pageLabel: string): string {
  return fill(carpentry.whatsapp.service, { business: carpentry.business.name, service, page: pageLabel });
}

/** Splits a wa.me link into its number and decoded message; throws on anything else. */
export function parseWhatsApp(href: string | null): { number: string; text: string } {
  if (!href) throw new Error("link has no href");
  const url = new URL(href);
  if (url.protocol !== "https:" || url.host !== "wa.me") throw new Error(`not a wa.me link: ${href}`);
  return { number: url.pathname.replace(/^\//, ""), text: url.searchParams.get("text") ?? "" };
}
