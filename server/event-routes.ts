import express from "express";
import { marketingPaths } from "~/lib/pages";
import type { Site } from "~/lib/site";
import { perSite } from "~/server/site-settings/live-site.server";
import { eventsPath } from "~/lib/site-counts";
import { rateLimitClient } from "~/server/client-address.server";
import { isCrossSiteRequest } from "~/server/http/same-origin.server";
import { answerEventPost, clickLimiter, eventSchemaFor } from "~/server/site-counts/events-api.server";
import type { SiteCounter } from "~/server/site-counts/site-counter.server";
import { maxBodyBytes, refuseLargeBodies } from "./body-limits";

/** Contact clicks a client may report per minute; more are refused (429) and not counted. */
export const clicksPerMinute = 60;

type EventRouteOptions = {
  /** Null when counting is off: the API answers alike, and counts nothing. */
  counter: Pick<SiteCounter, "clicked"> | null;
  site: Site;
  /** Whether a proxy in front says how the request was sent (TRUST_PROXY). */
  trustProxy: boolean;
  clientAddress: (req: express.Request) => string;
};

/**
 * POST /api/events: a contact click reported by a public page. The lead API's limits (body size,
 * content type, other sites refused) and a per-client limit; answered 204 with nothing set, or 400
 * with the lead API's `{errors: {field: message}}`.
 */
export function eventRoutes(app: express.Express, options: EventRouteOptions) {
  const { counter, site, trustProxy, clientAddress } = options;
  const eventSchema = perSite((live) => eventSchemaFor(new Set(marketingPaths(live))));
  const limit = clickLimiter({ max: clicksPerMinute, windowMs: 60_000 });
  const refuse = (
    res: express.Response,
    status: number,
    error: string,
    headers: Record<string, string> = {},
  ) =>
    void res
      .status(status)
      .set({ "Cache-Control": "no-store", ...headers })
      .json({ error });

  app.post(
    eventsPath,
    refuseLargeBodies,
    express.text({ type: () => true, limit: maxBodyBytes }),
    (req, res) => {
      if (isCrossSiteRequest(req, { publicUrl: site.publicUrl, trustProxy })) {
        return refuse(res, 403, "Cross-site requests are not allowed.");
      }
      const hit = limit(rateLimitClient(clientAddress(req)), Date.now());
      if (!hit.ok) {
        return refuse(res, 429, "Too many events.", {
          "Retry-After": String(Math.ceil(hit.retryAfterMs / 1000)),
        });
      }
      const body = typeof req.body === "string" ? req.body : "";
      const answer = answerEventPost(req.get("content-type") ?? null, body, eventSchema());
      if (answer.click) counter?.clicked(answer.click.type, answer.click.path, (name) => req.get(name));
      res.status(answer.status).set(answer.headers);
      if (answer.status === 204) res.end();
      else res.json(answer.body);
    },
  );
  app.all(eventsPath, (_req, res) => refuse(res, 405, "Method not allowed", { Allow: "POST" }));
}
