import type { SendNowCommand } from "../alerts/send-now-cli.server";
import { composeWeeklyReport, queueWeeklyReportNow } from "./weekly-report.server";

/**
 * `npm run report -- --now [--dry-run]` (see the README): every admin gets the same message, printed
 * once with who it goes to.
 */
export const reportCommand: SendNowCommand = {
  usage: `Usage:
  npm run report -- --now
      write last week's report (Monday to Sunday, against the week before) and send it at once
      to every admin; the scheduled one still goes on Monday at DIGEST_TIME
  npm run report -- --now --dry-run
      print it without sending anything`,
  name: "weekly report",
  compose: composeWeeklyReport,
  queue: queueWeeklyReportNow,
  nothing: "The desk has no admin: nobody to send the weekly report to.",
  shown: (mails) =>
    mails[0] ? [{ ...mails[0], recipient: mails.map((mail) => mail.recipient).join(", ") }] : [],
};
