/**
 * State-changing requests must come from our own pages: a browser request from another site
 * (by Origin, or by Sec-Fetch-Site when a browser sends no Origin) is refused with 403.
 */
export function requireSameOrigin(request: Request, publicUrl: string): void {
  const origin = request.headers.get("origin");
  const allowed = new Set([new URL(publicUrl).origin, new URL(request.url).origin]);
  const crossSite =
    origin !== null ? !allowed.has(origin) : request.headers.get("sec-fetch-site") === "cross-site";
  if (crossSite) {
    throw Response.json({ error: "Cross-site requests are not allowed." }, { status: 403 });
  }
}
