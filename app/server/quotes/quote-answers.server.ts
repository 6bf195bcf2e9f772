import type { DeskStaff } from "../auth/require-role.server";
import { requireDesk } from "../auth/require-role.server";
import { methodNotAllowed } from "../http/desk-json.server";
import { jsonAnswer } from "../http/json-answer.server";
import { requireSameOrigin } from "../http/same-origin.server";
import { getConfig } from "../site.server";
import type { QuoteResult } from "./quote-store.server";

// How the quotes' JSON API answers: 404 for a lead or quote the caller may not see, 403 with the
// reason, 409 for a change a sent or approved quote cannot take, 422 with each problem by its
// dotted place ("sections.0.lines.1.rate").

export const noSuchQuote = () => jsonAnswer({ error: "No such quote." }, 404);

export function quoteAnswer<T>(result: QuoteResult<T>, status = 200): Response {
  switch (result.kind) {
    case "done":
      return jsonAnswer(result.value, status);
    case "not-found":
      return noSuchQuote();
    case "forbidden":
      return jsonAnswer({ error: result.error }, 403);
    case "conflict":
      return jsonAnswer({ error: result.error }, 409);
    case "invalid":
      return jsonAnswer({ errors: result.errors }, 422);
  }
}

/**
 * How every quote write starts: a desk member (JSON 401/403), the route's method (405 with Allow),
 * from this site, and a JSON object body, or none at all (`{}`), for the store to check.
 */
export async function deskQuoteWrite(
  request: Request,
  accepts: { method: "POST" | "PATCH"; allow: string },
): Promise<{ member: DeskStaff; body: Record<string, unknown> } | Response> {
  const member = await requireDesk(request);
  if (request.method !== accepts.method) return methodNotAllowed(accepts.allow);
  requireSameOrigin(request, getConfig().site.publicUrl);
  const text = await request.text();
  if (text.trim() === "") return { member, body: {} };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return jsonAnswer({ errors: { form: "The request body is not valid JSON." } }, 400);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return jsonAnswer({ errors: { form: "The request body must be a JSON object." } }, 400);
  return { member, body: body as Record<string, unknown> };
}
