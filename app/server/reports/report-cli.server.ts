import { parseArgs } from "node:util";
import { z } from "zod";
import type { WrittenMail } from "../alerts/mail-queue.server";
import { getRuntime, type Runtime } from "../runtime.server";
import { getConfig } from "../site.server";
import { composeWeeklyReport, queueWeeklyReportNow } from "./weekly-report.server";

const usage = `Usage:
  npm run report -- --now
      write last week's report (Monday to Sunday, against the week before) and send it at once
      to every admin; the scheduled one still goes on Monday at DIGEST_TIME
  npm run report -- --now --dry-run
      print it without sending anything`;

const cliInput = z.object({
  now: z.literal(true, { error: "--now is required" }),
  "dry-run": z.boolean().default(false),
});

function readCommandLine(argv: string[]) {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { now: { type: "boolean" }, "dry-run": { type: "boolean" } },
    });
    return cliInput.safeParse(values);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const printed = (mail: WrittenMail) => `To: ${mail.recipient}\nSubject: ${mail.subject}\n\n${mail.text}\n`;

/**
 * `npm run report -- --now [--dry-run]` (see the README). Returns the exit code: 0 done, 2 a wrong
 * command line. The time is the desk's (CLOCK_FILE in tests).
 */
export async function runReportCli(
  argv: string[],
  services: Promise<Pick<Runtime, "database" | "now" | "mailSender">> = getRuntime(),
  out: (line: string) => void = console.log,
): Promise<number> {
  const input = readCommandLine(argv);
  if (typeof input === "string" || !input.success) {
    out(`${typeof input === "string" ? input : input.error.issues[0]!.message}\n\n${usage}`);
    return 2;
  }
  const { database, now, mailSender } = await services;
  const { site } = getConfig();
  const at = now();
  const dryRun = input.data["dry-run"];
  const mails = dryRun
    ? await composeWeeklyReport(database.db, { now: at, site })
    : await queueWeeklyReportNow(database.db, { now: at, site });
  // Every admin gets the same message: printed once, with who it goes to.
  if (mails[0]) out(printed({ ...mails[0], recipient: mails.map((mail) => mail.recipient).join(", ") }));
  if (mails.length === 0) {
    out("The desk has no admin: nobody to send the weekly report to.");
    return 0;
  }
  if (dryRun) {
    out(`${mails.length} weekly report e-mail(s) written; nothing sent (--dry-run).`);
    return 0;
  }
  await mailSender.deliver();
  out(`${mails.length} weekly report e-mail(s) sent (queued, and delivered now or with the next retry).`);
  return 0;
}
