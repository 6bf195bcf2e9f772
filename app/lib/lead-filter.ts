import { z } from "zod";
import { cleanLine } from "./clean-text";
import { leadStatuses } from "./lead-status";
import { leadSources } from "./lead-work";

const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);

// The one schema for the desk's list filter: the page's search form, GET /api/leads and the CSV export.
// A value that does not fit is dropped, never an error: a hand-edited address still lists leads.
export const leadFilterSchema = z.object({
  /** "due" (what to work on now) or "all"; the page and the API both open on "all". */
  view: z.preprocess(blankToUndefined, z.enum(["due", "all"]).optional()).catch(undefined),
  status: z.preprocess(blankToUndefined, z.enum(leadStatuses).optional()).catch(undefined),
  /** "me", "none" (unassigned) or a desk member's id. */
  assignee: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[\w-]{1,64}$/)
        .optional(),
    )
    .catch(undefined),
  source: z.preprocess(blankToUndefined, z.enum(leadSources).optional()).catch(undefined),
  q: z.preprocess(
    (v) => (typeof v === "string" ? cleanLine(v).slice(0, 100) || undefined : undefined),
    z.string().optional(),
  ),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type LeadFilterQuery = z.output<typeof leadFilterSchema>;

export function parseLeadFilter(url: URL): LeadFilterQuery {
  return leadFilterSchema.parse(Object.fromEntries(url.searchParams));
}

/** The query string for a filter, keeping only what is set. */
export function filterSearch(filter: Partial<LeadFilterQuery>): string {
  const params = new URLSearchParams();
  for (const key of ["view", "q", "status", "assignee", "source"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
