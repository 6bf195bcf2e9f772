// Desk words. The banner that tells admins which sample details the public site still shows.
export const sampleDetailsCopy = {
  heading: "The site still shows sample details",
  text: "These came with the shipped profile and are live on the public pages. Replace each one before you share the site. Only admins see this.",
  kinds: {
    phone: { label: "Phone number", fix: "Set BUSINESS_PHONE, or business.phone in your profile file." },
    email: { label: "E-mail address", fix: "Set BUSINESS_EMAIL, or business.email in your profile file." },
    address: {
      label: "Street address",
      fix: "Put your own in business.address.street in your profile file.",
    },
    /** One line for all the sample testimonials, named together. */
    testimonial: {
      label: "Sample testimonials",
      fix: "Replace them in home.testimonials with customers' own words, each with its date and where it was given.",
    },
  },
  /** Shown while the site runs a shipped profile ({profile} is its id), not a file of its own. */
  howTo: "Start a profile file of your own from this one:",
  steps: [
    "npm run profile -- init --from {profile} > my-business.json",
    "SITE_PROFILE=./my-business.json npm start",
  ],
  howToAfter: "Edit the file between the two; the server reads it at start.",
} as const;
