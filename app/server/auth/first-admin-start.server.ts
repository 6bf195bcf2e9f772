import type { DbHandle } from "../db/connect.server";
import { log } from "../log.server";
import { getConfig } from "../site.server";
import { offerFirstAdminLink } from "./first-admin-link.server";

/**
 * At start, while no account is an admin: logs a new one-time link that makes the owner's account
 * (one line, its words saying what to do, so it stands out in `npm start`'s output). A failure is
 * logged and the site starts anyway: the CLI still makes the first admin.
 */
export async function announceFirstAdminLink({ db }: DbHandle, now = new Date()): Promise<void> {
  try {
    const link = await offerFirstAdminLink(db, { publicUrl: getConfig().site.publicUrl, now });
    if (!link) return;
    log("warn", "first_admin_setup_link", {
      text: `>>> No admin account yet. To make the owner's account, open this link within 24 hours: ${link.url} (or run npm run admin -- create on the server) <<<`,
      url: link.url,
      expiresAt: link.expiresAt.toISOString(),
    });
  } catch (error) {
    log("error", "first_admin_setup_link_failed", {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
