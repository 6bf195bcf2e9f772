import type { IncomingHttpHeaders } from "node:http";

/**
 * Whether a state-changing request comes from another site: by its Origin header (one of ours is
 * the site's public address or the address the request was sent to), or by Sec-Fetch-Site when a
 * browser sends no Origin. An Origin that is not an address ("null", nonsense) is another site's.
 */
function isCrossSite(
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
