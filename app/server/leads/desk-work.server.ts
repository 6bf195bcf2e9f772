import type { LeadChange, LoggedKind } from "~/lib/lead-work";
import { getRuntime } from "../runtime.server";
import type { DeskUser } from "./lead-access.server";
import { changeLead, logActivity } from "./lead-work.server";

// A desk member's work on a lead, through the JSON API or the desk's forms alike: done in the
// running database, at the desk's "now" (its clock, which tests may set).

/** Changes a lead's status, follow-up, owner or lost reason (lead-work.server.ts: changeLead). */
export async function changeLeadNow(id: string, actor: DeskUser, change: LeadChange) {
  const { database, now } = await getRuntime();
  return changeLead(database.db, { id, actor, now: now(), change });
}

/** Logs an entry on a lead, and marks it contacted if asked (lead-work.server.ts: logActivity). */
export async function logActivityNow(
  id: string,
  actor: DeskUser,
  entry: { kind: LoggedKind; text: string; markContacted?: boolean },
) {
  const { database, now } = await getRuntime();
  return logActivity(database.db, { id, actor, now: now(), ...entry });
}
