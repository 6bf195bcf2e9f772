import { requireDesk } from "~/server/auth/require-role.server";
import { methodNotAllowed } from "~/server/http/desk-json.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { uploadAnswer } from "~/server/projects/project-answers.server";
import { photoFilesOf, uploadPhotos } from "~/server/projects/project-uploads.server";
import { projectDepsFor } from "~/server/projects/project-work.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/project-photos";

/**
 * POST /api/projects/:id/photos, multipart/form-data with one or more files in `photo`: each is
 * checked, processed and added at the end. 201 `{photos, refused}`; every file refused: 413, 415 or
 * 422 with `{errors: {photo}}`.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireDesk(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  requireSameOrigin(request, getConfig().site.publicUrl);
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    return jsonAnswer({ error: "Send the photos as multipart/form-data, each in the field photo." }, 415);
  }
  const form = await request.formData().catch(() => undefined);
  if (!form) return jsonAnswer({ errors: { photo: "The photos did not arrive whole. Try again." } }, 400);
  const outcome = await uploadPhotos(await projectDepsFor(member), params.id, photoFilesOf(form));
  return uploadAnswer(outcome);
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireDesk(request);
  return methodNotAllowed("POST");
}
