import { requireRole } from "~/server/auth/require-role.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { getRuntime } from "~/server/runtime.server";
import { problemsByPath, restoreAndApply } from "~/server/site-settings/publish.server";
import { versionIdSchema } from "~/server/site-settings/site-versions.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/site-version-restore";

const notAllowed = () => jsonAnswer({ error: "Method not allowed" }, 405, { Allow: "POST" });

/**
 * POST /api/site/versions/:id/restore (admins): publishes a copy of an older version, exactly as
 * it was, as the new live version. 200 `{version}`; 404 for an unknown version; 422 `{errors}` when
 * the old version does not pass today's checks.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireRole(request, "admin");
  if (request.method !== "POST") return notAllowed();
  requireSameOrigin(request, getConfig().site.publicUrl);
  const id = versionIdSchema.safeParse(params.id);
  const { database } = await getRuntime();
  const result = id.success ? await restoreAndApply(database.db, id.data, admin.email) : undefined;
  if (!result) return jsonAnswer({ error: "No such version." }, 404);
  if (!result.ok) return jsonAnswer({ errors: problemsByPath(result.problems) }, 422);
  return jsonAnswer({ version: result.version });
}

export const loader = notAllowed;
