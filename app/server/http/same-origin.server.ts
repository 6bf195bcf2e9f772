import type { IncomingHttpHeaders } from "node:http";

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

/** A request as Node's server receives it: Express's requests are these too. */
type NodeRequest = { headers: IncomingHttpHeaders; socket: object };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * Whether a state-changing request to our server comes from another site: the one check of the
 * Express routes and of the answers Node gives ahead of Express. The address the request was sent
 * to is its Host, over TLS or not, or, behind a trusted proxy (TRUST_PROXY), as X-Forwarded-Proto
 * says: as Express's `req.protocol` reads it.
 */
export function isCrossSiteRequest(
  req: NodeRequest,
  { publicUrl, trustProxy }: { publicUrl: string; trustProxy: boolean },
): boolean {
  const direct = "encrypted" in req.socket && req.socket.encrypted ? "https" : "http";
  const forwarded = trustProxy ? first(req.headers["x-forwarded-proto"])?.split(",")[0]?.trim() : undefined;
  const sentTo = `${forwarded || direct}://${req.headers.host ?? ""}`;
  const headers = { origin: first(req.headers.origin), secFetchSite: first(req.headers["sec-fetch-site"]) };
  return isCrossSite(headers, [new URL(publicUrl).origin, sentTo]);
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

/**
 * The origin a request is served at, which React Router takes as its URL's and so checks a form's
 * Origin against: the site's public address (PUBLIC_URL) when the request comes from a page there or
 * names its host, whatever scheme and Host a reverse proxy passed on; else the address it was sent
 * to, as `protocol://host` (a visit straight to the server, such as http://127.0.0.1:3000).
 */
export function servedOrigin(
  publicUrl: string,
  sent: { origin: string | null; host: string | null; protocol: string },
): string {
  const site = new URL(publicUrl);
  const origin = sent.origin !== null && URL.canParse(sent.origin) ? new URL(sent.origin).origin : null;
  if (origin === site.origin || sent.host === null) return site.origin;
  const direct = `${sent.protocol}://${sent.host}`;
  if (!URL.canParse(direct)) return site.origin;
  const own = new URL(direct);
  if (origin === own.origin) return own.origin;
  return own.hostname === site.hostname ? site.origin : own.origin;
}
