import { NotFoundPage } from "~/components/sections/not-found-page";
import { notFoundMeta, siteFromMatches } from "~/lib/meta";
import { notFound } from "~/server/not-found.server";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  return notFound(request);
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  notFoundMeta(siteFromMatches(matches), location.pathname);

export default NotFoundPage;
