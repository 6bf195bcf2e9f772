import { randomUUID } from "node:crypto";
import { fillTemplate } from "~/lib/links";
import type { DeskUser } from "../leads/lead-access.server";
import { getConfig } from "../site.server";
import { type ApiAnswer, apiAnswer, parseJsonObject } from "./json-answer.server";
import { type LeadClient, submitLead } from "./lead-submission.server";

export type { ApiAnswer };

const answer = apiAnswer;

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
  const json = parseJsonObject(rawBody);
  if (!json.ok) return json.answer;

  const result = await submitLead(json.body, origin, "api", staff);
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
