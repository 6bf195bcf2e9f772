import { requireDesk } from "~/server/auth/require-role.server";
import { methodNotAllowed } from "~/server/http/desk-json.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { removeDevice } from "~/server/push/push-subscriptions.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/push-device";

/** DELETE /api/push/devices/:id: one of the caller's own devices stops receiving alerts. 204, or 404. */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireDesk(request);
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  requireSameOrigin(request, getConfig().site.publicUrl);
  const { database } = await getRuntime();
  const removed = await removeDevice(database.db, member.id, { id: params.id });
  return removed ? new Response(null, { status: 204 }) : jsonAnswer({ error: "No such device." }, 404);
}

export const loader = () => methodNotAllowed("DELETE");
