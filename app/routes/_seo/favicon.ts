import { logoSvg } from "~/components/layout/brand-images";
import { getConfig } from "~/server/site.server";

/** /favicon.svg: the profile's logo mark. */
export function loader() {
  return new Response(logoSvg(getConfig().site), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
  });
}
