import { adminCopy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";

const copy = adminCopy.whatsapp;

/** The Graph API settings a call needs. */
export type GraphSettings = { apiUrl: string; token: string; phoneNumberId: string };

/** What is sent: a text within the customer's window, or an approved template. */
export type Outgoing =
  | { type: "text"; text: string }
  | { type: "template"; name: string; language: string; values: readonly string[] };

/** The platform's answer: the message's WhatsApp id, or its refusal in plain words and its code. */
export type SendResult = { ok: true; wamid: string } | { ok: false; code: number | null; reason: string };

/** The refusal's words for the desk, by the Cloud API's documented error codes. */
export function plainReason(code: number | null, message: string): string {
  if (code === 131047) return copy.errors.windowClosed;
  if (code === 131026 || code === 131030) return copy.errors.notOnWhatsApp;
  if (code === 190 || code === 0) return copy.errors.token;
  if (code === 4 || code === 80007 || code === 130429 || code === 131056) return copy.errors.rateLimited;
  if (code !== null && code >= 132000 && code <= 132099) return copy.errors.template;
  if (code === null) return copy.errors.unreachable;
  return fillTemplate(copy.errors.other, { reason: message.slice(0, 200) || String(code) });
}

type GraphError = { error?: { code?: number; message?: string; error_data?: { details?: string } } };

async function readError(response: Response): Promise<SendResult & { ok: false }> {
  const body = (await response.json().catch(() => ({}))) as GraphError;
  const code = typeof body.error?.code === "number" ? body.error.code : response.status === 401 ? 190 : -1;
  const message = body.error?.error_data?.details ?? body.error?.message ?? `HTTP ${response.status}`;
  return { ok: false, code, reason: plainReason(code, message) };
}

/** The request body of a send, as the Cloud API documents it. */
export function sendBody(to: string, outgoing: Outgoing): Record<string, unknown> {
  const base = { messaging_product: "whatsapp", recipient_type: "individual", to: to.replace(/^\+/, "") };
  if (outgoing.type === "text")
    return { ...base, type: "text", text: { preview_url: false, body: outgoing.text } };
  const parameters = outgoing.values.map((text) => ({ type: "text", text }));
  return {
    ...base,
    type: "template",
    template: {
      name: outgoing.name,
      language: { code: outgoing.language },
      ...(parameters.length ? { components: [{ type: "body", parameters }] } : {}),
    },
  };
}

/** Sends one message (POST /{phone-number-id}/messages with the bearer token). */
export async function sendMessage(
  settings: GraphSettings,
  to: string,
  outgoing: Outgoing,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}/${settings.phoneNumberId}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${settings.token}`, "content-type": "application/json" },
      body: JSON.stringify(sendBody(to, outgoing)),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return { ok: false, code: null, reason: copy.errors.unreachable };
  }
  if (!response.ok) return readError(response);
  const body = (await response.json().catch(() => ({}))) as { messages?: { id?: string }[] };
  const wamid = body.messages?.[0]?.id;
  return wamid ? { ok: true, wamid } : { ok: false, code: -1, reason: copy.errors.unreachable };
}

/** Most a customer's photo may weigh to be kept (WhatsApp's own limit for images is 5 MB). */
const maxPhotoBytes = 5 * 1024 * 1024;

/**
 * A photo a customer sent, in the media API's two calls: GET /{media-id} for a short-lived URL,
 * then that URL, both with the bearer token. A refusal says why (a 401: the token needs renewing).
 */
export async function fetchMedia(
  settings: GraphSettings,
  mediaId: string,
): Promise<{ ok: true; mimeType: string; bytes: Uint8Array } | { ok: false; reason: string }> {
  const headers = { authorization: `Bearer ${settings.token}` };
  try {
    const meta = await fetch(`${settings.apiUrl}/${encodeURIComponent(mediaId)}`, {
      headers,
      signal: AbortSignal.timeout(15_000),
    });
    if (!meta.ok) return { ok: false, reason: (await readError(meta)).reason };
    const { url, mime_type: mimeType } = (await meta.json()) as { url?: string; mime_type?: string };
    if (!url || !mimeType?.startsWith("image/")) return { ok: false, reason: copy.errors.unreachable };
    const file = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
    if (!file.ok) return { ok: false, reason: (await readError(file)).reason };
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.length > maxPhotoBytes) return { ok: false, reason: copy.errors.unreachable };
    return { ok: true, mimeType, bytes };
  } catch {
    return { ok: false, reason: copy.errors.unreachable };
  }
}
