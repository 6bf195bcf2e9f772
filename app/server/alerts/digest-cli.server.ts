import { parseArgs } from "node:util";
import { z } from "zod";
import { getRuntime, type Runtime } from "../runtime.server";
import { getConfig } from "../site.server";
import { composeDigest, queueDigestNow } from "./digest.server";
import type { WrittenMail } from "./mail-queue.server";

const usage = `Usage:
  npm run digest -- --now
      write today's morning digest and send it at once, to every desk member with something to
      hear; the scheduled digest still goes at DIGEST_TIME
  npm run digest -- --now --dry-run
      print it without sending anything`;

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

/**
 * `npm run digest -- --now [--dry-run]` (see the README). Returns the exit code: 0 done, 2 a wrong
 * command line. The time is the desk's (CLOCK_FILE in tests).
 */
export async function runDigestCli(
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
  const mails = input.data["dry-run"]
    ? await composeDigest(database.db, { now: at, site })
    : await queueDigestNow(database.db, { now: at, site });
  for (const mail of mails) out(printed(mail));
  if (mails.length === 0) {
    out("Nobody has a follow-up due or, for admins, a lead waiting: nothing to send.");
    return 0;
  }
  if (input.data["dry-run"]) {
    out(`${mails.length} digest e-mail(s) written; nothing sent (--dry-run).`);
    return 0;
  }
  await mailSender.deliver();
  out(`${mails.length} digest e-mail(s) sent (queued, and delivered now or with the next retry).`);
  return 0;
}
