import { requireRole } from "~/server/auth/require-role.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { removeActivity } from "~/server/leads/lead-work.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/lead-activity";

const notAllowed = () => jsonAnswer({ error: "Method not allowed" }, 405, { Allow: "DELETE" });

/** DELETE /api/leads/:id/activities/:activityId (admins): the entry's words go; who removed it, and when, stay. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireRole(request, "admin");
  if (request.method !== "DELETE") return notAllowed();
  requireSameOrigin(request, getConfig().site.publicUrl);
  const { database, now } = await getRuntime();
  const removed = await removeActivity(database.db, {
    id: params.id,
    activityId: params.activityId,
    actor: { id: admin.id, email: admin.email, role: "admin" },
    now: now(),
  });
  return removed ? new Response(null, { status: 204 }) : jsonAnswer({ error: "No such entry." }, 404);
}

export const loader = notAllowed;
