/**
 * Whether a state-changing request comes from another site: by its Origin header (one of ours is
 * the site's public address or the address the request was sent to), or by Sec-Fetch-Site when a
 * browser sends no Origin. An Origin that is not an address ("null", nonsense) is another site's.
 */
export function isCrossSite(
  headers: { origin: string | null; secFetchSite: string | null },
  ownOrigins: readonly string[],
): boolean {
  if (headers.origin === null) return headers.secFetchSite === "cross-site";
  try {
    return !ownOrigins.includes(new URL(headers.origin).origin);
  } catch {
    return true;
  }
}

/** State-changing requests must come from our own pages: one from another site is refused with 403. */
export function requireSameOrigin(request: Request, publicUrl: string): void {
  const headers = {
    origin: request.headers.get("origin"),
    secFetchSite: request.headers.get("sec-fetch-site"),
  };
  if (isCrossSite(headers, [new URL(publicUrl).origin, new URL(request.url).origin])) {
    throw Response.json({ error: "Cross-site requests are not allowed." }, { status: 403 });
  }
}
