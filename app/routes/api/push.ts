import { requireDesk } from "~/server/auth/require-role.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { devicesOf, deviceView } from "~/server/push/push-subscriptions.server";
import { getRuntime } from "~/server/runtime.server";
import type { Route } from "./+types/push";

/**
 * GET /api/push (desk members): the VAPID public key a browser subscribes with, and the caller's
 * own devices, `{publicKey, devices: [{id, label, endpoint, createdAt, lastSentAt}]}`.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireDesk(request);
  const { database, push } = await getRuntime();
  const devices = await devicesOf(database.db, member.id);
  return jsonAnswer({ publicKey: push.publicKey, devices: devices.map(deviceView) });
}

export const action = () => jsonAnswer({ error: "Method not allowed" }, 405, { Allow: "GET" });
