import { leadChangeSchema } from "~/lib/lead-work";
import { requireDesk } from "~/server/auth/require-role.server";
import { fieldErrorsOf, jsonAnswer, jsonObjectOf, noSuchLead } from "~/server/http/json-answer.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { getLead, leadApiView } from "~/server/leads/lead-record.server";
import { changeLead } from "~/server/leads/lead-work.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/lead";

/** PATCH /api/leads/:id with any of {status, followUpAt, assigneeId, lostReason}. */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireDesk(request);
  if (request.method !== "PATCH")
    return jsonAnswer({ error: "Method not allowed" }, 405, { Allow: "GET, PATCH" });
  requireSameOrigin(request, getConfig().site.publicUrl);
  const body = await jsonObjectOf(request);
  if (body instanceof Response) return body;
  const parsed = leadChangeSchema.safeParse(body);
  if (!parsed.success) return jsonAnswer({ errors: fieldErrorsOf(parsed.error.issues) }, 400);
  const { database, now } = await getRuntime();
  const result = await changeLead(database.db, {
    id: params.id,
    actor: member,
    now: now(),
    change: parsed.data,
  });
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
