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
    "This setup link has expired or was already used. While the desk has no admin, restarting the site prints a new link. Ask the desk's admin to give you access, or run {command} on the server.",
  wrongTitle: "This setup link is not complete",
  wrong: "This link is incomplete or wrong: copy the whole line the server printed.",
  /** The e-mail field's error when the address has an account and the typed password is not its own. */
  existingAccount: "This address already has an account: type its password",
  command: "npm run admin -- create",
  toSignIn: "Go to sign in",
  notices: {
    /** {email} is the admin's address. */
    created: {
      title: "Admin account ready",
      text: "Signed in as {email} — this address receives password resets.",
    },
    signInNext: {
      title: "Admin account ready",
      text: "Sign in with {email} and the password you just chose — this address receives password resets.",
    },
  },
} as const;
