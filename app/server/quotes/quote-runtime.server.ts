import type { DeskStaff } from "../auth/require-role.server";
import { getRuntime } from "../runtime.server";
import { getConfig } from "../site.server";
import type { QuoteDeps } from "./quote-store.server";

// Quotes in the running server: its database, the desk's clock ("now", which tests may set), the
// live site; and the mail queue nudged after a change that queued a message (a quote e-mailed, an
// alert of the customer's answer), so it goes at once.

/** The dependencies of a change `member` makes now. */
export async function quoteDepsFor(member: DeskStaff): Promise<QuoteDeps> {
  const { database, now } = await getRuntime();
  return {
    db: database.db,
    now: now(),
    actor: { id: member.id, email: member.email, role: member.role },
    site: getConfig().site,
  };
}

/** Sends queued mail shortly (an alert, a quote e-mailed to a customer). */
export async function nudgeMail(): Promise<void> {
  (await getRuntime()).mailSender.nudge();
}
