import webpush from "web-push";
import type { PushMessage } from "./push-message";
import type { VapidKeys } from "./vapid-keys.server";

/** How a push service answered one notification. */
export type PushOutcome =
  { kind: "sent" } | { kind: "gone"; status: number } | { kind: "failed"; error: string };

export type PushSettings = {
  keys: VapidKeys;
  /** Who runs the server, for the push service to reach ("mailto:…" or the site's address). */
  subject: string;
  /** The site's origin (PUBLIC_URL): the notification opens the desk page there. */
  publicUrl: string;
  /** How long the push service keeps a notification for a phone that is off: a lead is news for a day. */
  ttlSeconds?: number;
};

/** Firefox on Android refuses a payload over about 3 KB; an alert stays far under it. */
export const largestPayload = 3000;

/**
 * Encrypts the message for one device (aes128gcm), signs the request with the VAPID keys and posts
 * it to the device's push service, with TTL and Urgency set here rather than web-push's four
 * weeks. Sent with fetch, so the push service may be any address the endpoint names.
 */
export async function sendPush(
  device: { endpoint: string; p256dh: string; auth: string },
  message: PushMessage,
  settings: PushSettings,
): Promise<PushOutcome> {
  const payload = JSON.stringify({ ...message, url: new URL(message.url, settings.publicUrl).href });
  if (Buffer.byteLength(payload) > largestPayload) return { kind: "failed", error: "payload over 3 KB" };
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      payload,
      {
        vapidDetails: { subject: settings.subject, ...settings.keys },
        TTL: settings.ttlSeconds ?? 86_400,
        urgency: "high",
        contentEncoding: "aes128gcm",
      },
    );
  } catch {
    // Keys a browser would never give: the device cannot be reached, ever.
    return { kind: "gone", status: 0 };
  }
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    return { kind: "failed", error: String(error) };
  }
  await response.body?.cancel();
  if (response.status >= 200 && response.status < 300) return { kind: "sent" };
  if (response.status === 404 || response.status === 410) return { kind: "gone", status: response.status };
  return { kind: "failed", error: `push service answered ${response.status}` };
}
