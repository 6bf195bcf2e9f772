import { adminCopy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";
import type { InboundMessage } from "./webhook-payload.server";

const copy = adminCopy.whatsapp;

/** What the desk keeps of a message: its kind, its words, and what else it carried (JSON). */
export type MessageContent = { kind: string; text: string; detail: Record<string, unknown> | null };

/** Longest text kept of one message (WhatsApp's own limit for a text message). */
const maxText = 4096;

/**
 * The words the desk shows for a customer's message: a text as written, a photo's caption, a
 * location's name and address, a contact's name and numbers; anything else says what it was
 * ("The customer sent a voice note."). An ad's referral rides along in `detail`.
 */
export function messageContent(message: InboundMessage): MessageContent {
  const referral = message.referral ? { referral: message.referral } : {};
  const detail = (extra: Record<string, unknown>) =>
    Object.keys({ ...extra, ...referral }).length > 0 ? { ...extra, ...referral } : null;
  switch (message.type) {
    case "text":
      return { kind: "text", text: (message.text?.body ?? "").slice(0, maxText), detail: detail({}) };
    case "image":
      return {
        kind: "image",
        text: (message.image?.caption ?? "").slice(0, maxText),
        detail: detail({ mediaId: message.image?.id, mimeType: message.image?.mime_type }),
      };
    case "location": {
      const place = message.location;
      const words = [place?.name, place?.address].filter(Boolean).join(", ");
      return {
        kind: "location",
        text: words || `${place?.latitude ?? ""}, ${place?.longitude ?? ""}`,
        detail: detail({ latitude: place?.latitude, longitude: place?.longitude }),
      };
    }
    case "contacts": {
      const people = (message.contacts ?? []).map((person) =>
        [person.name?.formatted_name, ...(person.phones ?? []).map((phone) => phone.phone ?? phone.wa_id)]
          .filter(Boolean)
          .join(" "),
      );
      return { kind: "contacts", text: people.join("\n").slice(0, maxText), detail: detail({}) };
    }
    case "button":
      return { kind: "button", text: (message.button?.text ?? "").slice(0, maxText), detail: detail({}) };
    default: {
      const kind = message.type === "audio" && message.audio?.voice ? "voice" : message.type;
      const what = copy.kinds[kind] ?? copy.kinds.other!;
      return { kind, text: fillTemplate(copy.sentA, { what }), detail: detail({}) };
    }
  }
}
