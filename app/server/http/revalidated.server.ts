import { createHash } from "node:crypto";

/**
 * A small file made from the live site (the manifest, the icon, the sitemap, robots.txt): browsers
 * and crawlers ask again each time (`no-cache`) and get 304 while its ETag holds, so a publish shows
 * at once and an unchanged file costs a few bytes.
 */
export function revalidated(request: Request, body: string, contentType: string): Response {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = { "Content-Type": contentType, "Cache-Control": "no-cache", ETag: etag };
  const asked = request.headers.get("if-none-match");
  if (asked && asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag))
    return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
