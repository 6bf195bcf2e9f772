// Desk words. The admins' line about off-site backups and e-mail, and the e-mail sent when backups fail.
export const backupsCopy = {
  /** Read out before the lines: what this strip is. */
  label: "Backups and e-mail",
  backup: {
    ok: "Last off-site backup: {age}",
    never: "No off-site backup stored yet",
    late: "Last off-site backup: {age}. That is later than planned: is the server taking them?",
    failing: "Off-site backups are failing (for {age}). Last good one: {last}.",
    failingNever: "Off-site backups are failing (for {age}). None has been stored yet.",
    /** After "failing": the store's or the server's own words. */
    reason: "Why: {error}",
    checkFailed:
      "The weekly test restore of the newest backup failed. Whoever runs the server can see why in the backups guide.",
    off: "Off-site backups are not set up: if this server is lost, the enquiries go with it. Whoever runs the server can turn them on (the backups guide says how).",
    postgres: "Backups: PostgreSQL keeps them with its own tools (pg_dump or point-in-time recovery).",
  },
  mail: {
    failing:
      "E-mail is failing: {count} not sent, the first {age}. Whoever runs the server can test the mail settings (the backups and e-mail guide says how).",
    one: "1 message",
    many: "{count} messages",
  },
  /** How long ago, shortest first. */
  age: {
    justNow: "just now",
    minutes: "{n} min ago",
    hours: "{n} h ago",
    days: "{n} days ago",
    day: "1 day ago",
  },
  /** A span of time, for "failing for …". */
  span: { minutes: "{n} min", hours: "{n} h", days: "{n} days", day: "1 day" },
} as const;

/** The e-mail admins get once when off-site backups have failed for a day. */
export const backupAlertCopy = {
  subject: "{business}: off-site backups have failed since {since}",
  lines: [
    "Every off-site backup of the lead desk's database since {since} has failed. The last one stored: {last}.",
    "The last attempt said: {error}",
    "Until a backup is stored again, a lost or damaged server would take the leads with it. Check BACKUP_URL, BACKUP_S3_ENDPOINT and the store's credentials, then run npm run backup -- now on the server: it tries at once and prints what went wrong.",
  ],
  never: "none yet",
  footer:
    "Sent once per spell of failures to the desk's admins. The desk shows the backups' state at the top.",
} as const;
