import type { Profile } from "./schema";

// Wording and facts both businesses share. A profile spreads these in, or builds its part from its
// own words with the builders here; its pages are built in standard-pages.ts.

type Business = Profile["business"];
type LeadForm = Profile["leadForm"];

export const standardNav: Profile["nav"] = {
  home: "Home",
  services: "Services",
  about: "About Us",
  contact: "Contact",
};

export const standardLabels: Profile["labels"] = {
  callNow: "Call Now",
  whatsapp: "WhatsApp",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  quickLinks: "Quick Links",
  contactInfo: "Contact Info",
  allRightsReserved: "All rights reserved.",
  skipToContent: "Skip to content",
  keyFigures: "Key figures",
  rating: "Rated {rating} out of 5",
};

export const standardContactBar: Profile["contactBar"] = {
  label: "Quick contact",
  quoteLabel: "Get a Quote",
};

/** The working hours, the same for both profiles (see docs/product.md). */
export const standardHours: Business["hours"] = [
  {
    label: "Monday to Saturday",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    opens: "08:00",
    closes: "19:00",
  },
  { label: "Sunday", days: ["Sunday"], opens: "09:00", closes: "17:00" },
];

export const standardFieldLabels = {
  name: "Your Name",
  phone: "Phone Number",
  email: "Email",
  service: "Service Required",
  message: "Message",
  optional: "(optional)",
  namePlaceholder: "Enter your full name",
  phonePlaceholder: "+91 XXXXX XXXXX",
  servicePlaceholder: "Select a service",
  emailPlaceholder: "you@example.com",
  honeypot: "Leave this field empty",
} satisfies Partial<LeadForm["labels"]>;

/**
 * A business with its office in BTM Layout, Bengaluru (both are), open the standard hours: the
 * profile gives its own name, contact details, service radius, street, price range and logo.
 */
export function btmLayoutBusiness(own: {
  name: string;
  description: string;
  phone: string;
  email: string;
  /** How far the business travels for work, in km ({radius} in texts). */
  serviceRadiusKm?: number;
  street: string;
  priceRange: string;
  logo: Business["logo"];
}): Business {
  return {
    name: own.name,
    description: own.description,
    phone: own.phone,
    email: own.email,
    ...(own.serviceRadiusKm === undefined ? {} : { serviceRadiusKm: own.serviceRadiusKm }),
    address: {
      street: own.street,
      locality: "BTM Layout",
      city: "Bengaluru",
      region: "Karnataka",
      postalCode: "560076",
      country: "IN",
    },
    geo: { lat: 12.9166, lng: 77.6101 },
    hours: standardHours,
    hoursNote: "Emergency service available on request",
    priceRange: own.priceRange,
    copyrightYear: 2024,
    logo: own.logo,
  };
}

/**
 * The enquiry form's notices: the profile's own success and failure texts, and the standard notice
 * for too many enquiries, naming them as the profile does ("messages", "inquiries").
 */
export function formNotices(own: {
  success: LeadForm["notices"]["success"];
  failureText: string;
  enquiries: string;
}): LeadForm["notices"] {
  return {
    success: own.success,
    failure: { title: "Error", text: own.failureText },
    rateLimited: {
      title: `Too many ${own.enquiries}`,
      text: `We've received several ${own.enquiries} from you already. Please call us on {phone} and we'll help straight away.`,
    },
  };
}

/**
 * The words of the pages of finished projects, the same for both businesses; also what a version
 * stored before those pages existed shows (lib/work.ts).
 */
export const standardWork: NonNullable<Profile["work"]> = {
  navLabel: "Our Work",
  seo: {
    title: "Our Work: Finished Projects in Bengaluru",
    description:
      "Photos of homes and offices we have finished in Bengaluru: kitchens, wardrobes, living rooms and more, with the area and month of each.",
  },
  pageTitle: "{title} | {business}",
  heading: "Our work",
  text: "Homes and offices we have finished, photographed when we handed them over.",
  serviceHeading: "Our work: {service}",
  areaHeading: "Our work in {area}",
  allLabel: "All projects",
  servicesLabel: "Services",
  areasLabel: "Areas",
  areaLabel: "Area",
  finishedLabel: "Finished",
  beforeLabel: "Before",
  afterLabel: "After",
  closeLabel: "Close",
  openLabel: "Open the photo full size",
  enquiry: {
    heading: "Want something like this?",
    text: "Tell us about your space: we visit, measure and quote, with no obligation.",
  },
  latest: {
    eyebrow: "Our work",
    heading: "Recently finished",
    text: "A few of the homes we have handed over lately.",
    viewAllLabel: "See all our work",
  },
  inArea: "Our work in {area}",
  elsewhere: "Our recent work",
};
