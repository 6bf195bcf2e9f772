import type { Profile } from "./schema";

// Wording both businesses share. A profile spreads these in and overrides what differs.

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

/** The working hours, the same for both profiles (see docs/product.md). */
export const standardHours: Profile["business"]["hours"] = [
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
} satisfies Partial<Profile["leadForm"]["labels"]>;
