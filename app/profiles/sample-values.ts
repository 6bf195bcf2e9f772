// The made-up contact details the shipped profiles carry so the site can be seen working before a
// real business fills in its own. A site still showing any of them is not ready for visitors: the
// server warns at start and admins see them listed in the desk. Made-up testimonials are marked in
// the profile itself (`sample: true`). See docs/decisions/0033-profile-files-and-sample-details.md.
export const sampleValues = {
  /** +91 98765 43210, the placeholder number both profiles ship with. */
  phones: ["+919876543210"],
  /** Addresses on domains the business does not own: alerts and replies sent there are lost. */
  emails: ["info@btmcarpentryworks.in", "info@bangaloreinteriorstudio.in"],
  streets: [
    "No. 18, 7th Cross, 16th Main Road, BTM Layout 2nd Stage",
    "No. 45, 1st Floor, 29th Main Road, BTM Layout 2nd Stage",
  ],
} as const;
