import type { LeadFilterQuery } from "~/lib/lead-filter";
import { formatPhone } from "~/lib/phone";
import { deskMembers } from "../auth/desk-members.server";
import { log } from "../log.server";
import { getRuntime } from "../runtime.server";
import { getConfig } from "../site.server";
import { countLeads, leadCounters, listLeads } from "../leads/desk.server";
import { latestQuotes } from "../quotes/quote-store.server";
import type { DeskUser } from "../leads/lead-access.server";
import { responseMedian } from "../leads/response-time.server";

/**
 * The dashboard's data: one page of the leads the viewer may see (each phone also as shown), the counters, how many
 * are due (under the same search and filters, for the Due tab), the median first reply and the desk's members (to filter and assign by), or a failure. Why it failed goes to the log only: a
 * database's message names tables and values that are no business of the page.
 */
export async function loadDesk(filter: LeadFilterQuery, viewer: DeskUser) {
  try {
    const { database, now } = await getRuntime();
    const at = now();
    const { hours } = getConfig().site.business;
    const scope = { viewer, now: at };
    const [list, due, counts, response, members] = await Promise.all([
      listLeads(database.db, filter, filter.page, scope),
      filter.view === "due" ? undefined : countLeads(database.db, { ...filter, view: "due" }, scope),
      leadCounters(database.db, viewer),
      responseMedian(database.db, { viewer, now: at, hours }),
      deskMembers(database.db),
    ]);
    const quotes = await latestQuotes(
      database.db,
      list.rows.map((row) => row.id),
    );
    // Each phone as people read it, formatted here: the phone metadata stays off the desk's pages.
    const rows = list.rows.map((row) => ({
      ...row,
      phone_shown: formatPhone(row.phone),
      quote: quotes.get(row.id) ?? null,
    }));
    return {
      ok: true as const,
      list: { ...list, rows },
      due: due ?? list.total,
      counts,
      response,
      members,
      now: at.toISOString(),
    };
  } catch (error) {
    log("error", "leads_fetch_failed", { error: error instanceof Error ? error.message : String(error) });
    return { ok: false as const };
  }
}
