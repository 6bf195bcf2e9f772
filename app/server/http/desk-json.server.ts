import type { z } from "zod";
import { type DeskStaff, requireDesk } from "../auth/require-role.server";
import { getConfig } from "../site.server";
import { fieldErrorsOf, jsonAnswer, jsonObjectOf } from "./json-answer.server";
import { requireSameOrigin } from "./same-origin.server";

/**
 * How every write of the desk's JSON API starts, and the answers it may end with before the work:
 * the caller must be a desk member (JSON 401/403), the method the one the route takes (405, with
 * the methods it allows), the request from this site, and the body a JSON object its schema accepts
 * (400 with `{ errors: { field: message } }`). Gives the member and the checked input, or the
 * answer to send instead.
 */
export async function deskJsonInput<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  accepts: { method: "POST" | "PATCH"; allow: string },
): Promise<{ member: DeskStaff; input: z.output<Schema> } | Response> {
  const member = await requireDesk(request);
  if (request.method !== accepts.method) return methodNotAllowed(accepts.allow);
  requireSameOrigin(request, getConfig().site.publicUrl);
  const body = await jsonObjectOf(request);
  if (body instanceof Response) return body;
  const parsed = schema.safeParse(body);
  if (!parsed.success) return jsonAnswer({ errors: fieldErrorsOf(parsed.error.issues) }, 400);
  return { member, input: parsed.data };
}

/** 405, naming the methods the route takes. */
export const methodNotAllowed = (allow: string) =>
  jsonAnswer({ error: "Method not allowed" }, 405, { Allow: allow });
