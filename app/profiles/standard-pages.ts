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

/**
 * The privacy notice, in the business's own name ({business}): what its enquiry form collects (with or without an
 * e-mail field, with the neighbourhood on area pages), and what it replies with (a quote, a visit).
 */
export function privacyPage(own: {
  withEmail: boolean;
  withArea: boolean;
  /** What the reply is for, e.g. "to give you a quote and arrange a visit". */
  reply: string;
}): Profile["privacy"] {
  return {
    seo: {
      title: "Privacy notice | {business}",
      description:
        "What {business} does with the details you send in an enquiry: what is kept, why, for how long, and how to have it erased.",
    },
    hero: {
      eyebrow: "Your data",
      heading: "Privacy notice",
      text: "What {business} does with the details you give us when you enquire, under India's Digital Personal Data Protection Act, 2023.",
    },
    linkLabel: "Privacy notice",
    formNote: "We use your details only to reply to your enquiry.",
    updated: "Last updated 24 November 2026",
    collected: {
      heading: "What an enquiry collects",
      text: "When you send the enquiry form, we keep:",
      items: [
        "your name",
        "your phone number",
        ...(own.withEmail ? ["your e-mail address, if you give one"] : []),
        "the service you ask about",
        "your message, if you write one",
        own.withArea
          ? "the page you sent it from, and on a neighbourhood page that neighbourhood"
          : "the page you sent it from",
        "campaign tags: the utm_ values of the link that brought you to the site and the site you came from, when your browser sends them",
      ],
    },
    purpose: {
      heading: "Why we collect it",
      paragraphs: [
        `Only to reply to your enquiry: to call you or message you on WhatsApp, ${own.reply}, and to follow up until the work is agreed or you tell us you do not need it.`,
        "The page and campaign tags tell us which of our pages and adverts bring enquiries; they are never used to contact you.",
        "When you call us or write to us on WhatsApp, we may note your name, number and what you need in the same way.",
        "We also count visits to this site ourselves, anonymously and without cookies: which page was seen, on which day, from which kind of site or campaign, on a phone or a computer, and which call, WhatsApp, e-mail or directions buttons were pressed. Visitors are told apart within one day only, by a code that cannot be turned back into your address, and not at all when your browser sends Global Privacy Control or Do Not Track. Neither your address nor your browser's details are kept.",
      ],
    },
    sharing: {
      heading: "Who sees it",
      paragraphs: [
        "Only the {business} team who answer enquiries, through our staff-only enquiry desk, and the e-mail that tells them a new enquiry has arrived. We do not sell your details, share them for marketing, or add you to a mailing list.",
      ],
    },
    retention: {
      heading: "How long we keep it",
      paragraphs: [
        "We keep an enquiry while we are working on it and for as long as we need it to serve you, for example for a warranty visit after the work is done.",
      ],
      period:
        "An enquiry that is closed is anonymised once it is {months} months old: your name, number, e-mail, message and campaign tags are removed; what was asked for, and when, remain.",
    },
    rights: {
      heading: "Your rights, and how to have your details erased",
      paragraphs: [
        "You may ask us what we hold about you, ask us to correct it, or withdraw your consent and ask us to erase it, at any time. Write to us or call us from the number you enquired with.",
        "We then erase every enquiry made from that number, with our notes about it and any e-mail about it still waiting to be sent, and tell you when it is done. We keep only a record that an erasure took place, with no details about you.",
        "If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
      ],
    },
    contact: {
      heading: "Who to contact",
      text: "{business} decides how your details are used (the Data Fiduciary under the Act). For anything about your details, contact us:",
      emailLabel: "Email",
      phoneLabel: "Phone",
      addressLabel: "Address",
    },
  };
}
