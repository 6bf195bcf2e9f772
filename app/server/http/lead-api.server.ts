import { randomUUID } from "node:crypto";
import { fillTemplate } from "~/lib/links";
import type { DeskUser } from "../leads/lead-access.server";
import { getConfig } from "../site.server";
import { type LeadClient, submitLead } from "./lead-submission.server";

export type ApiAnswer = { status: number; body: unknown; headers: Record<string, string> };

const answer = (status: number, body: unknown, headers: Record<string, string> = {}): ApiAnswer => ({
  status,
  body,
  headers: { "Cache-Control": "no-store", ...headers },
});

/**
 * POST /api/leads, independent of the web framework: the Express fast path and the React Router
 * route both hand it the raw body and answer what it returns. `staff` is the signed-in desk member
 * entering an enquiry (its `source` is kept, no rate limit), absent for everyone else.
 */
export async function answerLeadPost(
  contentType: string | null,
  rawBody: string,
  origin: LeadClient,
  staff?: DeskUser,
) {
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? "")) {
    return answer(415, { error: "Send the lead as JSON (Content-Type: application/json)." });
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return answer(400, { errors: { form: "The request body is not valid JSON." } });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return answer(400, { errors: { form: "The request body must be a JSON object." } });
  }

  const result = await submitLead(body as Record<string, unknown>, origin, "api", staff);
  const { site } = getConfig();
  switch (result.kind) {
    case "created":
    case "duplicate":
      return answer(201, { id: result.id });
    case "ignored":
      // A bot that filled the honeypot is told it succeeded, and learns nothing.
      return answer(201, { id: randomUUID() });
    case "invalid":
      return answer(400, { errors: result.errors });
    case "rate_limited":
      return answer(
        429,
        { error: fillTemplate(site.leadForm.notices.rateLimited.text, { phone: site.phoneDisplay }) },
        {
          "Retry-After": String(Math.ceil(result.retryAfterMs / 1000)),
        },
      );
    case "error":
      return answer(500, { error: site.leadForm.notices.failure.text });
  }
}

export const methodNotAllowed = answer(405, { error: "Method not allowed" }, { Allow: "POST" });

/**
 * Whether a request carries a desk session cookie: only then may it be a staff member's entry,
 * which the fast path leaves to the route that reads the session. Visitors never have one.
 */
export const hasSessionCookie = (cookie: string | null | undefined) =>
  /(^|;\s*)(__Secure-)?better-auth\.session_token=/.test(cookie ?? "");
