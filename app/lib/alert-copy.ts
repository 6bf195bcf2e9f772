// The words of the desk's e-mails: the new-lead alert and the morning digest. {placeholders} are
// filled in by the code that writes each message.
export const alertCopy = {
  lead: {
    subject: "New enquiry: {name}, {service}",
    subjectMany: "{count} new enquiries: {names}",
    intro: "A new enquiry has arrived. Reply within the hour: the sooner you call, the likelier the job.",
    introMany:
      "{count} new enquiries have arrived. Reply within the hour: the sooner you call, the likelier the job.",
    returning: "Returning customer",
    phone: "Phone",
    whatsapp: "WhatsApp",
    whatsappLink: "Chat on WhatsApp",
    service: "Service",
    message: "Message",
    noMessage: "(no message)",
    /** Above the visitor's own words, which follow quoted, so none of them reads as this e-mail's. */
    visitorWrote: "Message, as the visitor wrote it",
    from: "Came from",
    /** Where a web enquiry's page is missing or is none of the site's pages: it is not printed. */
    unknownPage: "a page the site does not have",
    area: "area",
    source: "Source",
    open: "Open in the desk",
    footer:
      "You receive this because new-lead alerts are on for you. Turn them off on the desk's Alerts page.",
    /** For an address in NOTIFY_EMAIL, which no desk page can change. */
    footerListed:
      "You receive this because this address is listed in the site's notification settings for new enquiries; whoever runs the server can change that list.",
  },
  /** The morning digest: what each desk member has to do today. */
  digest: {
    subject: "Today at {business}: {parts}",
    followUps: { one: "1 follow-up", many: "{count} follow-ups" },
    waiting: { one: "1 waiting", many: "{count} waiting" },
    greeting: "Good morning. Here is what needs you today, {day}.",
    followUpsHeading: "Your follow-ups",
    waitingHeading: "Waiting for a first reply",
    waitingIntro: "New enquiries nobody has replied to yet, oldest first.",
    overdue: "Overdue since {at}",
    dueToday: "Due today, {time}",
    waitingFor: "Waiting {for} (since {at})",
    minutes: { one: "1 minute", many: "{count} minutes" },
    hours: { one: "1 hour", many: "{count} hours" },
    days: { one: "1 day", many: "{count} days" },
    more: "…and {count} more on the desk.",
    phone: "Phone",
    open: "Open in the desk",
    deskLink: "Open the desk",
    footer:
      "You receive this each morning because the digest is on for you. Turn it off on the desk's Alerts page.",
  },
} as const;
