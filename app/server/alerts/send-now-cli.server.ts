import { parseArgs } from "node:util";
import { z } from "zod";
import type { Site } from "~/lib/site";
import type { Db } from "../db/connect.server";
import { getRuntime, type Runtime } from "../runtime.server";
import { getConfig } from "../site.server";
import { reportCommand } from "../reports/report-cli.server";
import { digestCommand } from "./digest-cli.server";
import type { WrittenMail } from "./mail-queue.server";

/** The command line's input: --now, and perhaps --dry-run. */
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

type Write = (db: Db, options: { now: Date; site: Site }) => Promise<WrittenMail[]>;

/** A scheduled e-mail that a command writes and sends at once: the morning digest, the weekly report. */
export type SendNowCommand = {
  usage: string;
  /** What the e-mails are called in the command's last line ("digest", "weekly report"). */
  name: string;
  /** Writes the e-mails without queueing them (--dry-run). */
  compose: Write;
  /** Writes and queues them, apart from the scheduled ones. */
  queue: Write;
  /** What is printed when there is nobody to write to. */
  nothing: string;
  /** The e-mails as printed (several recipients of one message may be printed once). */
  shown?: (mails: WrittenMail[]) => WrittenMail[];
};

/** The commands, by the name scripts/send-now.js is given (`npm run digest`, `npm run report`). */
export const sendNowCommands = { digest: digestCommand, report: reportCommand } as const;

/**
 * `npm run digest|report -- --now [--dry-run]` (see the README): one of `sendNowCommands`. Returns
 * the exit code: 0 done, 2 a wrong command line. The time is the desk's (CLOCK_FILE in tests).
 */
export async function runSendNowCli(
  command: SendNowCommand,
  argv: string[],
  services: Promise<Pick<Runtime, "database" | "now" | "mailSender">> = getRuntime(),
  out: (line: string) => void = console.log,
): Promise<number> {
  const input = readCommandLine(argv);
  if (typeof input === "string" || !input.success) {
    out(`${typeof input === "string" ? input : input.error.issues[0]!.message}\n\n${command.usage}`);
    return 2;
  }
  const { database, now, mailSender } = await services;
  const { site } = getConfig();
  const dryRun = input.data["dry-run"];
  const mails = await (dryRun ? command.compose : command.queue)(database.db, { now: now(), site });
  for (const mail of command.shown?.(mails) ?? mails) out(printed(mail));
  if (mails.length === 0) {
    out(command.nothing);
    return 0;
  }
  if (dryRun) {
    out(`${mails.length} ${command.name} e-mail(s) written; nothing sent (--dry-run).`);
    return 0;
  }
  await mailSender.deliver();
  out(`${mails.length} ${command.name} e-mail(s) sent (queued, and delivered now or with the next retry).`);
  return 0;
}
