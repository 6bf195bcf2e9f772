import { DetailSection } from "~/components/admin/detail-section";
import { adminCopy } from "~/lib/admin-copy";
import type { ChatView } from "~/lib/whatsapp-chat";
import { ChatMessage } from "./chat-message";
import { ReplyForm, TemplateForms } from "./reply-forms";

const copy = adminCopy.whatsapp;

/**
 * A lead's WhatsApp chat: the messages both ways, oldest first, each reply with who sent it and its
 * ticks; then the reply box while the customer's window is open, else the approved templates.
 * Shown once there is a chat, or when this server can start one.
 */
export function ChatPanel({ leadId, chat }: { leadId: string; chat: ChatView }) {
  if (!chat.connected && chat.messages.length === 0) return null;
  return (
    <DetailSection id="whatsapp-h" title={copy.heading}>
      {chat.messages.length === 0 ? (
        <p className="mt-2 text-sm text-wood-800">{copy.empty}</p>
      ) : (
        <ol className="mt-3 space-y-2" aria-label={copy.heading}>
          {chat.messages.map((message) => (
            <ChatMessage key={message.id} leadId={leadId} message={message} />
          ))}
        </ol>
      )}
      {!chat.connected ? (
        <p className="mt-3 text-sm text-wood-800">{copy.off}</p>
      ) : chat.window.open ? (
        <ReplyForm leadId={leadId} />
      ) : (
        <TemplateForms leadId={leadId} templates={chat.templates} everWrote={chat.window.closesAt !== null} />
      )}
    </DetailSection>
  );
}
