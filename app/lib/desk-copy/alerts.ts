// Desk words. The Alerts page: each member's choice of e-mails, and who receives what.
export const alertsCopy = {
  link: "Alerts",
  title: "Alerts",
  intro: "Choose which e-mails the desk sends you at {email}. Your choice changes only what you receive.",
  status: { on: "On", off: "Off" },
  turnOn: "Turn on",
  turnOff: "Turn off",
  leadAlerts: {
    name: "New-lead alerts",
    admin: "An e-mail as soon as an enquiry arrives, with the customer's phone and a WhatsApp link.",
    staff:
      "An e-mail as soon as an enquiry arrives that you may work (a new one nobody owns, or one given to you), with the customer's phone and a WhatsApp link.",
  },
  morningDigest: {
    name: "Morning digest",
    admin:
      "Every morning at {time} (India time): your follow-ups due today and overdue, and the enquiries still waiting for a first reply. Nothing is sent on a day with nothing to do.",
    staff:
      "Every morning at {time} (India time): your follow-ups due today and overdue. Nothing is sent on a day with nothing to do.",
  },
  /** Completes a button's name for a screen reader: "Turn off" + " new-lead alerts". */
  settingFor: { leadAlerts: "new-lead alerts", morningDigest: "the morning digest" },
  who: {
    heading: "Who receives what",
    intro: "Every desk member and what they chose. Each changes their own choice on this page.",
    always: "Always alerted",
    alwaysText:
      "These addresses receive every new-lead alert, whatever anyone chooses here (the NOTIFY_EMAIL setting, or the business e-mail).",
    columns: ["Member", "Role", "New-lead alerts", "Morning digest"] as const,
    you: "(you)",
  },
  notices: {
    saved: "Alerts updated",
    leadAlerts: {
      on: "New-lead alerts are on: you will hear of each new enquiry by e-mail.",
      off: "New-lead alerts are off: you will not hear of new enquiries by e-mail.",
    },
    morningDigest: {
      on: "The morning digest is on: it comes each morning you have something to do.",
      off: "The morning digest is off.",
    },
    error: "Error updating alerts",
    chooseSetting: "Choose one of the settings.",
  },
} as const;
