import { requireRole } from "~/server/auth/require-role.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { getRuntime } from "~/server/runtime.server";
import { problemsByPath, publishAndApply } from "~/server/site-settings/publish.server";
import { publishedVersion } from "~/server/site-settings/site-versions.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/site";

/** The version an ETag or If-Match names: `"12"` is version 12. */
const versionTag = (id: number) => `"${id}"`;

/**
 * GET /api/site (admins): the published profile itself, as stored (placeholders unfilled), so what
 * it answers can be edited and sent back; its version in X-Site-Version and as its ETag.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const { database } = await getRuntime();
  const version = await publishedVersion(database.db);
  if (!version) return jsonAnswer({ error: "No version is published yet." }, 404);
  return jsonAnswer(version.profile, 200, {
    "X-Site-Version": String(version.id),
    ETag: versionTag(version.id),
  });
}

/**
 * PUT /api/site (admins): publishes a whole profile as the new version, live on this server when
 * answered and on every other within a second. 200 `{version}`; 422 `{errors: {"<path>": message}}`
 * with every problem, nothing published; 400 for a body that is not a JSON object; 413 over 2 MiB
 * (refused by the server before it is read, see server/body-limits.ts). With `If-Match: "<version>"`
 * (the ETag GET answered), 412 when another version was published since, nothing published.
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireRole(request, "admin");
  if (request.method !== "PUT") {
    return jsonAnswer({ error: "Method not allowed" }, 405, { Allow: "GET, PUT" });
  }
  requireSameOrigin(request, getConfig().site.publicUrl);
  const ifMatch = request.headers.get("if-match");
  const basedOn = ifMatch === null ? undefined : /^"([1-9]\d{0,9})"$/.exec(ifMatch.trim())?.[1];
  if (ifMatch !== null && basedOn === undefined) {
    return jsonAnswer({ errors: { form: 'If-Match must be a version\'s ETag, e.g. "12".' } }, 400);
  }
  const text = await request.text();
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
  const result = await publishAndApply(database.db, body, {
    by: admin.email,
    source: "api",
    basedOn: basedOn === undefined ? undefined : Number(basedOn),
  });
  if (!result.ok && result.conflict) {
    return jsonAnswer(
      { error: "The site changed since that version: get it again.", live: result.live },
      412,
      {
        ETag: versionTag(result.live),
      },
    );
  }
  if (!result.ok) return jsonAnswer({ errors: problemsByPath(result.problems) }, 422);
  return jsonAnswer({ version: result.version }, 200, { ETag: versionTag(result.version.id) });
}
