import { socialImageTitle } from "~/lib/social-image";
import { socialImageSvg } from "~/components/layout/brand-images";
import { notFound } from "~/server/not-found.server";
import { cachedPng } from "~/server/og/social-image-png.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/og-image";

/** A day for the SVG; the PNG is what chat apps fetch and keep, revalidated by its ETag after a week. */
const svgCache = "public, max-age=86400";
const pngCache = "public, max-age=604800, stale-while-revalidate=86400";

/**
 * /og/{page}.png and /og/{page}.svg: the social preview of a page (home, services, about, contact,
 * privacy, or an area's slug), the PNG drawn from the SVG at its first request and kept in memory.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const { site } = getConfig();
  const [, name, type] = /^([a-z0-9-]+)\.(svg|png)$/.exec(params.file) ?? [];
  const title = name ? socialImageTitle(site, name) : null;
  if (!title) return notFound(request);
  const svg = socialImageSvg(site, title);
  if (type === "svg") {
    return new Response(svg, { headers: { "Content-Type": "image/svg+xml", "Cache-Control": svgCache } });
  }
  const png = cachedPng(svg);
  const headers = { "Content-Type": "image/png", "Cache-Control": pngCache, ETag: png.etag };
  if (request.headers.get("if-none-match") === png.etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(png.body), {
    headers: { ...headers, "Content-Length": String(png.body.length) },
  });
}
