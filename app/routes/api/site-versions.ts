import { requireRole } from "~/server/auth/require-role.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { getRuntime } from "~/server/runtime.server";
import { listVersions } from "~/server/site-settings/site-versions.server";
import type { Route } from "./+types/site-versions";

/** GET /api/site/versions (admins): every published version, newest (the live one) first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const { database } = await getRuntime();
  return jsonAnswer({ versions: await listVersions(database.db) });
}

export const action = () => jsonAnswer({ error: "Method not allowed" }, 405, { Allow: "GET" });
