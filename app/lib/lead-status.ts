import { z } from "zod";

// Lead statuses and how they look; any status may follow any other.
export const leadStatuses = ["new", "contacted", "qualified", "converted", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && (leadStatuses as readonly string[]).includes(value);

/** Badge colours: new blue, contacted yellow, qualified orange, converted green, closed gray. */
export const statusBadgeClass: Record<LeadStatus, string> = {
  new: "bg-blue-100 text-blue-900 ring-blue-300",
  contacted: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  qualified: "bg-orange-100 text-orange-900 ring-orange-300",
  converted: "bg-green-100 text-green-900 ring-green-300",
  closed: "bg-gray-100 text-gray-800 ring-gray-300",
};

export const pageSize = 50;

/** The one schema for a status change: the desk's dropdown and PATCH /api/leads/:id. */
export const statusChangeSchema = z.object({
  status: z.enum(leadStatuses, { error: `must be one of ${leadStatuses.join(", ")}` }),
});
