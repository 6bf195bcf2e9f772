import { logoSvg } from "~/components/layout/brand-images";
import { revalidated } from "~/server/http/revalidated.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/favicon";

/** /favicon.svg: the profile's logo mark, asked again on each use so a publish shows at once. */
export function loader({ request }: Route.LoaderArgs) {
  return revalidated(request, logoSvg(getConfig().site), "image/svg+xml");
}
