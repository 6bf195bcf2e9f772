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
    from: "Came from",
    area: "area",
    source: "Source",
    open: "Open in the desk",
    footer:
      "You receive this because new-lead alerts are on for you. Turn them off on the desk's Alerts page.",
  },
} as const;
