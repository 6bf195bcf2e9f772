import type { Profile } from "./schema";

// The pages of a business, each built from the profile's own words: the builders add the words both
// businesses' pages use (section eyebrows, button labels, the 404 page's text).

type Home = Profile["home"];
type ServicesPage = Profile["servicesPage"];
type About = Profile["about"];
type Contact = Profile["contact"];
type NotFound = Profile["notFound"];
/** What a hero or a call to action says: its heading and a line of text. */
type Words = { heading: string; text: string };

const callNow = "Call Now";

/** A closing call to action: the profile's heading and text, the standard buttons. */
const cta = ({ heading, text }: Words): Home["cta"] => ({
  heading,
  text,
  primaryLabel: "Get Free Quote",
  callLabel: callNow,
});

/** The home page from the profile's own words. */
export function homePage(own: {
  seo: Home["seo"];
  hero: Omit<Home["hero"], "callLabel">;
  whyChoose: Omit<Home["whyChoose"], "eyebrow">;
  featuredServices: Pick<Home["featuredServices"], "heading" | "text" | "cards">;
  testimonials: Home["testimonials"]["items"];
  cta: Words;
}): Home {
  const { eyebrow, heading, text, quoteLabel, badges } = own.hero;
  return {
    seo: own.seo,
    hero: { eyebrow, heading, text, quoteLabel, callLabel: callNow, badges },
    whyChoose: { eyebrow: "Why choose us", ...own.whyChoose },
    featuredServices: {
      eyebrow: "What we do",
      ...own.featuredServices,
      learnMoreLabel: "Learn More",
      whatsappLabel: "WhatsApp",
      viewAllLabel: "View All Services",
    },
    testimonials: { eyebrow: "Testimonials", heading: "What our customers say", items: own.testimonials },
    cta: cta(own.cta),
  };
}

/** The services page from the profile's own words. */
export function servicesPage(own: {
  seo: ServicesPage["seo"];
  hero: Words;
  areasLabel: string;
  areaGrid: Omit<ServicesPage["areaGrid"], "eyebrow">;
  cta: Words;
}): ServicesPage {
  return {
    seo: own.seo,
    hero: { eyebrow: "Our services", ...own.hero, callLabel: callNow, whatsappLabel: "WhatsApp Us" },
    includedLabel: "What's Included",
    areasLabel: own.areasLabel,
    keywordsLabel: "Also known as",
    quoteLabel: "Get Quote",
    whatsappLabel: "WhatsApp Query",
    areaGrid: { eyebrow: "Service areas", ...own.areaGrid },
    cta: cta(own.cta),
  };
}

/** The about page from the profile's own words. */
export function aboutPage(own: {
  seo: About["seo"];
  hero: Words;
  /** Each figure as its number and its label: ["500+", "Projects Completed"]. */
  stats: [number: string, label: string][];
  story: About["story"]["paragraphs"];
  highlights: About["highlights"];
  values: About["values"]["items"];
  areas: Omit<About["areas"], "eyebrow" | "heading">;
  cta: Words;
}): About {
  return {
    seo: own.seo,
    hero: {
      eyebrow: "About us",
      ...own.hero,
      contactLabel: "Get in Touch",
      servicesLabel: "View Our Services",
    },
    stats: own.stats.map(([number, label]) => ({ number, label })),
    story: { heading: "Our Story", paragraphs: own.story },
    highlights: own.highlights,
    values: { eyebrow: "What we stand for", heading: "Our Values", items: own.values },
    areas: { eyebrow: "Where we work", heading: "Areas We Serve", ...own.areas },
    cta: cta(own.cta),
  };
}

/** The contact page from the profile's own words. */
export function contactPage(own: {
  seo: Contact["seo"];
  hero: Words;
  office: Pick<Contact["office"], "heading" | "addressLabel">;
  form: Contact["form"];
  mapTitle: string;
  banner: Omit<Contact["banner"], "callLabel">;
}): Contact {
  return {
    seo: own.seo,
    hero: {
      eyebrow: "Contact us",
      ...own.hero,
      callLabel: callNow,
      whatsappLabel: "WhatsApp for a Quick Quote",
    },
    office: { ...own.office, phoneLabel: "Phone", emailLabel: "Email", hoursLabel: "Working hours" },
    serviceAreas: {
      heading: "Service areas",
      items: ["BTM Layout", "JP Nagar", "Koramangala", "HSR Layout", "Electronic City"],
      more: "and more",
    },
    form: own.form,
    map: { heading: "Find us", title: own.mapTitle, directionsLabel: "Get directions" },
    banner: { ...own.banner, callLabel: callNow },
  };
}

/** The 404 page: the profile's own title and description, the standard words. */
export const notFoundPage = (seo: NotFound["seo"]): NotFound => ({
  seo,
  code: "404",
  heading: "Oops! Page not found",
  text: "The page you're looking for doesn't exist or has moved.",
  homeLabel: "Back to Home",
  pageName: "Page Not Found",
});
