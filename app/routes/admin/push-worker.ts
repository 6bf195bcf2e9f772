import { revalidated } from "~/server/http/revalidated.server";
import { serviceWorkerScript } from "~/server/push/service-worker.server";
import type { Route } from "./+types/push-worker";

/**
 * /admin/push-worker.js: the desk's service worker (alerts on a phone). Served under /admin/ so
 * its scope is the desk and no public page; it holds no secret, so it needs no sign-in.
 */
export function loader({ request }: Route.LoaderArgs) {
  const response = revalidated(request, serviceWorkerScript, "text/javascript; charset=utf-8");
  response.headers.set("Service-Worker-Allowed", "/admin/");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}
