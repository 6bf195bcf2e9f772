import nodemailer from "nodemailer";
import { z } from "zod";
import { maskPassword } from "../mask-password.server";
import { getConfig } from "../site.server";

const usage = `Usage:
  npm run mail -- test you@example.in
      send one message through SMTP_URL and print what the mail server answered`;

export type MailCliIo = {
  out: (line: string) => void;
  err: (line: string) => void;
  env: Record<string, string | undefined>;
  /** The sender, instead of MAIL_FROM or the business's own (tests). */
  from?: string;
};

const defaultIo: MailCliIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  env: process.env,
};

const commandLine = z.tuple([z.literal("test"), z.email()]);

/** host:port of an SMTP URL, as nodemailer reads it (587 for smtp://, 465 for smtps://). */
function serverOf(url: string): string {
  if (!URL.canParse(url)) return "SMTP_URL";
  const { hostname, port, protocol } = new URL(url);
  return `${hostname}:${port || (protocol === "smtps:" ? "465" : "587")}`;
}

/** A failure in one line, with any password of the URL taken out. */
function oneLine(error: unknown, url: string): string {
  const message = (error instanceof Error ? error.message : String(error)).split("\n")[0]!.trim();
  const password = URL.canParse(url) ? decodeURIComponent(new URL(url).password) : "";
  return maskPassword(password ? message.replaceAll(password, "***") : message);
}

/**
 * `npm run mail -- test you@example.in`: sends one message through SMTP_URL, as the server would,
 * and prints the mail server's answer, or in one line why it could not be sent.
 * Exit code 0 accepted, 2 a wrong command line, 1 not sent.
 */
export async function runMailCli(argv: string[], io: MailCliIo = defaultIo): Promise<number> {
  const parsed = commandLine.safeParse(argv);
  if (!parsed.success) {
    io.err(usage);
    return 2;
  }
  const to = parsed.data[1];
  const url = io.env.SMTP_URL;
  if (!url) {
    io.err(
      "SMTP_URL is not set: the server writes e-mail into DATA_DIR/outbox/ instead of sending it (set SMTP_URL to your provider's smtps:// URL).",
    );
    return 1;
  }
  if (!/^smtps?:\/\//.test(url)) {
    io.err(`SMTP_URL must be an smtp:// or smtps:// URL (got ${JSON.stringify(maskPassword(url))})`);
    return 1;
  }
  const server = serverOf(url);
  let from: string;
  let business: string;
  try {
    const { site } = getConfig();
    business = site.business.name;
    from = io.from ?? io.env.MAIL_FROM ?? `${business} <${site.business.email}>`;
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  try {
    const info = (await transport.sendMail({
      from,
      to,
      subject: `Test message from ${business}'s lead desk`,
      text: `This message was sent by "npm run mail -- test" on the lead desk's server, through ${server}.\n\nIf it reached the inbox (not the spam folder), new-lead alerts, the morning digest, confirmations and password resets will arrive too.\n`,
    })) as { response?: string; rejected?: unknown[] };
    if (info.rejected && info.rejected.length > 0) {
      io.err(`${server} refused ${to}: ${info.response ?? "no reason given"}`);
      return 1;
    }
    io.out(
      `Sent to ${to} through ${server} from ${from}. The mail server answered: ${info.response ?? "(nothing)"}`,
    );
    return 0;
  } catch (error) {
    io.err(`Could not send through ${server}: ${oneLine(error, url)}`);
    return 1;
  } finally {
    transport.close();
  }
}
