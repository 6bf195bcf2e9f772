import type { IconName } from "./icon-names";
import type { Profile, Service } from "./schema";

type Landing = NonNullable<Profile["landing"]>;

/**
 * The services block's cards: three points for each service it shows, by the service's id, in the
 * block's order. A card's title and icon are the service's own.
 */
const sharedServicePoints: Record<string, string[]> = {
  "complete-home-interior": ["Space planning for every room", "Free 3D designs", "One project manager"],
  "modular-kitchen": [
    "L, U, parallel and island layouts",
    "Moisture-resistant materials",
    "Soft-close hardware",
  ],
  "living-room-design": [
    "TV and display units",
    "False ceiling and lighting",
    "Furniture and soft furnishings",
  ],
  "bedroom-design": ["Wardrobes and storage beds", "Study and dressing corners", "Lighting for rest"],
  "office-interior": ["Workstations and cabins", "Meeting rooms", "Reception and pantry"],
  "wardrobe-design": [
    "Sliding and hinged shutters",
    "Lofts and internal drawers",
    "Mirror and glass finishes",
  ],
};

function sharedServiceCards(services: readonly Service[]): Landing["shared"]["services"] {
  return Object.entries(sharedServicePoints).map(([id, features]) => {
    const service = services.find((candidate) => candidate.id === id);
    if (!service) throw new Error(`The services block shows a service the profile does not have: ${id}`);
    return { service: id, title: service.title, features, icon: service.icon };
  });
}

/** What the studio designs, each with its icon. */
const designedServices = {
  "Modular Kitchen Design": "chef-hat",
  "Living Room Interiors": "sofa",
  "Bedroom Design": "armchair",
  "Office Interiors": "briefcase",
  "Wardrobe Design": "door",
  "Home Renovation": "hammer",
} satisfies Record<string, IconName>;

/** The design process: each step's name and what happens in it. */
const processSteps = {
  Consultation: "We visit, measure and understand how you live.",
  Design: "You review layouts and 3D views until they are right.",
  Execution: "Our team builds and installs, with updates at each stage.",
  Completion: "A final walk-through, a clean handover and ongoing support.",
};

/**
 * The parts every neighbourhood page of the interiors profile shares (see docs/product.md), given the
 * profile's services.
 */
export const interiorsLanding = (services: readonly Service[]) =>
  ({
    pathPrefix: "/interior-designer-in-",
    hero: {
      heading: "Interior Designer in {area}",
      consultLabel: "Get Free Consultation",
      callLabel: "Call Now",
    },
    benefits: {
      eyebrow: "Why choose us",
      heading: "Why homeowners choose our studio",
      items: [
        {
          title: "Free Consultation",
          description: "A designer visits, measures and talks through your ideas at no cost.",
          icon: "handshake",
        },
        {
          title: "3D Design Visualization",
          description: "See every room in 3D and change it before anything is built.",
          icon: "cuboid",
        },
        {
          title: "Experienced Team",
          description: "Designers and site supervisors with 15+ years of Bangalore projects.",
          icon: "users",
        },
        {
          title: "Quality Materials",
          description: "Branded boards, hardware and finishes, listed in your quote.",
          icon: "gem",
        },
        {
          title: "Timely Completion",
          description: "A written schedule with dates for each stage of the work.",
          icon: "calendar-clock",
        },
        {
          title: "Affordable Pricing",
          description: "An itemised estimate that fits your budget, with no hidden costs.",
          icon: "badge-rupee",
        },
      ],
    },
    services: {
      eyebrow: "What we design",
      heading: "Interior design services",
      items: Object.entries(designedServices).map(([title, icon]) => ({ title, icon })),
    },
    form: { title: "Get Free Consultation", heading: "Ready to transform your space in {area}?" },
    shared: {
      heading: "Our services",
      text: "Everything your home needs, designed and delivered by one team.",
      services: sharedServiceCards(services),
      whyChoose: {
        heading: "Why choose us",
        items: [
          {
            title: "15+ Years of Experience",
            description: "Homes of every size across Bangalore.",
            icon: "award",
          },
          {
            title: "500+ Happy Customers",
            description: "Most of our work comes from referrals.",
            icon: "smile",
          },
          {
            title: "Free 3D Design Visualization",
            description: "Approve the look before work starts.",
            icon: "cuboid",
          },
          {
            title: "Quality Materials and Finishes",
            description: "Branded, listed and warranted.",
            icon: "gem",
          },
          { title: "On-Time Delivery", description: "Dates agreed in writing.", icon: "calendar-clock" },
          {
            title: "Post-Installation Support",
            description: "We come back if anything needs adjusting.",
            icon: "wrench",
          },
          {
            title: "Competitive Pricing",
            description: "Itemised quotes, no surprises.",
            icon: "badge-rupee",
          },
          { title: "Customized Solutions", description: "Designed for your home and habits.", icon: "ruler" },
        ],
      },
      process: {
        heading: "Our design process",
        steps: Object.entries(processSteps).map(([title, text]) => ({ title, text })),
      },
    },
    cta: {
      heading: "Let's design your home",
      text: "Book a free consultation with a designer. We reply within 24 hours.",
      quoteLabel: "Get Free Quote",
      whatsappLabel: "Chat on WhatsApp",
      serving: "Serving {area} and surrounding areas in Bangalore",
    },
    labels: {
      covered: "Localities we cover nearby",
      faq: "Questions from {area} homeowners",
      nearby: "Interior design in nearby areas",
      allAreas: "Interior design across Bangalore",
      allAreasText: "Find out how we work in your neighbourhood.",
    },
  }) satisfies Omit<Landing, "areas">;
