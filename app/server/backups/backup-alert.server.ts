import type { Site } from "~/lib/site";
import { backupAlertCopy } from "~/lib/desk-copy/backups";
import { fillTemplate } from "~/lib/links";
import { escapeHtml, htmlMessage } from "../alerts/mail-html.server";
import { queueWrittenMail } from "../alerts/mail-queue.server";
import { deskRoleOf, rolesOf } from "../auth/roles.server";
import type { Db } from "../db/connect.server";
import { backupFailures } from "./backup-status.server";

/** How long backups must have failed before admins are e-mailed. */
export const alertAfterMs = 24 * 3_600_000;

const istTime = (iso: string) =>
  `${new Date(iso).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" })} IST`;

/**
 * When every off-site backup for a day has failed, queues one e-mail to each admin: one per spell of
 * failures (the database remembers it, whichever server looks), none again until backups have
 * worked and then failed for a day once more. Returns how many messages were queued.
 */
export async function alertIfFailingForADay(db: Db, options: { now: Date; site: Site }): Promise<number> {
  const failing = await backupFailures(db);
  if (!failing.since || options.now.getTime() - Date.parse(failing.since) < alertAfterMs) return 0;
  const admins = (
    await db.selectFrom("user").select(["email", "role"]).where("role", "is not", null).execute()
  )
    .filter((member) => deskRoleOf(rolesOf(member.role)) === "admin")
    .map((member) => member.email);
  const copy = backupAlertCopy;
  const values = {
    since: istTime(failing.since),
    last: failing.lastSuccessAt ? istTime(failing.lastSuccessAt) : copy.never,
    error: failing.lastError ?? "",
    business: options.site.business.name,
  };
  const subject = fillTemplate(copy.subject, values);
  const lines = copy.lines.map((line) => fillTemplate(line, values));
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("offsite_backup_alerts")
      .values({ failing_since: failing.since!, sent_at: options.now.toISOString() })
      .onConflict((oc) => oc.column("failing_since").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return 0;
    await queueWrittenMail(
      trx,
      admins.map((recipient) => ({
        recipient,
        subject,
        text: `${lines.join("\n\n")}\n\n${copy.footer}\n`,
        html: htmlMessage(subject, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n"), copy.footer),
      })),
      options.now,
      "backup",
    );
    return admins.length;
  });
}
