import { requireRole } from "~/server/auth/require-role.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { getRuntime } from "~/server/runtime.server";
import { maxSiteBodyBytes, problemsByPath, publishAndApply } from "~/server/site-settings/publish.server";
import { publishedVersion } from "~/server/site-settings/site-versions.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/site";

/**
 * GET /api/site (admins): the published profile itself, as typed (placeholders unfilled), so what
 * it answers can be edited and sent back; its version in X-Site-Version.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const { database } = await getRuntime();
  const version = await publishedVersion(database.db);
  if (!version) return jsonAnswer({ error: "No version is published yet." }, 404);
  return jsonAnswer(version.profile, 200, { "X-Site-Version": String(version.id) });
}

/**
 * PUT /api/site (admins): publishes a whole profile as the new version, live on this server when
 * answered and on every other within a second. 200 `{version}`; 422 `{errors: {"<path>": message}}`
 * with every problem, nothing published; 400 for a body that is not a JSON object; 413 over 2 MiB.
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireRole(request, "admin");
  if (request.method !== "PUT") {
    return jsonAnswer({ error: "Method not allowed" }, 405, { Allow: "GET, PUT" });
  }
  requireSameOrigin(request, getConfig().site.publicUrl);
  const text = await request.text();
  if (Buffer.byteLength(text) > maxSiteBodyBytes) {
    return jsonAnswer({ error: "The request is too large." }, 413);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return jsonAnswer({ errors: { form: "The request body is not valid JSON." } }, 400);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return jsonAnswer({ errors: { form: "The request body must be a JSON object." } }, 400);
  }
  const { database } = await getRuntime();
  const result = await publishAndApply(database.db, body, { by: admin.email, source: "api" });
  if (!result.ok) return jsonAnswer({ errors: problemsByPath(result.problems) }, 422);
  return jsonAnswer({ version: result.version });
}
