import { alertChangeSchema } from "~/lib/alert-choices";
import { alertChoicesOf, changeAlertChoices } from "~/server/alerts/alert-choices.server";
import { requireDesk } from "~/server/auth/require-role.server";
import { deskJsonInput } from "~/server/http/desk-json.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { getRuntime } from "~/server/runtime.server";
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
  const checked = await deskJsonInput(request, alertChangeSchema, { method: "PATCH", allow: "GET, PATCH" });
  if (checked instanceof Response) return checked;
  const { database } = await getRuntime();
  const choices = await changeAlertChoices(database.db, checked.member.id, checked.input);
  return choices ? jsonAnswer(choices) : noAccount();
}
