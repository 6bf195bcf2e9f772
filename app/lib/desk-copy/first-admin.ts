// Desk words. The setup page, where the one-time link printed at the server's start makes the
// owner's account, the desk's first admin.
export const firstAdminCopy = {
  title: "Set up the desk",
  intro:
    "Make the owner's account: the desk's first admin. Admins see every enquiry and decide who else may use the desk.",
  confirmPassword: "Confirm password",
  create: "Create admin account",
  creating: "Creating account…",
  spentTitle: "This setup link no longer works",
  /** {command} is the command below, shown as code. */
  spent:
    "This setup link has expired or was already used. Ask the desk's admin to give you access, or run {command} on the server.",
  command: "npm run admin -- create",
  toSignIn: "Go to sign in",
  notices: {
    created: { title: "Admin account ready", text: "Welcome! You are signed in as the desk's admin." },
    signInNext: {
      title: "Admin account ready",
      text: "Sign in with the e-mail address and password you just chose.",
    },
    granted: {
      title: "Admin account ready",
      text: "{email} already had an account and is now an admin. Sign in with that account's own password.",
    },
  },
} as const;
