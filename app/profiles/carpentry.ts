import { carpentryQuotes } from "./quote-settings";
import {
  btmLayoutBusiness,
  formNotices,
  standardFieldLabels,
  standardContactBar,
  standardWork,
  standardLabels,
  standardNav,
} from "./common";
import type { Profile } from "./schema";
import { aboutPage, contactPage, homePage, notFoundPage, privacyPage, servicesPage } from "./standard-pages";

// The carpentry profile: furniture fitting and carpentry, headquartered in BTM Layout, serving
// South Bangalore within a 15 km radius (see docs/product.md). The phone number is a
// placeholder: set BUSINESS_PHONE (and BUSINESS_EMAIL) when deploying for the real business.
export const carpentry = {
  id: "carpentry",
  business: btmLayoutBusiness({
    name: "BTM Carpentry Works",
    serviceRadiusKm: 15,
    description:
      "Furniture fitting and carpentry for homes and offices across South Bangalore. Modular kitchens, wardrobes, TV units, partitions and office setups, fitted neatly and on time.",
    phone: "+919876543210",
    email: "info@btmcarpentryworks.in",
    street: "No. 18, 7th Cross, 16th Main Road, BTM Layout 2nd Stage",
    priceRange: "₹₹",
    logo: { icon: "hammer" },
  }),
  nav: standardNav,
  labels: standardLabels,
  contactBar: standardContactBar,
  work: standardWork,
  quotes: carpentryQuotes,
  whatsapp: {
    page: "Hi {business}, I'm on your {page} page and would like a free quote for carpentry work.",
    service: "Hi {business}, I'm on your {page} page and would like a quote for {service}.",
    templates: [
      {
        name: "enquiry_follow_up",
        language: "en",
        label: "Follow up an enquiry",
        body: "Namaste {{1}}, this is {{2}} about your enquiry for {{3}}. Reply here whenever suits you and we will continue the chat.",
        values: ["Customer's name", "Business name", "Service"],
      },
    ],
  },
  desk: {
    lostReasons: [
      "Price too high",
      "Chose another carpenter",
      "Outside our service area",
      "Timeline did not suit",
      "No reply after follow-ups",
      "Plans postponed",
    ],
    whatsappGreeting:
      "Namaste {name}, this is {business} about your enquiry for {service}. When is a good time to talk?",
  },
  services: [
    {
      id: "modular-kitchen-fitting",
      title: "Modular Kitchen Fitting",
      description:
        "We assemble and install modular kitchens from any brand or local workshop: carcasses levelled on uneven floors, shutters aligned to the millimetre, hardware fitted so drawers close softly for years. Countertop cut-outs, chimney and hob openings and loft units are handled by the same team.",
      features: [
        "Base, wall and loft unit installation",
        "Soft-close hinges, channels and tandem boxes",
        "Hob, sink and chimney cut-outs",
        "Shutter alignment and handle fixing",
        "Skirting, fillers and end panels",
      ],
      keywords: ["modular kitchen installation", "kitchen cabinet fitting", "kitchen carpenter BTM Layout"],
      areas: ["BTM Layout", "JP Nagar", "HSR Layout", "Koramangala"],
      icon: "chef-hat",
    },
    {
      id: "wardrobe-cabinet-fitting",
      title: "Wardrobe & Cabinet Fitting",
      description:
        "Sliding and hinged wardrobes, walk-in storage, crockery units and shoe cabinets fitted to your walls, not just placed against them. We scribe panels to the wall, anchor tall units safely and set every door so it opens and shuts without rubbing.",
      features: [
        "Sliding and hinged wardrobe installation",
        "Loft and overhead storage",
        "Internal drawers, shelves and hanging rails",
        "Wall anchoring for tall units",
        "Mirror and profile door fitting",
      ],
      keywords: ["wardrobe installation", "sliding wardrobe fitting", "cabinet carpenter Bangalore"],
      areas: ["BTM Layout", "Jayanagar", "Banashankari", "JP Nagar"],
      icon: "door",
    },
    {
      id: "wooden-partition-wall-paneling",
      title: "Wooden Partition & Wall Paneling",
      description:
        "Room dividers, fluted panels and wooden wall cladding that change how a room feels. We frame partitions rigidly, finish edges cleanly and plan wiring and switch points before the panels go up, so nothing has to be broken open later.",
      features: [
        "Fixed and sliding wooden partitions",
        "Fluted, slatted and veneer wall panels",
        "Concealed wiring and switch cut-outs",
        "Pooja room and study room dividers",
        "Edge banding and polish finishing",
      ],
      keywords: ["wooden partition", "wall paneling Bangalore", "fluted panel installation"],
      areas: ["Koramangala", "HSR Layout", "BTM Layout", "Wilson Garden"],
      icon: "panels",
    },
    {
      id: "tv-unit-custom-furniture",
      title: "TV Unit & Custom Furniture",
      description:
        "Wall-mounted TV units, study tables, bookshelves and beds built to the size of your room. We measure on site, agree the design with you, then build and fit it, with cable routing and concealed mounts planned in.",
      features: [
        "Wall-mounted and floor TV units",
        "Study tables, bookshelves and beds",
        "Cable management and concealed mounts",
        "Made-to-measure designs for small rooms",
        "Assembly of ready-made furniture",
      ],
      keywords: ["TV unit carpenter", "custom furniture BTM Layout", "furniture assembly Bangalore"],
      areas: ["BTM Layout", "JP Nagar", "Jayanagar", "Basavanagudi"],
      icon: "tv",
    },
    {
      id: "office-furniture-setup",
      title: "Office Furniture Setup",
      description:
        "Workstations, cabins, conference tables and storage for offices and start-ups, assembled and installed over a weekend or after hours so your team loses no working days. We label, level and cable-manage every desk.",
      features: [
        "Modular workstation assembly",
        "Cabin and conference room furniture",
        "Filing cabinets and storage units",
        "Cable trays and desk grommets",
        "After-hours and weekend installation",
      ],
      keywords: ["office furniture installation", "workstation assembly Bangalore", "office carpenter"],
      areas: ["Koramangala", "HSR Layout", "Electronic City", "BTM Layout"],
      icon: "briefcase",
    },
    {
      id: "final-finishing-touch-up",
      title: "Final Finishing & Touch-Up Work",
      description:
        "The last ten percent that makes furniture look right: hinge and channel adjustments, edge banding repairs, laminate touch-ups, scratch filling and polish. Ideal before a housewarming or when handing over a rented flat.",
      features: [
        "Hinge, channel and lock adjustments",
        "Edge banding and laminate repairs",
        "Scratch and dent filling",
        "Polish and touch-up painting",
        "Pre-handover snag fixing",
      ],
      keywords: ["furniture repair BTM Layout", "carpentry touch-up work", "hinge adjustment carpenter"],
      areas: ["BTM Layout", "Langford Town", "Wilson Garden", "Jayanagar"],
      icon: "paintbrush",
    },
  ],
  home: homePage({
    seo: {
      title: "Carpentry & Furniture Fitting in BTM Layout | {business}",
      description:
        "Modular kitchen fitting, wardrobe installation, TV units and office furniture setup across South Bangalore. 500+ projects, reply within 24 hours. Free quote.",
    },
    hero: {
      eyebrow: "Carpenters in BTM Layout since 2019",
      heading: "Expert furniture fitting and carpentry in South Bangalore",
      text: "Modular kitchens, wardrobes, TV units and office furniture installed neatly, on time and at a fair price by a team that lives in your neighbourhood.",
      quoteLabel: "Get a Free Quote",
      badges: ["500+ projects completed", "Reply within 24 hours", "{radius} km from {locality}"],
    },
    whyChoose: {
      heading: "Carpentry done right, the first time",
      text: "Homeowners and offices across South Bangalore call us back because the work holds up.",
      items: [
        {
          title: "On-Time Service",
          description:
            "We arrive when we say we will and finish on the agreed day, with no half-done jobs left waiting.",
          icon: "clock",
        },
        {
          title: "Quality Finishing",
          description:
            "Aligned shutters, clean edges and smooth hardware. We check every door and drawer before we leave.",
          icon: "sparkles",
        },
        {
          title: "Expert Team",
          description:
            "Experienced carpenters who fit every major modular brand and build custom pieces to measure.",
          icon: "users",
        },
        {
          title: "Best Pricing",
          description:
            "A clear written quote before we start, with no surprise charges at the end of the job.",
          icon: "badge-rupee",
        },
      ],
    },
    featuredServices: {
      heading: "Our carpentry services",
      text: "From a single TV unit to a full office floor, one team handles measuring, fitting and finishing.",
      cards: [
        {
          service: "modular-kitchen-fitting",
          title: "Modular Kitchen Fitting",
          description: "Cabinets, shutters, lofts and hardware installed level and aligned.",
          icon: "chef-hat",
        },
        {
          service: "wardrobe-cabinet-fitting",
          title: "Wardrobe Installation",
          description: "Sliding and hinged wardrobes fitted to your walls and anchored safely.",
          icon: "door",
        },
        {
          service: "tv-unit-custom-furniture",
          title: "TV Unit & Wall Panels",
          description: "Wall-mounted TV units and decorative panels with hidden wiring.",
          icon: "tv",
        },
        {
          service: "office-furniture-setup",
          title: "Office Furniture Setup",
          description: "Workstations and cabins assembled after hours, ready for Monday.",
          icon: "briefcase",
        },
      ],
    },
    testimonials: [
      {
        name: "Priya Ramesh",
        location: "JP Nagar",
        text: "They fitted our modular kitchen in two days and every shutter lines up perfectly. The team cleaned up after themselves too.",
        rating: 5,
        sample: true,
      },
      {
        name: "Arjun Menon",
        location: "HSR Layout",
        text: "Our sliding wardrobe had been delivered in boxes for weeks. They assembled and installed it in an afternoon, and it runs smoothly.",
        rating: 5,
        sample: true,
      },
      {
        name: "Kavya Shetty",
        location: "Koramangala",
        text: "Set up twenty workstations in our office over a weekend. Quoted fairly, arrived on time, no loose ends on Monday.",
        rating: 5,
        sample: true,
      },
    ],
    cta: {
      heading: "Ready to get your furniture fitted?",
      text: "Tell us what you need. We'll reply within 24 hours with a free, no-obligation quote.",
    },
  }),
  servicesPage: servicesPage({
    seo: {
      title: "Carpentry Services in South Bangalore | {business}",
      description:
        "Modular kitchen fitting, wardrobe and cabinet fitting, wooden partitions, TV units, office furniture setup and finishing work in BTM Layout and South Bangalore.",
    },
    hero: {
      heading: "Carpentry and furniture fitting services",
      text: "Six services, one careful team. Every job starts with a visit to measure and a clear quote.",
    },
    areasLabel: "Service areas",
    areaGrid: {
      heading: "We Serve Across South Bangalore",
      text: "Our carpenters are based in BTM Layout and reach these neighbourhoods quickly.",
      areas: ["JP Nagar", "Koramangala", "HSR Layout", "Electronic City", "Banashankari"],
    },
    cta: {
      heading: "Not sure which service you need?",
      text: "Describe the job and we'll suggest the right approach, with a free quote within 24 hours.",
    },
  }),
  about: aboutPage({
    seo: {
      title: "About Us | {business}, Carpenters in BTM Layout",
      description:
        "A team of carpenters headquartered in BTM Layout with 5+ years of experience and 500+ projects completed across South Bangalore within a {radius}km radius.",
    },
    hero: {
      heading: "Your neighbourhood carpentry team",
      text: "We started in BTM Layout fitting one kitchen at a time. Today we look after homes and offices across South Bangalore with the same care.",
    },
    stats: [
      ["500+", "Projects Completed"],
      ["5+", "Years Experience"],
      ["100%", "Customer Satisfaction"],
      ["24hr", "Response Time"],
    ],
    story: [
      "{business} began when our founder, a carpenter with years of workshop experience, saw how many families in Bangalore waited weeks for furniture to be fitted after it was delivered, and how often it was fitted badly.",
      "We set up in BTM Layout with a small team and a simple promise: reply within a day, arrive on time, and leave every door, drawer and shutter working perfectly. Word spread from one apartment block to the next.",
      "Five years and more than 500 projects later, we fit modular kitchens, wardrobes, partitions and office furniture across South Bangalore, and most of our work still comes from customers who recommend us to their neighbours.",
    ],
    highlights: [
      {
        title: "Skilled Carpenters",
        description: "Trained in all major modular systems and traditional joinery.",
        icon: "hammer",
      },
      {
        title: "Measured Precisely",
        description: "Every job starts with an on-site measurement, not a guess.",
        icon: "ruler",
      },
      {
        title: "Own Tools & Hardware",
        description: "We bring professional tools and quality fittings to every site.",
        icon: "drill",
      },
      {
        title: "Clean Sites",
        description: "We clear away dust, packaging and offcuts before we leave.",
        icon: "house",
      },
    ],
    values: [
      {
        title: "Honesty",
        description: "A clear quote up front and straight answers about what your furniture needs.",
        icon: "handshake",
      },
      {
        title: "Craftsmanship",
        description: "We take pride in joints that hold, edges that are clean and doors that close true.",
        icon: "award",
      },
      {
        title: "Reliability",
        description: "We turn up on time, keep you informed and finish what we start.",
        icon: "shield-check",
      },
      {
        title: "Customer Care",
        description: "If something needs adjusting after we leave, we come back and fix it.",
        icon: "heart-handshake",
      },
    ],
    areas: {
      text: "We serve homes and offices across South Bangalore, including:",
      items: [
        "BTM Layout",
        "JP Nagar",
        "Koramangala",
        "HSR Layout",
        "Electronic City",
        "Banashankari",
        "Jayanagar",
        "Basavanagudi",
        "Wilson Garden",
        "Langford Town",
      ],
      hqLine: "Headquartered in {locality}, serving homes and offices within a {radius}km radius.",
    },
    cta: {
      heading: "Let's build something that lasts",
      text: "Call us or send a message, and we'll get back to you within 24 hours.",
    },
  }),
  contact: contactPage({
    seo: {
      title: "Contact {business} | Free Carpentry Quote in Bangalore",
      description:
        "Call, WhatsApp or send a message for a free quote on furniture fitting and carpentry. Open Monday to Saturday 8:00 AM to 7:00 PM, Sunday 9:00 AM to 5:00 PM.",
    },
    hero: {
      heading: "Get your free quote",
      text: "Call, chat on WhatsApp or send us a message. We reply within 24 hours, usually much sooner.",
    },
    office: {
      heading: "Visit our office",
      addressLabel: "Office address",
    },
    form: {
      heading: "Send us a message",
      text: "Tell us about your project and we'll get back to you within 24 hours.",
    },
    mapTitle: "Map showing the {business} office in {locality}, {city}",
    banner: {
      heading: "Need a carpenter urgently?",
      text: "Call now and talk to our team directly. Emergency service is available on request.",
    },
  }),
  leadForm: {
    withEmail: false,
    services: [
      "Modular Kitchen Fitting",
      "Wardrobe Installation",
      "TV Unit & Wall Panels",
      "Office Furniture Setup",
      "Wooden Partition Work",
      "Custom Furniture Assembly",
      "Finishing & Touch-up Work",
      "Other (Please specify in message)",
    ],
    labels: {
      ...standardFieldLabels,
      messagePlaceholder:
        "Tell us about your project: room, measurements, brand of furniture, preferred date",
      submit: "Send Message",
      submitting: "Sending Message...",
    },
    notices: formNotices({
      success: {
        title: "Message Sent Successfully!",
        text: "We'll contact you within 24 hours for your furniture fitting needs.",
      },
      failureText: "There was a problem submitting your request. Please try again or call us directly.",
      enquiries: "messages",
    }),
  },
  notFound: notFoundPage({
    title: "Page not found | {business}",
    description: "The page you were looking for does not exist.",
  }),
  privacy: privacyPage({
    withEmail: false,
    withArea: false,
    reply: "to give you a quote and arrange a visit to measure",
  }),
} satisfies Profile;
