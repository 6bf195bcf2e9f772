import { leadChangeSchema } from "~/lib/lead-work";
import { requireDesk } from "~/server/auth/require-role.server";
import { deskJsonInput } from "~/server/http/desk-json.server";
import { jsonAnswer, noSuchLead } from "~/server/http/json-answer.server";
import { changeLeadNow } from "~/server/leads/desk-work.server";
import { getLead, leadApiView } from "~/server/leads/lead-record.server";
import { getRuntime } from "~/server/runtime.server";
import type { Route } from "./+types/lead";

/** PATCH /api/leads/:id with any of {status, followUpAt, assigneeId, lostReason}. */
export async function action({ request, params }: Route.ActionArgs) {
  const checked = await deskJsonInput(request, leadChangeSchema, { method: "PATCH", allow: "GET, PATCH" });
  if (checked instanceof Response) return checked;
  const result = await changeLeadNow(params.id, checked.member, checked.input);
  if (result.kind === "not-found") return noSuchLead();
  if (result.kind === "invalid") return jsonAnswer({ errors: result.errors }, 400);
  return jsonAnswer({ lead: result.value });
}

/** GET /api/leads/:id: the lead, its timeline, follow-up, owner and the person's other enquiries. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireDesk(request);
  const { database } = await getRuntime();
  const found = await getLead(database.db, params.id, member);
  return found ? jsonAnswer(leadApiView(found)) : noSuchLead();
}
