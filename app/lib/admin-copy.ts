import { workCopy } from "./desk-copy/work";
import { twoFactorCopy } from "./desk-copy/two-factor";
import { staffCopy } from "./desk-copy/staff";
import { alertsCopy } from "./desk-copy/alerts";
import { pushCopy } from "./desk-copy/push";
import { sampleDetailsCopy } from "./desk-copy/sample-details";
import { reportsCopy } from "./desk-copy/reports";
import { firstAdminCopy } from "./desk-copy/first-admin";
import { siteSettingsCopy } from "./desk-copy/site-settings";
import { projectsCopy } from "./desk-copy/projects";
import { quotesCopy } from "./desk-copy/quotes";
import { whatsappCopy } from "./desk-copy/whatsapp";
import type { LeadOriginField } from "./lead-fields";

// All the staff pages' wording, the same for every business (see docs/product.md).
export const adminCopy = {
  title: "Lead desk",
  signIn: "Sign In",
  signUp: "Sign Up",
  signOut: "Sign Out",
  /** The name of the desk header's links, for screen readers. */
  deskNav: "Desk",
  email: "Email",
  password: "Password",
  newPassword: "New password",
  forgotPassword: "Forgot password?",
  sendResetLink: "Send reset link",
  backToSignIn: "Back to sign in",
  toSignUp: "Don't have an account? Sign Up",
  toSignIn: "Already have an account? Sign In",
  signInIntro: "Staff only. Sign in to work the enquiries.",
  signUpIntro: "Create a staff account. An administrator grants access to the leads.",
  forgotIntro: "Enter your e-mail and we'll send you a link to choose a new password.",
  checkingSession: "Checking your session…",
  accessDenied: "Access Denied",
  accessDeniedText: "You don't have permission to access this dashboard.",
  leadNotFound: "Lead not found",
  leadNotFoundText: "There is no such lead. It may have been removed, or the link is incomplete.",
  somethingWrong: "Something went wrong",
  tryAgain: "Please try again in a moment.",
  deskUnavailable: "The desk cannot reach its database just now. Please try again in a moment.",
  loadingDashboard: "Loading dashboard...",
  counters: { total: "Total Leads", new: "New", qualified: "Qualified", converted: "Converted" },
  allLeads: "All Leads",
  columns: ["Name", "Contact", "Service", "Status", "Date", "Actions"] as const,
  empty: "No leads found. Leads will appear here when customers submit the contact form.",
  search: "Search",
  searchPlaceholder: "Name, phone, e-mail or message",
  statusFilter: "Status",
  allStatuses: "All statuses",
  exportCsv: "Export CSV",
  previous: "Previous",
  next: "Next",
  showMessage: "Show full message",
  changeStatus: "Change status",
  update: "Update",
  signInFirst: "Sign in first.",
  chooseStatus: "Choose one of the statuses.",
  leadGone: "That lead no longer exists.",
  unknownRequest: "Unknown request.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  confirmFirst:
    "Please confirm your e-mail address first: we've sent you a new confirmation link. Open it on this device, then sign in here.",
  resetLinkInvalid: "This link has expired or was already used. Ask for a new one.",
  lead: {
    contact: "Contact",
    message: "Message",
    origin: "Where it came from",
    history: "Status history",
    unchanged: "Not changed since it arrived.",
    by: "by",
    unknownActor: "unknown",
    /** The lead page's labels for where a lead came from; utm_* fields are shown by their own names. */
    originLabels: { area: "Area", source_path: "Page", referrer: "Referrer" } as Partial<
      Record<LeadOriginField, string>
    >,
    none: "—",
  },
  roles: { admin: "Admin", staff: "Staff" },
  /** Working a lead: the due list, timeline, follow-ups, owners and enquiries staff add. */
  work: workCopy,
  /** The admins' banner listing the sample details the public site still shows. */
  sampleDetails: sampleDetailsCopy,
  /** The response clock: how long new enquiries wait for a first reply, and the desk's median. */
  response: {
    waiting: "Waiting {time}",
    late: "Late",
    /** Read out after "Late", and shown on hover: why the wait is marked. */
    lateWhy: "no reply after {minutes} minutes of opening hours",
    median: "Median first reply (30 days)",
    medianNone: "No replies yet",
    medianNote: "Opening hours only, over {count} replied enquiries",
    medianNoteOne: "Opening hours only, over 1 replied enquiry",
    medianNoteNone: "Enquiries from the last 30 days show here once someone replies.",
    duration: {
      minutes: "{m} min",
      hours: "{h} h",
      hoursMinutes: "{h} h {m} min",
      days: "{d} d",
      daysHours: "{d} d {h} h",
    },
  },
  notices: {
    checkEmail: { title: "Check your email", text: "We've sent you a confirmation link." },
    welcome: { title: "Welcome back!", text: "You've successfully signed in." },
    resetSent: {
      title: "Check your email",
      text: "If an account exists for that address, we've sent a link to choose a new password.",
    },
    passwordChanged: { title: "Password changed", text: "Sign in with your new password." },
    verified: {
      title: "Email confirmed",
      text: "Your e-mail address is confirmed. Sign in here, on this device, with the password you chose to finish.",
    },
    leadUpdated: { title: "Lead updated", text: "Lead status changed to {status}" },
    fetchError: "Error fetching leads",
    fetchErrorHint: "Please try again in a moment. If it keeps happening, the server's log says why.",
    updateError: "Error updating lead",
    /** The text of every desk action's failure notice when the server cannot be reached. */
    unreachable: "The desk could not reach the server. Check the connection, then try again.",
    serverFailed:
      "The server could not do this just now. Try again; if it goes on, tell whoever runs the site.",
    authError: "Error",
  },
  twoFactor: twoFactorCopy,
  staff: staffCopy,
  firstAdmin: firstAdminCopy,
  /** Erasing a person's data (admins), from a lead's page, after a confirmation page. */
  erase: {
    link: "Erase this person's data",
    title: "Erase this person's data",
    intro:
      "When someone asks for their details to be erased, every enquiry from their phone number goes: the details, the timeline and any e-mail about it still waiting to be sent. Only a record that an erasure took place is kept, with no details about them.",
    confirm: "Erase {enquiries} from {phone}? This cannot be undone.",
    one: "1 enquiry",
    many: "{count} enquiries",
    button: "Yes, erase {enquiries}",
    cancel: "Cancel",
    done: {
      title: "Data erased",
      text: "{enquiries} from that number erased. A record of the erasure is kept.",
    },
    failed: { title: "Error erasing data", text: "Nothing was erased. Please try again in a moment." },
  },
  /** The Alerts page: which e-mails each member receives, and (admins) who receives what. */
  alerts: alertsCopy,
  push: pushCopy,
  reports: reportsCopy,
  siteSettings: siteSettingsCopy,
  projects: projectsCopy,
  quotes: quotesCopy,
  whatsapp: whatsappCopy,
} as const;
