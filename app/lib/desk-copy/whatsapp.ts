// Desk words. WhatsApp chats on a lead: the conversation, the reply box, templates, ticks and the
// platform's refusals in plain words.
export const whatsappCopy = {
  heading: "WhatsApp chat",
  empty: "No messages yet.",
  /** A lead whose service the chat did not name. */
  chatService: "WhatsApp chat",
  customer: "Customer",
  /** Above a reply: who sent it. */
  sentBy: "Sent by {who}",
  windowOpen: "Reply window open · {left} left",
  windowClosed:
    "The 24-hour reply window is closed: WhatsApp lets a business start a conversation again only with an approved template.",
  windowNever: "The customer has not written on WhatsApp yet: only an approved template can be sent.",
  replyLabel: "Your reply",
  replyPlaceholder: "Write to the customer…",
  send: "Send on WhatsApp",
  sending: "Sending…",
  sent: "Sent on WhatsApp.",
  sentTitle: "Message sent",
  chooseTemplate: "Choose a template",
  templateHelp: "Templates are approved by Meta; each is charged per message.",
  noTemplates: "No approved templates are listed in the business profile.",
  sendTemplate: "Send template",
  /** The kinds of message the desk shows as words. */
  kinds: {
    audio: "a voice note",
    voice: "a voice note",
    video: "a video",
    document: "a document",
    sticker: "a sticker",
    reaction: "a reaction",
    button: "a button reply",
    interactive: "a button reply",
    order: "an order",
    unsupported: "a message WhatsApp does not pass on",
    other: "a message of another kind",
  } as Record<string, string>,
  /** Shown in place of what the desk cannot show. */
  sentA: "The customer sent {what}.",
  photo: "Photo",
  openMap: "Open in maps",
  fromAd: "From an ad: {headline}",
  ticks: { sent: "Sent", delivered: "Delivered", read: "Read", failed: "Not delivered" },
  /** The platform's refusals, by its error code, in plain words. */
  errors: {
    windowClosed:
      "The customer's 24-hour window is closed. Send an approved template instead; the chat opens again when they reply.",
    notOnWhatsApp: "This number is not on WhatsApp, or cannot receive messages.",
    token:
      "WhatsApp refused the business's access token (it has expired or was revoked). An admin must renew WHATSAPP_TOKEN.",
    rateLimited: "WhatsApp is limiting how fast this number sends. Try again in a minute.",
    template: "WhatsApp refused the template: its name, language or values do not match what Meta approved.",
    unreachable: "WhatsApp could not be reached. Try again in a moment.",
    other: "WhatsApp refused the message: {reason}",
  },
  off: "WhatsApp is not connected on this server.",
  /** The Alerts page, for admins: new leads sent to the owner's WhatsApp (NOTIFY_WHATSAPP). */
  ownerAlerts: {
    heading: "Always alerted on WhatsApp",
    text: "Every new lead is sent to these numbers as the approved template {template} (the NOTIFY_WHATSAPP setting).",
    failed: "The last WhatsApp alert was not sent ({when}).",
    retrying: "It will be tried again, later each time; the e-mails go meanwhile.",
    stopped:
      "No retry can mend this, so that alert was not tried again; the e-mails still go. Put the setting right and restart the server.",
  },
  textNeeded: "Write a reply.",
  textTooLong: "Keep a reply under 4096 characters.",
  templateNeeded: "Choose a template.",
  valuesNeeded: "Fill in every value of the template.",
} as const;
