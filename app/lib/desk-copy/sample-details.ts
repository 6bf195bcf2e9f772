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
  /** The last line: where the business details are changed (the desk's site settings, live at once). */
  whereShipped:
    "The site still runs on the example business it came with. Put in your own under “Your site” at the top of the desk: what you publish there shows on the site at once. Only admins see this note.",
  whereOwn:
    "Change them under “Your site” at the top of the desk: what you publish there shows on the site at once. Only admins see this note.",
} as const;
