import type { LeadFilterQuery } from "~/lib/lead-filter";
import { log } from "../log.server";
import { getRuntime } from "../runtime.server";
import { leadCounters, listLeads } from "../leads/desk.server";

/** The dashboard's data: one page of leads and the counters, or the reason they could not be read. */
export async function loadDesk(filter: LeadFilterQuery) {
  try {
    const { database } = await getRuntime();
    const [list, counts] = await Promise.all([
      listLeads(database.db, filter, filter.page),
      leadCounters(database.db),
    ]);
    return { ok: true as const, list, counts };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log("error", "leads_fetch_failed", { error: message });
    return { ok: false as const, message };
  }
}
