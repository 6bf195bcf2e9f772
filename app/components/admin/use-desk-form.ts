import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import type { Toast } from "~/lib/toast";
import { useToastOn } from "~/components/ui/use-toast-on";
import { deskClientAction } from "./desk-action";

/** The desk's endpoints that have no page (app/routes/resources), by their route ids. */
const endpointRoutes = [
  "routes/resources/lead-change",
  "routes/resources/lead-activities",
  "routes/resources/lead-whatsapp",
];

/**
 * Makes the endpoints' browser code (their clientAction, the same for all) known to React Router
 * before any form posts to them. React Router otherwise fetches it at the first post, and a fetch
 * that fails (no connection) makes it reload the whole page: the browser's "cannot be reached" page
 * instead of the desk with its notice. docs/decisions/0042-desk-actions-offline.md says why.
 */
function readyEndpoints() {
  const modules = (window as { __reactRouterRouteModules?: Record<string, unknown> })
    .__reactRouterRouteModules;
  if (!modules) return;
  for (const id of endpointRoutes) modules[id] ??= { clientAction: deskClientAction };
}

/**
 * A desk form posted to one of the desk's endpoints (app/routes/resources): with JavaScript by a
 * fetcher, whose answer's notice shows (also when the server cannot be reached); without it as a
 * plain form that the endpoint sends back to this page (`returnTo`) with the notice.
 */
export function useDeskForm(endpoint: string, options: { key?: string } = {}) {
  const fetcher = useFetcher<{ toast?: Toast; unreachable?: true }>(options);
  const { pathname, search } = useLocation();
  useToastOn(fetcher.data);
  useEffect(readyEndpoints, []);
  return {
    fetcher,
    action: `${endpoint}?returnTo=${encodeURIComponent(pathname + search)}`,
    busy: fetcher.state !== "idle",
  };
}

/**
 * The ref of a form that empties itself as soon as each post is saved (every answer is a new
 * object), not when the page's data has reloaded after it: what is typed meanwhile stays.
 */
export function useResetOnSaved(answer: { toast?: Toast } | undefined) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer?.toast?.tone === "success") form.current?.reset();
  }, [answer]);
  return form;
}
