import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { log } from "./log.server";
import type { getConfig } from "./site.server";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  link?: string;
  /** Images the HTML shows inline, by content id (`<img src="cid:…">`). */
  images?: readonly { filename: string; cid: string; contentType: string; base64: string }[];
};
export type Mailer = (mail: Mail) => Promise<void>;

/**
 * Sends through SMTP when SMTP_URL is set. Without it, each message is written to the outbox folder
 * as JSON and its link printed on the console, so sign-up and password reset work offline.
 */
/**
 * Who the mail is from: MAIL_FROM as written, or a name and address apart, which nodemailer encodes
 * itself (a name holding "<", ":", "(" or a comma stays the name).
 */
export type MailFrom = string | { name: string; address: string };

export function createMailer(options: { smtpUrl?: string; from: MailFrom; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return async (mail) => {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.images?.length
          ? {
              attachments: mail.images.map((image) => ({
                filename: image.filename,
                cid: image.cid,
                contentType: image.contentType,
                content: Buffer.from(image.base64, "base64"),
              })),
            }
          : {}),
      });
      // No subject: a new-lead alert's names the visitor.
      log("info", "mail_sent");
    };
  }
  return async (mail) => {
    await mkdir(options.outboxDir, { recursive: true });
    const file = join(options.outboxDir, `${Date.now()}-${randomBytes(4).toString("hex")}.json`);
    await writeFile(
      file,
      JSON.stringify({ from: options.from, ...mail, sentAt: new Date().toISOString() }, null, 2),
    );
    log("info", "mail_to_outbox", { to: mail.to, link: mail.link, file });
  };
}

/** The server's mailer: SMTP_URL or the outbox in DATA_DIR, from MAIL_FROM or the business. */
export const serverMailer = ({ env, site }: ReturnType<typeof getConfig>) =>
  createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? { name: site.business.name, address: site.business.email },
    outboxDir: join(env.DATA_DIR, "outbox"),
  });
