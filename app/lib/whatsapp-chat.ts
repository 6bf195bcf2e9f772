import { adminCopy } from "./admin-copy";
import { fillTemplate } from "./links";
import { formatDuration } from "./response-clock";

// A lead's WhatsApp chat as the desk page and GET /api/leads/:id/whatsapp show it.

/** One message of a lead's chat. */
export type ChatMessage = {
  id: string;
  direction: "in" | "out";
  /** "text", "image", "location", "contacts", "template", or the platform's word for another kind. */
  kind: string;
  text: string;
  /** A location's coordinates, an ad's referral, a photo's media id, a template and its values. */
  detail: Record<string, unknown> | null;
  /** Who sent a reply (the desk member's e-mail); null for the customer's. */
  sentBy: string | null;
  sentAt: string;
  /** For a reply: how far it got; "failed" with the platform's reason in `error`. */
  status: "sent" | "delivered" | "read" | "failed" | null;
  error: string | null;
  /** For a photo: whether it was fetched and can be shown. */
  hasPhoto: boolean;
};

/** The customer's 24-hour window: open until `closesAt`, or closed (null: they never wrote). */
export type ChatWindow = { open: boolean; closesAt: string | null };

export type ChatTemplate = { name: string; label: string; body: string; values: string[] };

export type ChatView = {
  /** Whether this server is connected to WhatsApp (replies can be sent). */
  connected: boolean;
  messages: ChatMessage[];
  window: ChatWindow;
  templates: ChatTemplate[];
};

/** "Reply window open · 5 h 12 min left", as the server saw it at `now`; undefined once closed. */
export function windowLeftText(window: ChatWindow, now: string): string | undefined {
  if (!window.open || !window.closesAt) return undefined;
  const minutes = (Date.parse(window.closesAt) - Date.parse(now)) / 60_000;
  if (minutes <= 0) return undefined;
  return fillTemplate(adminCopy.whatsapp.windowOpen, { left: formatDuration(Math.floor(minutes)) });
}
