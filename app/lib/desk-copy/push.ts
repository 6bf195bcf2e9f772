// Desk words. Alerts on a phone: the notifications themselves, and the part of the Alerts page
// where each member turns them on for the device in their hand.
export const pushCopy = {
  notification: {
    newLead: "New enquiry",
    quoteApproved: "Quote approved",
    whatsapp: "WhatsApp from {name}",
  },
  heading: "Alerts on this device",
  intro:
    "Get a notification on this phone or computer as soon as an enquiry arrives, a customer writes on WhatsApp, or approves a quote. It goes to the same people as the new-lead e-mail, which still comes as before.",
  ios: "On an iPhone or iPad: first add the desk to your home screen (Share, then Add to Home Screen), open it from there, then turn alerts on.",
  status: {
    on: "On for this device",
    off: "Off for this device",
    checking: "Checking this device…",
  },
  turnOn: "Turn on for this device",
  turnOff: "Turn off for this device",
  working: "One moment…",
  noScript: "Turning on alerts for a device needs JavaScript. New-lead e-mails are not affected.",
  unsupported: "This browser cannot receive push notifications here. New-lead e-mails still reach you.",
  blocked:
    "Notifications are blocked for this site in this browser. Allow them in the browser's site settings, then try again.",
  failed: "This device could not be turned on. Please try again.",
  alertsOff: "Your new-lead alerts are off above, so this device will stay quiet until you turn them on.",
  devices: {
    heading: "Your devices",
    none: "No device receives your alerts yet.",
    added: "Added {date}",
    lastSent: "last alert {date}",
    remove: "Remove",
    unnamed: "A browser",
  },
  notices: {
    on: "Alerts are on for this device.",
    off: "Alerts are off for this device.",
    removed: "That device no longer receives alerts.",
    notFound: "That device was already removed.",
    error: "Error updating this device",
  },
} as const;
