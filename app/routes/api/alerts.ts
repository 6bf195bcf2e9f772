import { alertChangeSchema } from "~/lib/alert-choices";
import { alertChoicesOf, changeAlertChoices } from "~/server/alerts/alert-choices.server";
import { requireDesk } from "~/server/auth/require-role.server";
import { fieldErrorsOf, jsonAnswer, jsonObjectOf } from "~/server/http/json-answer.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/alerts";

const noAccount = () => jsonAnswer({ error: "No such account." }, 404);

/** GET /api/alerts: what the caller receives, {leadAlerts, morningDigest}. */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireDesk(request);
  const { database } = await getRuntime();
  const choices = await alertChoicesOf(database.db, member.id);
  return choices ? jsonAnswer(choices) : noAccount();
}

/** PATCH /api/alerts with {leadAlerts?, morningDigest?} (booleans): the caller's own choices. */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireDesk(request);
  if (request.method !== "PATCH")
    return jsonAnswer({ error: "Method not allowed" }, 405, { Allow: "GET, PATCH" });
  requireSameOrigin(request, getConfig().site.publicUrl);
  const body = await jsonObjectOf(request);
  if (body instanceof Response) return body;
  const parsed = alertChangeSchema.safeParse(body);
  if (!parsed.success) return jsonAnswer({ errors: fieldErrorsOf(parsed.error.issues) }, 400);
  const { database } = await getRuntime();
  const choices = await changeAlertChoices(database.db, member.id, parsed.data);
  return choices ? jsonAnswer(choices) : noAccount();
}
