import { MessageCircle } from "lucide-react";
import { type ChatWindow, windowLeftText } from "~/lib/whatsapp-chat";

/**
 * Beside the response clock: how long the customer's 24-hour WhatsApp window stays open, as the
 * server saw it at `now` (the same without JavaScript). Nothing once it has closed.
 */
export function ChatWindowTag({ window, now }: { window: ChatWindow; now: string }) {
  const text = windowLeftText(window, now);
  if (!text) return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-900 ring-1 ring-emerald-300 ring-inset"
      data-chat-window="open"
    >
      <MessageCircle aria-hidden="true" className="size-3.5" />
      {text}
    </span>
  );
}
