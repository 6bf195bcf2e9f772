import { takeFlashNotice } from "./flash-notice.server";

/** Every staff page and answer: never cached, never indexed. */
export const staffHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/** The staff pages' headers, with the Set-Cookie headers collected on the way (if any). */
function staffResponseHeaders(...cookieSets: (Headers | undefined)[]): Headers {
  const headers = new Headers(staffHeaders);
  for (const cookies of cookieSets) {
    for (const cookie of cookies?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  }
  return headers;
}

/**
 * A form the browser posted itself (JavaScript off), not React Router's fetch. Its answer is a
 * page, rendered by loaders that still see the cookies the request came with.
 */
export function isDocumentPost(request: Request): boolean {
  const destination = request.headers.get("sec-fetch-dest");
  if (destination) return destination === "document";
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/**
 * What a staff page's loader starts with: a jar for the session cookies refreshed on the way, the
 * notice waiting for this page (see flash-notice.server.ts), and the page's headers with both.
 */
export function startStaffPage(request: Request) {
  const cookies = new Headers();
  const flash = takeFlashNotice(request);
  return {
    cookies,
    notice: flash.toast ?? null,
    headers: () => staffResponseHeaders(cookies, flash.headers),
  };
}
