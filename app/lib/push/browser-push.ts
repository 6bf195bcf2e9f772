// The browser's side of alerts on a phone: the desk's service worker and this device's subscription.
// Runs only in the browser, from an effect or a click.

export const workerUrl = "/admin/push-worker.js";
export const workerScope = "/admin/";

/** Whether this browser has what push needs: a service worker and the Push API. */
export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window;
}

/** The desk's service worker, registered for /admin/ (again, harmlessly, when it already is). */
export async function deskWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(workerUrl, { scope: workerScope, updateViaCache: "none" });
  return navigator.serviceWorker.ready;
}

/** A VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const text = atob(key.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (key.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** "Chrome on Android": the member's list of devices tells them apart by this. */
export function deviceLabel(userAgent: string): string {
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad|iPod/.test(userAgent)
      ? "iPhone or iPad"
      : /Mac OS X/.test(userAgent)
        ? "Mac"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\/|Chromium\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "A browser";
  return system ? `${browser} on ${system}` : browser;
}
