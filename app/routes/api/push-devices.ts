import { deskJsonInput, methodNotAllowed } from "~/server/http/desk-json.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { saveSubscription, subscriptionSchema } from "~/server/push/push-subscriptions.server";
import { getRuntime } from "~/server/runtime.server";
import type { Route } from "./+types/push-devices";

/**
 * POST /api/push/devices with a browser's subscription, `{endpoint, keys: {p256dh, auth}, label?}`:
 * this device receives the caller's alerts from now on. 201 `{id}`.
 */
export async function action({ request }: Route.ActionArgs) {
  const checked = await deskJsonInput(request, subscriptionSchema, { method: "POST", allow: "POST" });
  if (checked instanceof Response) return checked;
  const { database, now } = await getRuntime();
  const id = await saveSubscription(database.db, checked.member.id, checked.input, now());
  return jsonAnswer({ id }, 201);
}

export const loader = () => methodNotAllowed("POST");
