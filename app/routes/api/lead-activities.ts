import { activitySchema } from "~/lib/lead-work";
import { deskJsonInput, methodNotAllowed } from "~/server/http/desk-json.server";
import { jsonAnswer, noSuchLead } from "~/server/http/json-answer.server";
import { logActivityNow } from "~/server/leads/desk-work.server";
import type { Route } from "./+types/lead-activities";

/**
 * POST /api/leads/:id/activities {kind, text, markContacted?}: a note, call, WhatsApp chat, e-mail or
 * visit -> 201 {id, status}. With `markContacted: true` a lead that is still new becomes contacted
 * in the same step; `status` is the lead's status after it.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const checked = await deskJsonInput(request, activitySchema, { method: "POST", allow: "POST" });
  if (checked instanceof Response) return checked;
  const result = await logActivityNow(params.id, checked.member, checked.input);
  return result.kind === "done" ? jsonAnswer(result.value, 201) : noSuchLead();
}

// Entries are read with the lead (GET /api/leads/:id).
export const loader = () => methodNotAllowed("POST");
