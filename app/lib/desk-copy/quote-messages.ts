// The words the quote store writes: the lead's timeline, the owner's alerts, the message a quote is
// shared with, and the store's refusals. {placeholders} are filled with fillTemplate.
export const quoteMessages = {
  timeline: {
    created: "Quotation {number} drafted: {total}",
    sent: "Quotation {number} sent: {total}",
    sentAgain: "Quotation {number} (version {version}) sent: {total}",
    opened: "Quotation {number} opened by the customer",
    approved: "Quotation {number} approved by {name}: {total}",
    changes: "Quotation {number}: the customer asked for changes: {message}",
    revoked: "Quotation {number}: the customer's link was withdrawn",
  },
  alert: {
    openedSubject: "{name} opened quotation {number}",
    approvedSubject: "{name} approved quotation {number} ({total})",
    changesSubject: "{name} asked for changes to quotation {number}",
    open: "Open the lead",
    footer: "You get this because the lead is yours, or you hear of new enquiries.",
  },
  share: {
    whatsapp: "Hello {name}, here is your quotation {number} from {business}: {url}",
    emailSubject: "Quotation {number} from {business}",
    email:
      "Hello {name},\n\nHere is your quotation {number} ({total}), valid until {validUntil}:\n{url}\n\nYou can tick the options you want, approve it, or ask for changes on that page.\n\n{business}\n{phone}",
  },
  errors: {
    noSuchTemplate: "No such template in the quote settings.",
    sent: "This version was sent: make a revision to change it.",
    unsentRevision: "The newest version is not sent yet: edit it instead.",
    approved: "This quote was approved: start a new quote for other work.",
    erased: "This quote's customer was erased.",
    noEmail: "The lead has no e-mail address: share the link by WhatsApp.",
    name: "Type your name to approve.",
    confirm: "Tick the box to confirm you approve.",
    message: "Say what you would like changed.",
    included: "An option ticked is not in this quote.",
    notOpen: "This quotation can no longer be answered.",
  },
} as const;
