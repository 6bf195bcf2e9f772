// Where the lead desk's pages and endpoints live; links, forms and the route table use these.
export const deskPaths = {
  desk: "/admin",
  lead: (id: string) => `/admin/leads/${encodeURIComponent(id)}`,
  newLead: "/admin/leads/new",
  /** The confirmation page for erasing everything from a lead's phone number (admins). */
  erasePerson: (id: string) => `/admin/leads/${encodeURIComponent(id)}/erase`,
  leadChange: (id: string) => `/resources/leads/${encodeURIComponent(id)}/change`,
  leadActivities: (id: string) => `/resources/leads/${encodeURIComponent(id)}/activities`,
  /** A reply or template to the lead's customer on WhatsApp. */
  leadWhatsApp: (id: string) => `/resources/leads/${encodeURIComponent(id)}/whatsapp`,
  /** A photo the customer sent on WhatsApp. */
  whatsappPhoto: (id: string, mediaId: string) =>
    `/api/leads/${encodeURIComponent(id)}/whatsapp/photos/${encodeURIComponent(mediaId)}`,
  resetPassword: "/admin/reset-password",
  /** Where the one-time link printed at start makes the first admin (`?code=`). */
  setup: "/admin/setup",
  security: "/admin/security",
  staff: "/admin/staff",
  alerts: "/admin/alerts",
  reports: "/admin/reports",
  /** The site settings (admins): one form per part of the site, each published at once. */
  site: "/admin/site",
  siteVersions: "/admin/site/versions",
  /** A quote template's editor (admins): a new one ("new" is never a template's id), or one by its id. */
  newQuoteTemplate: "/admin/site/quote-templates/new",
  quoteTemplate: (id: string) => `/admin/site/quote-templates/${encodeURIComponent(id)}`,
  /** Finished work with its photos: drafts added by any desk member, published by an admin. */
  projects: "/admin/projects",
  newProject: "/admin/projects/new",
  project: (id: string) => `/admin/projects/${encodeURIComponent(id)}`,
  /** A new quote for a lead: the templates to start from, then the builder (`?template=`). */
  newQuote: (leadId: string) => `/admin/leads/${encodeURIComponent(leadId)}/quotes/new`,
  /** A quote on the desk: its figures, sending, versions (`?version=`). */
  quote: (id: string) => `/admin/quotes/${encodeURIComponent(id)}`,
  /** The builder for a quote's newest version while it is unsent. */
  quoteEdit: (id: string) => `/admin/quotes/${encodeURIComponent(id)}/edit`,
  /** A quote's PDF on the desk (`?version=`). */
  quotePdf: (id: string) => `/api/quotes/${encodeURIComponent(id)}/pdf`,
  /** One table of a report as CSV (`?table=`, with the period's query). */
  reportsCsv: "/api/reports.csv",
} as const;

/** Whether a path is one of the desk's pages, so a form may ask to be sent back there. */
export const isDeskPath = (path: string) => /^\/admin(\/|\?|$)/.test(path) && !path.startsWith("//");
