import type { Generated } from "kysely";
import type { Optional } from "../db/schema.server";

// The tables of alerts on a phone (db/migrations/0022), kept apart from the leads' and the desk's
// tables in schema.server.ts.

/** A device a desk member turned push alerts on for. */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: Optional<string>;
  created_at: string;
  last_sent_at: Optional<string>;
}

/** A notification waiting to reach one device; deleted once delivered or given up. */
export interface PushQueueTable {
  id: string;
  subscription_id: string;
  lead_id: Optional<string>;
  message: string;
  created_at: string;
  send_after: string;
  attempts: Generated<number>;
  claimed_until: Optional<string>;
  error: Optional<string>;
}

/** The VAPID key pair of every server on the database: one row, id 1. */
export interface PushKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: string;
}
