import type { Generated } from "kysely";

// Timestamps are ISO-8601 UTC text on both databases (they sort and compare as text), so the
// domain code reads and writes one shape everywhere. See docs/decisions/0004-portable-schema.md.

import type { LeadStatus } from "~/lib/lead-status";

export type { LeadStatus };

export interface LeadsTable {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  service: string;
  message: string | null;
  status: Generated<LeadStatus>;
  created_at: string;
  updated_at: string;
  source_path: string | null;
  area: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: string;
  count: number;
}

export interface LeadEventsTable {
  id: string;
  lead_id: string;
  actor_id: string | null;
  actor_email: string | null;
  from_status: LeadStatus;
  to_status: LeadStatus;
  created_at: string;
}

/** The columns of Better Auth's user table that the project reads itself. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  role: string | null;
  createdAt: string | Date;
}

export interface Database {
  leads: LeadsTable;
  rate_limits: RateLimitsTable;
  lead_events: LeadEventsTable;
  user: UserTable;
}
