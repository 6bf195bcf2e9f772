// Desk words. The staff page: accounts, roles and access.
export const staffCopy = {
  link: "Staff",
  title: "Staff",
  intro:
    "Who may use the desk. Staff work the leads given to them and the new ones; admins do everything, this page included. Someone who signed up and confirmed their e-mail shows here with no access until you grant it.",
  columns: ["Account", "Role", "Last sign-in", "Actions"] as const,
  roles: { admin: "Admin", staff: "Staff", none: "No access" },
  you: "(you)",
  unconfirmed: "E-mail not confirmed",
  never: "Never",
  makeStaff: "Make staff",
  makeAdmin: "Make admin",
  revoke: "Revoke access",
  confirmRevoke: "Take away {email}'s access to the desk? They are signed out at once.",
  confirmRevokeSelf: "Take away your own access to the desk? You are signed out at once.",
  confirmRevokeButton: "Yes, revoke access",
  empty: "No accounts yet. Staff sign up on the sign-in page and confirm their e-mail; then they show here.",
  notices: {
    granted: { title: "Access updated", text: "{email} is now {role}." },
    unchanged: { title: "Access unchanged", text: "{email} already is {role}." },
    revoked: {
      title: "Access revoked",
      text: "{email} no longer has access to the desk and is signed out.",
    },
    error: "Error updating access",
    lastAdmin: "{email} is the last admin and keeps the admin role. Make someone else an admin first.",
    unconfirmed:
      "{email} has not confirmed their e-mail address yet. Ask them to sign in, which sends a new link.",
    noAccount: "That account no longer exists.",
    chooseAction: "Choose one of the actions.",
  },
  /** How a role reads in a notice: "{email} is now staff." */
  asRole: { admin: "an admin", staff: "staff" },
} as const;
