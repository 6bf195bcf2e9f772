import { interiorsQuotes } from "./quote-settings";
import {
  btmLayoutBusiness,
  formNotices,
  standardFieldLabels,
  standardContactBar,
  standardWork,
  standardLabels,
  standardNav,
} from "./common";
import { interiorAreas } from "./interiors-areas";
import { interiorsLanding } from "./interiors-landing";
import type { Profile } from "./schema";
import { aboutPage, contactPage, homePage, notFoundPage, privacyPage, servicesPage } from "./standard-pages";

/** The eight services: the services page, and the cards of the neighbourhood pages' services block. */
const services = [
  {
    id: "complete-home-interior",
    title: "Complete Home Interior",
    description:
      "One team designs and delivers your whole flat or villa, from the first floor plan to the last cushion. We plan every room together so the kitchen, wardrobes, living room and bedrooms share one look, then manage the carpenters, electricians and painters until you move in.",
    features: [
      "Room-by-room space planning for 1, 2, 3 BHK and villas",
      "Free 3D design visualization of every room",
      "Kitchen, wardrobes, TV unit and storage in one plan",
      "False ceiling, lighting and paint coordination",
      "One team coordinating every trade until handover",
    ],
    keywords: ["full home interior Bangalore", "2 BHK and 3 BHK interiors", "turnkey interior design"],
    areas: ["Whitefield", "Sarjapur Road", "Hebbal", "Thanisandra"],
    icon: "house",
  },
  {
    id: "modular-kitchen",
    title: "Modular Kitchen",
    description:
      "A kitchen planned around how you cook: where the tall fridge goes, how far the sink is from the hob, and where the mixer, grinder and pressure cookers live. We design L-shaped, U-shaped, parallel and island layouts, then build them with moisture-resistant materials suited to Indian cooking.",
    features: [
      "Layout planned around the cooking, washing and storage zones",
      "Moisture-resistant carcasses with laminate or acrylic shutters",
      "Tandem drawers, corner units and tall pantry storage",
      "Chimney, hob and sink positions planned with your plumber",
      "Quartz or granite countertop selection",
    ],
    keywords: [
      "modular kitchen design Bangalore",
      "L-shaped and parallel kitchens",
      "kitchen interior designer",
    ],
    areas: ["Koramangala", "HSR Layout", "JP Nagar", "Bellandur"],
    icon: "chef-hat",
  },
  {
    id: "living-room-design",
    title: "Living Room Design",
    description:
      "The room guests see first and the family uses most. We plan seating, the TV wall, lighting and storage so the space works for everyday evenings and for festivals, then tie it together with wall finishes, colours and soft furnishings you choose with us.",
    features: [
      "Furniture layout and seating plan",
      "TV unit and feature wall design",
      "False ceiling with layered lighting",
      "Pooja unit and crockery unit design",
      "Colour, curtain and décor selection",
    ],
    keywords: ["living room interior design", "TV wall design Bangalore", "hall interior designer"],
    areas: ["Indiranagar", "Jayanagar", "Malleshwaram", "Richmond Town"],
    icon: "sofa",
  },
  {
    id: "bedroom-design",
    title: "Bedroom Design",
    description:
      "Calm, clutter-free bedrooms for the master suite, children and guests. We work out bed placement, wardrobes and a study or dressing corner first, then choose headboards, lighting and finishes that make the room restful.",
    features: [
      "Bed, wardrobe and side-table layout",
      "Upholstered and panelled headboard designs",
      "Study desks and dressing units",
      "Children's rooms with room to grow",
      "Warm ambient and reading lighting",
    ],
    keywords: ["bedroom interior design Bangalore", "master bedroom design", "kids room interiors"],
    areas: ["HSR Layout", "Yelahanka", "Kanakapura Road", "Sadashivanagar"],
    icon: "armchair",
  },
  {
    id: "office-interior",
    title: "Office Interior",
    description:
      "Workspaces for start-ups, clinics and growing teams that look professional and make daily work easier. We plan workstations, cabins, meeting rooms and a pantry around your headcount, and schedule the fit-out to keep disruption low.",
    features: [
      "Space planning for workstations, cabins and meeting rooms",
      "Reception and brand wall design",
      "Acoustic partitions and glass cabins",
      "Lighting, cabling and power point planning",
      "Phased or after-hours execution",
    ],
    keywords: ["office interior design Bangalore", "commercial interiors", "start-up office fit-out"],
    areas: ["Koramangala", "Whitefield", "Electronic City", "Marathahalli"],
    icon: "briefcase",
  },
  {
    id: "wardrobe-design",
    title: "Wardrobe Design",
    description:
      "Wardrobes designed around what you actually store, from sarees and suits to suitcases. We plan the inside first, with hanging, drawers, lofts and accessories, then choose sliding or hinged shutters in a finish that matches the room.",
    features: [
      "Sliding, hinged and walk-in wardrobes",
      "Internal layout planned around your clothes",
      "Loft storage for luggage and seasonal items",
      "Mirror, glass and lacquered shutter options",
      "Soft-close hardware and interior lighting",
    ],
    keywords: ["wardrobe design Bangalore", "sliding wardrobe", "walk-in closet design"],
    areas: ["BTM Layout", "JP Nagar", "Horamavu", "KR Puram"],
    icon: "door",
  },
  {
    id: "home-renovation",
    title: "Home Renovation",
    description:
      "A fresh look for an older house or a resale flat without starting from scratch. We assess what can stay, redesign what should change, and handle civil work, flooring, electrical, painting and new woodwork as one coordinated project.",
    features: [
      "Site assessment and renovation plan",
      "Kitchen and bathroom makeovers",
      "Flooring, false ceiling and repainting",
      "Electrical and lighting upgrades",
      "Woodwork refresh or replacement",
    ],
    keywords: ["home renovation Bangalore", "house remodelling", "resale flat makeover"],
    areas: ["Basavanagudi", "Ulsoor", "Cooke Town & Frazer Town", "Jayanagar"],
    icon: "paintbrush",
  },
  {
    id: "consultation-only",
    title: "Consultation Only",
    description:
      "For homeowners who want expert advice before committing to a full project, or who plan to work with their own carpenters. A designer visits, listens to how you live, and gives clear recommendations on layout, materials, colours and budget that you are free to use however you like.",
    features: [
      "On-site visit and measurement",
      "Layout and space planning advice",
      "Material, finish and colour recommendations",
      "Indicative budget for your scope of work",
      "No obligation to book the full project",
    ],
    keywords: [
      "interior design consultation Bangalore",
      "interior designer advice",
      "home design consultation",
    ],
    areas: ["BTM Layout", "Bannerghatta Road", "Devanahalli", "Hebbal"],
    icon: "handshake",
  },
] satisfies Profile["services"];

