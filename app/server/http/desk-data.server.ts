import type { LeadFilterQuery } from "~/lib/lead-filter";
import { log } from "../log.server";
import { getRuntime } from "../runtime.server";
import { leadCounters, listLeads } from "../leads/desk.server";

/**
 * The dashboard's data: one page of leads and the counters, or a failure. Why it failed goes to the
 * log only: a database's message names tables and values that are no business of the page.
 */
export async function loadDesk(filter: LeadFilterQuery) {
  try {
    const { database } = await getRuntime();
    const [list, counts] = await Promise.all([
      listLeads(database.db, filter, filter.page),
      leadCounters(database.db),
    ]);
    return { ok: true as const, list, counts };
  } catch (error) {
    log("error", "leads_fetch_failed", { error: error instanceof Error ? error.message : String(error) });
    return { ok: false as const };
  }
}
