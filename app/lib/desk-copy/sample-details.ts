// Desk words. The note that tells admins which sample details the public site still shows: one
// plain line each, with where to change it ({value} is the detail as the site shows it).
export const sampleDetailsCopy = {
  heading: "The site still shows sample details",
  /** Under the heading while the note is folded: {count} is how many lines it holds. */
  count: "{count} to replace before you share the site",
  countOne: "1 to replace before you share the site",
  kinds: {
    phone: { label: "Phone number", line: "still the sample {value}. Change it in your business details." },
    email: { label: "E-mail address", line: "still the sample {value}. Change it in your business details." },
    address: {
      label: "Street address",
      line: "still the sample {value}. Change it in your business details.",
    },
    /** One line for all the sample testimonials, named together. */
    testimonial: {
      label: "Testimonials",
      line: "made-up ones from {value}. Replace them with your customers' own words in your business details.",
    },
  },
  /** The last line: where the business details live, for whoever looks after the website. */
  whereShipped:
    "The site still runs on the example business it came with. Whoever looks after the website makes you a copy of its business details to fill in, and restarts the site with it. Only admins see this note.",
  whereOwn:
    "Whoever looks after the website changes the business details file and restarts the site. Only admins see this note.",
} as const;