// The interiors profile: an interior design studio in BTM Layout serving all of Bangalore, with
// 25 neighbourhood pages (see docs/product.md). The phone number is a placeholder: set
// BUSINESS_PHONE (and BUSINESS_EMAIL) when deploying for the real business. The four-step design
// process (consultation, design, execution, completion) lives in the About story and highlights
// until it gets its own section.
export const interiors = {
  id: "interiors",
  business: btmLayoutBusiness({
    name: "Bangalore Interior Studio",
    description:
      "Interior design for homes and offices across Bangalore. Complete home interiors, modular kitchens, bedrooms, wardrobes and renovations, planned in 3D before any work begins.",
    phone: "+919876543210",
    email: "info@bangaloreinteriorstudio.in",
    street: "No. 45, 1st Floor, 29th Main Road, BTM Layout 2nd Stage",
    priceRange: "₹₹₹",
    logo: { icon: "sofa" },
  }),
  nav: standardNav,
  labels: standardLabels,
  contactBar: standardContactBar,
  work: standardWork,
  quotes: interiorsQuotes,
  whatsapp: {
    page: "Hi {business}, I'm on your {page} page and would like a free consultation for my interiors.",
    service:
      "Hi {business}, I'm on your {page} page and interested in your {service} service. Could we set up a free consultation?",
    templates: [
      {
        name: "consultation_follow_up",
        language: "en",
        label: "Offer a free consultation",
        body: "Namaste {{1}}, this is {{2}} about your {{3}} enquiry. Reply here to set up your free consultation.",
        values: ["Customer's name", "Business name", "Service"],
      },
    ],
  },
  desk: {
    lostReasons: [
      "Budget did not match",
      "Chose another designer",
      "Outside our service area",
      "Timeline did not suit",
      "No reply after follow-ups",
      "Project postponed",
    ],
    whatsappGreeting:
      "Namaste {name}, this is {business} about your {service} enquiry. Could we set up a free consultation?",
  },
  services,
  home: homePage({
    seo: {
      title: "Interior Designers in Bangalore | {business}",
      description:
        "Complete home interiors, modular kitchens, bedrooms and offices designed across Bangalore. 15+ years, 500+ happy customers and free 3D design visualization.",
    },
    hero: {
      eyebrow: "Interior designers in Bangalore for 15+ years",
      heading: "Interior design for homes and offices across Bangalore",
      text: "From a single bedroom to a complete 3 BHK, we design your space, show it to you in 3D and build it with quality materials, on time and at a fair price.",
      quoteLabel: "Get Free Consultation",
      badges: ["15+ years of experience", "500+ happy customers", "Free 3D design visualization"],
    },
    whyChoose: {
      heading: "Interiors you can picture before we build",
      text: "Families and offices across Bangalore choose us because there are no surprises between the design and the finished room.",
      items: [
        {
          title: "Free 3D Design Visualization",
          description:
            "See your rooms in 3D, with real colours and finishes, and change anything you like before work starts.",
          icon: "cuboid",
        },
        {
          title: "Quality Materials & Finishes",
          description:
            "Durable boards, hardware and laminates chosen to last in Bangalore homes, finished with care on every edge.",
          icon: "gem",
        },
        {
          title: "On-Time Delivery",
          description:
            "A written schedule agreed at the start and regular updates, so you can plan your move-in with confidence.",
          icon: "calendar-clock",
        },
        {
          title: "Customized Solutions",
          description:
            "No catalogue copies. Every design is drawn for your floor plan, your family and your budget.",
          icon: "ruler",
        },
      ],
    },
    featuredServices: {
      heading: "Our interior design services",
      text: "Design and execution under one roof, whether you are furnishing one room or a whole home.",
      cards: [
        {
          service: "complete-home-interior",
          title: "Complete Home Interior",
          description: "Every room of your flat or villa designed together and delivered ready to move in.",
          icon: "house",
        },
        {
          service: "modular-kitchen",
          title: "Modular Kitchen",
          description: "Kitchens planned around Indian cooking, with smart storage and durable finishes.",
          icon: "chef-hat",
        },
        {
          service: "living-room-design",
          title: "Living Room Design",
          description: "Seating, TV wall, lighting and décor that make your living room welcoming.",
          icon: "sofa",
        },
        {
          service: "bedroom-design",
          title: "Bedroom Design",
          description: "Restful bedrooms with wardrobes, headboards and lighting planned as one.",
          icon: "armchair",
        },
      ],
    },
    testimonials: [
      {
        name: "Sneha Iyer",
        location: "Whitefield",
        text: "They did the interiors of our new 3 BHK. Seeing every room in 3D first meant we changed our minds on paper, not after the work was done. We moved in on the date they promised.",
        rating: 5,
        sample: true,
      },
      {
        name: "Rohan Kulkarni",
        location: "HSR Layout",
        text: "Our old kitchen had almost no usable storage. The new modular kitchen has a place for everything, and the finish still looks new after a year of daily cooking.",
        rating: 5,
        sample: true,
      },
      {
        name: "Anitha Gowda",
        location: "Jayanagar",
        text: "We renovated my parents' 25-year-old house. The team listened to what they wanted to keep, and when a shutter needed adjusting after handover, they came back the same week.",
        rating: 5,
        sample: true,
      },
    ],
    cta: {
      heading: "Ready to transform your space?",
      text: "Tell us about your home or office. We'll contact you within 24 hours to set up a free consultation.",
    },
  }),
  servicesPage: servicesPage({
    seo: {
      title: "Interior Design Services in Bangalore | Homes & Offices",
      description:
        "Complete home interiors, modular kitchens, living rooms, bedrooms, offices, wardrobes, renovation and design consultation across Bangalore, with free 3D design.",
    },
    hero: {
      heading: "Interior design services for every room",
      text: "Eight services, one design team. Every project starts with a free consultation and a 3D view of your space.",
    },
    areasLabel: "Areas include",
    areaGrid: {
      heading: "We Design Homes Across Bangalore",
      text: "Our studio is in BTM Layout, and our designers visit homes and offices all over the city, including:",
      areas: [
        "Koramangala",
        "Whitefield",
        "HSR Layout",
        "Indiranagar",
        "Jayanagar",
        "Sarjapur Road",
        "Electronic City",
        "Malleshwaram",
        "Hebbal",
        "Yelahanka",
      ],
    },
    cta: {
      heading: "Not sure where to start?",
      text: "Book a free consultation and a designer will help you decide what your space needs. We reply within 24 hours.",
    },
  }),
  about: aboutPage({
    seo: {
      title: "About Us | Interior Designers in BTM Layout, Bangalore",
      description:
        "A Bangalore interior design studio in BTM Layout with 15+ years of experience and 500+ happy customers, working in four steps from consultation to completion.",
    },
    hero: {
      heading: "Designing Bangalore homes for more than 15 years",
      text: "We are a design and execution studio in BTM Layout. We plan your interiors with you, show them to you in 3D, and build them with our own trusted team.",
    },
    stats: [
      ["15+", "Years of Experience"],
      ["500+", "Happy Customers"],
      ["8", "Interior Services"],
      ["25", "Bangalore Neighbourhoods"],
    ],
    story: [
      "{business} grew out of a simple observation: most families find it hard to picture a room from a flat drawing, and discover what they don't like only after the work is done. So we made a free 3D design of every room part of how we work.",
      "Every project follows the same four steps. In Consultation we visit, measure and listen to how you live. In Design we draw your layout and show it in 3D until it feels right. In Execution our team builds it with quality materials to an agreed schedule. At Completion we walk through every room with you and stay on call for support after installation.",
      "More than 15 years and 500 happy customers later, we design flats, villas and offices across Bangalore, from BTM Layout to Whitefield and Yelahanka, and many of our projects still come from customers recommending us to friends and family.",
    ],
    highlights: [
      {
        title: "Consultation",
        description: "We visit your home, take measurements and understand your needs and budget.",
        icon: "users",
      },
      {
        title: "Design",
        description: "Your layout, materials and colours shown in 3D, revised until you are happy.",
        icon: "cuboid",
      },
      {
        title: "Execution",
        description: "Our team builds and installs everything to the agreed design and schedule.",
        icon: "hammer",
      },
      {
        title: "Completion",
        description: "A final walk-through and handover, with support after installation.",
        icon: "circle-check",
      },
    ],
    values: [
      {
        title: "Competitive Pricing",
        description: "An itemised quote before work begins, with fair prices and no hidden charges later.",
        icon: "badge-rupee",
      },
      {
        title: "Post-Installation Support",
        description: "If a hinge, drawer or shutter needs attention after handover, we come back and fix it.",
        icon: "wrench",
      },
      {
        title: "Honest Advice",
        description: "We tell you where to spend and where to save, even when it means a smaller project.",
        icon: "handshake",
      },
      {
        title: "Attention to Detail",
        description: "Aligned shutters, clean edges and neat finishes, checked room by room before handover.",
        icon: "sparkles",
      },
    ],
    areas: {
      text: "We design and deliver interiors for homes and offices across Bangalore, including:",
      items: [
        "BTM Layout",
        "Koramangala",
        "HSR Layout",
        "JP Nagar",
        "Jayanagar",
        "Indiranagar",
        "Whitefield",
        "Bellandur",
        "Sarjapur Road",
        "Electronic City",
        "Malleshwaram",
        "Hebbal",
      ],
      hqLine: "Our studio is in BTM Layout, and we serve homes and offices across all of Bangalore.",
    },
    cta: {
      heading: "Let's design a space you love",
      text: "Call us or send a message, and we'll get back to you within 24 hours to arrange a free consultation.",
    },
  }),
  contact: contactPage({
    seo: {
      title: "Contact Us | Free Interior Design Consultation in Bangalore",
      description:
        "Call, WhatsApp or message {business} for a free interior design consultation. Open Monday to Saturday 8 AM to 7 PM and Sunday 9 AM to 5 PM.",
    },
    hero: {
      heading: "Let's talk about your space",
      text: "Call, chat on WhatsApp or send us a message. We'll contact you within 24 hours to arrange your free consultation.",
    },
    office: {
      heading: "Visit our studio",
      addressLabel: "Studio address",
    },
    form: {
      heading: "Get Free Consultation",
      text: "Tell us about your home or office and what you have in mind. We'll contact you within 24 hours.",
    },
    mapTitle: "Map showing the {business} office in {locality}, {city}",
    banner: {
      heading: "Prefer to talk to a designer?",
      text: "Call now and speak to our team directly. Emergency service is available on request.",
    },
  }),
  leadForm: {
    withEmail: true,
    services: [
      "Complete Home Interior",
      "Modular Kitchen",
      "Living Room Design",
      "Bedroom Design",
      "Office Interior",
      "Wardrobe Design",
      "Home Renovation",
      "Consultation Only",
    ],
    labels: {
      ...standardFieldLabels,
      messagePlaceholder: "Tell us about your home: BHK, rooms to design, budget and move-in date",
      submit: "Get Free Consultation",
      submitting: "Submitting...",
    },
    notices: formNotices({
      success: { title: "Thank you!", text: "Your inquiry has been submitted. We'll contact you soon!" },
      failureText: "There was an issue submitting your inquiry. Please try again.",
      enquiries: "inquiries",
    }),
  },
  landing: { ...interiorsLanding(services), areas: interiorAreas },
  notFound: notFoundPage({
    title: "Page not found | {business}",
    description:
      "The page you were looking for does not exist. Head back to {business} for interior design services for homes and offices across Bangalore.",
  }),
  privacy: privacyPage({
    withEmail: true,
    withArea: true,
    reply: "to arrange your free consultation and prepare your design and quote",
  }),
} satisfies Profile;
