import { randomUUID } from "node:crypto";
import { submitLead } from "~/server/leads/submit-lead.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/leads";

const json = (body: unknown, status: number, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** POST /api/leads: the same rules as the forms, for scripts and the form when JavaScript runs. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ error: "Method not allowed" }, 405, { Allow: "POST" });
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    return json({ error: "Send the lead as JSON (Content-Type: application/json)." }, 415);
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ errors: { form: "The request body is not valid JSON." } }, 400);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return json({ errors: { form: "The request body must be a JSON object." } }, 400);
  }

  const result = await submitLead(body as Record<string, unknown>, request, context, "api");
  const { site } = getConfig();
  switch (result.kind) {
    case "created":
    case "duplicate":
      return json({ id: result.id }, 201);
    case "ignored":
      // A bot that filled the honeypot is told it succeeded, and learns nothing.
      return json({ id: randomUUID() }, 201);
    case "invalid":
      return json({ errors: result.errors }, 400);
    case "rate_limited":
      return json(
        { error: site.leadForm.notices.rateLimited.text.replace("{phone}", site.phoneDisplay) },
        429,
        { "Retry-After": String(Math.ceil(result.retryAfterMs / 1000)) },
      );
    case "error":
      return json({ error: site.leadForm.notices.failure.text }, 500);
  }
}

export function loader() {
  return json({ error: "Method not allowed" }, 405, { Allow: "POST" });
}
