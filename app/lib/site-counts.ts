// What the site counts of its own public pages, shared by the counting on the server and the reports.

/** Contact links a visitor can click, as the page reports them. */
export const contactClicks = ["call", "whatsapp", "email", "directions"] as const;
export const eventKinds = ["view", ...contactClicks] as const;
export type EventKind = (typeof eventKinds)[number];

/**
 * What is counted for each page: the daily totals' columns, the reports' figures and the page
 * table's, in this order.
 */
export const pageFigures = ["views", "visitors", "calls", "whatsapps", "emails", "directions"] as const;
export type PageFigure = (typeof pageFigures)[number];
export type PageFigures = Record<PageFigure, number>;

/** Where a visitor came from, grouped by the referring site. */
export const referrerGroups = [
  "google",
  "bing",
  "whatsapp",
  "facebook",
  "instagram",
  "direct",
  "other",
] as const;
export type ReferrerGroup = (typeof referrerGroups)[number];

const groupsByHost: readonly (readonly [ReferrerGroup, RegExp])[] = [
  ["google", /(^|\.)google\.[a-z.]+$/],
  ["bing", /(^|\.)bing\.com$/],
  ["whatsapp", /(^|\.)(whatsapp\.(com|net)|wa\.me)$/],
  ["facebook", /(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/],
  ["instagram", /(^|\.)instagram\.com$/],
];

/**
 * The group of a referrer (a URL, or a bare host): "direct" when there is none or it is this site
 * itself (any of `ownHosts`), "other" for any other site.
 */
export function referrerGroup(
  referrer: string | null | undefined,
  ownHosts?: string | readonly string[],
): ReferrerGroup {
  if (!referrer) return "direct";
  let host: string;
  try {
    host = new URL(referrer.includes("://") ? referrer : `https://${referrer}`).hostname.toLowerCase();
  } catch {
    return "other";
  }
  const own = typeof ownHosts === "string" ? [ownHosts] : (ownHosts ?? []);
  if (own.some((ownHost) => host === ownHost.toLowerCase())) return "direct";
  // Android apps send the app's package as the referrer, e.g. android-app://com.whatsapp/.
  if (host === "com.whatsapp") return "whatsapp";
  if (host === "com.google.android.googlequicksearchbox" || host === "com.google.android.gm") return "google";
  for (const [group, pattern] of groupsByHost) if (pattern.test(host)) return group;
  return "other";
}

export type ContactClick = (typeof contactClicks)[number];

/** Where a contact click is reported: `{type, path}`, sent by the page with navigator.sendBeacon. */
export const eventsPath = "/api/events";

/**
 * The contact a link's address reaches, if it is one the site counts: a call (tel:), a WhatsApp chat
 * (wa.me, api.whatsapp.com), an e-mail (mailto:) or directions (a Google Maps link).
 */
export function contactClickOf(href: string): ContactClick | undefined {
  if (/^tel:/i.test(href)) return "call";
  if (/^mailto:/i.test(href)) return "email";
  if (/^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href)) return "whatsapp";
  if (/^https:\/\/(www\.google\.com\/maps|maps\.google\.com|maps\.app\.goo\.gl)\//.test(href))
    return "directions";
  return undefined;
}
