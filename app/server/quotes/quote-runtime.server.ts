import type { DeskStaff } from "../auth/require-role.server";
import { notifyAddresses } from "../leads/lead-writes.server";
import { getRuntime } from "../runtime.server";
import { getConfig } from "../site.server";
import type { CustomerDeps } from "./quote-customer.server";
import type { QuoteDeps } from "./quote-store.server";

// Quotes in the running server: its database, the desk's clock ("now", which tests may set), the
// live site; and the mail queue nudged after a change that queued a message, so it goes at once.

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

/** The dependencies of what a customer does on their page now (no account). */
export async function customerQuoteDeps(): Promise<CustomerDeps> {
  const { database, now } = await getRuntime();
  const config = getConfig();
  return { db: database.db, now: now(), site: config.site, notify: notifyAddresses(config) };
}

/** Sends queued mail shortly (an alert, a quote e-mailed to a customer). */
export async function nudgeMail(): Promise<void> {
  (await getRuntime()).mailSender.nudge();
}
