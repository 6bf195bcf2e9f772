import { createHmac, randomBytes } from "node:crypto";

// Webhook deliveries in the shape Meta documents for the Cloud API ("whatsapp_business_account",
// field "messages"), for the tests and the bench, and the signature Meta puts on them.

export type Sender = { waId: string; name: string };

const seconds = (at: Date) => String(Math.floor(at.getTime() / 1000));

/** A fresh WhatsApp message id, in the platform's form. */
export const newWamid = () => `wamid.HBgM${randomBytes(16).toString("base64url")}`;

/** One delivery with these messages and statuses, to the business number `phoneNumberId`. */
export function delivery(
  phoneNumberId: string,
  parts: { from?: Sender; messages?: Record<string, unknown>[]; statuses?: Record<string, unknown>[] },
) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "919845000000", phone_number_id: phoneNumberId },
              ...(parts.from
                ? { contacts: [{ profile: { name: parts.from.name }, wa_id: parts.from.waId }] }
                : {}),
              ...(parts.messages ? { messages: parts.messages } : {}),
              ...(parts.statuses ? { statuses: parts.statuses } : {}),
            },
          },
        ],
      },
    ],
  };
}

const base = (from: Sender, at: Date, id: string) => ({ from: from.waId, id, timestamp: seconds(at) });

export const textMessage = (from: Sender, body: string, at = new Date(), id = newWamid()) => ({
  ...base(from, at, id),
  type: "text",
  text: { body },
});

export const imageMessage = (from: Sender, mediaId: string, caption: string, at = new Date()) => ({
  ...base(from, at, newWamid()),
  type: "image",
  image: { caption, mime_type: "image/jpeg", sha256: "fake", id: mediaId },
});

export const locationMessage = (from: Sender, at = new Date()) => ({
  ...base(from, at, newWamid()),
  type: "location",
  location: { latitude: 12.9166, longitude: 77.6101, name: "Our flat", address: "16th Main, BTM Layout" },
});

export const voiceNote = (from: Sender, at = new Date()) => ({
  ...base(from, at, newWamid()),
  type: "audio",
  audio: { mime_type: "audio/ogg; codecs=opus", sha256: "fake", id: "7001", voice: true },
});

/** A message a click-to-WhatsApp ad started. */
export const adMessage = (from: Sender, body: string, at = new Date()) => ({
  ...textMessage(from, body, at),
  referral: {
    source_url: "https://fb.me/3kPq9zX1",
    source_id: "120210000000000",
    source_type: "ad",
    headline: "Modular kitchens fitted in 10 days",
    body: "Free site visit in South Bangalore",
    media_type: "image",
    image_url: "https://scontent.example/ad.jpg",
    ctwa_clid: "ARAkLkA8rmlFeiCktEJQ-QTwRiyYHAFDLMNDBH0CD3qpjd0HR4irJ6LEkR7JwFF4XvnO2E4Nx0",
  },
});

/** A status update of a sent message; "failed" carries Meta's error. */
export const statusUpdate = (
  wamid: string,
  status: "sent" | "delivered" | "read" | "failed",
  recipient: string,
  at = new Date(),
  error?: { code: number; title: string; details: string },
) => ({
  id: wamid,
  status,
  timestamp: seconds(at),
  recipient_id: recipient,
  ...(error
    ? {
        errors: [
          {
            code: error.code,
            title: error.title,
            message: error.title,
            error_data: { details: error.details },
          },
        ],
      }
    : {}),
});

/** The X-Hub-Signature-256 header Meta sends with a body. */
export const metaSignature = (body: string, appSecret: string) =>
  `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;

/** POSTs a delivery to the webhook, signed as Meta signs it (or with `signature` when given). */
export function postDelivery(url: string, body: unknown, appSecret: string, signature?: string) {
  const text = JSON.stringify(body);
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-hub-signature-256": signature ?? metaSignature(text, appSecret),
    },
    body: text,
  });
}
