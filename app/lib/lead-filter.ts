import { z } from "zod";
import { cleanLine } from "./clean-text";
import { leadStatuses } from "./lead-status";

// The one schema for the desk's list filter: the page's search form, GET /api/leads and the CSV export.
export const leadFilterSchema = z.object({
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(leadStatuses).optional()).catch(undefined),
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
  if (filter.q) params.set("q", filter.q);
  if (filter.status) params.set("status", filter.status);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
