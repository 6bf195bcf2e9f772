import { activitySchema } from "~/lib/lead-work";
import { requireDesk } from "~/server/auth/require-role.server";
import { fieldErrorsOf, jsonAnswer, jsonObjectOf, noSuchLead } from "~/server/http/json-answer.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { logActivity } from "~/server/leads/lead-work.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/lead-activities";

/** POST /api/leads/:id/activities {kind, text}: a note, call, WhatsApp chat, e-mail or visit -> 201 {id}. */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireDesk(request);
  if (request.method !== "POST") return jsonAnswer({ error: "Method not allowed" }, 405, { Allow: "POST" });
  requireSameOrigin(request, getConfig().site.publicUrl);
  const body = await jsonObjectOf(request);
  if (body instanceof Response) return body;
  const parsed = activitySchema.safeParse(body);
  if (!parsed.success) return jsonAnswer({ errors: fieldErrorsOf(parsed.error.issues) }, 400);
  const { database, now } = await getRuntime();
  const result = await logActivity(database.db, { id: params.id, actor: member, now: now(), ...parsed.data });
  return result.kind === "done" ? jsonAnswer(result.value, 201) : noSuchLead();
}

// Entries are read with the lead (GET /api/leads/:id).
export const loader = () => jsonAnswer({ error: "Method not allowed" }, 405, { Allow: "POST" });
