import type { Generated } from "kysely";
import type { Optional } from "./schema.server";

// The tables of WhatsApp chats (db/migrations/0021), kept apart from the leads' tables in schema.server.ts.

/** One signed webhook POST, its body as received, until a server has worked it through. */
export interface WhatsAppInboxTable {
  id: string;
  body: string;
  received_at: string;
  attempts: Generated<number>;
  claimed_until: Optional<string>;
  processed_at: Optional<string>;
  error: Optional<string>;
}

/** A message in or out, once by its WhatsApp id. */
export interface WhatsAppMessagesTable {
  id: string;
  wamid: string;
  lead_id: Optional<string>;
  phone: string;
  direction: "in" | "out";
  kind: string;
  text: string;
  detail: Optional<string>;
  actor_id: Optional<string>;
  actor_email: Optional<string>;
  sent_at: string;
  created_at: string;
}

/** The furthest a sent message got. */
export interface WhatsAppStatusesTable {
  wamid: string;
  status: "sent" | "delivered" | "read" | "failed";
  rank: number;
  error_code: Optional<number>;
  error: Optional<string>;
  updated_at: string;
}

/** A photo a customer sent. */
export interface WhatsAppMediaTable {
  media_id: string;
  lead_id: string;
  mime_type: string;
  bytes: Uint8Array;
  created_at: string;
}

/** A new-lead alert to one of the owner's numbers (NOTIFY_WHATSAPP), until it is sent or stopped. */
export interface WhatsAppAlertsTable {
  id: string;
  lead_id: string;
  recipient: string;
  created_at: string;
  send_after: string;
  attempts: Generated<number>;
  claimed_until: Optional<string>;
  sent_at: Optional<string>;
  wamid: Optional<string>;
  error: Optional<string>;
  error_code: Optional<number>;
  failed_at: Optional<string>;
  stopped_at: Optional<string>;
}
