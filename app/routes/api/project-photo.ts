import { requireDesk } from "~/server/auth/require-role.server";
import { deskJsonInput, methodNotAllowed } from "~/server/http/desk-json.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { refusalAnswer, resultAnswer } from "~/server/projects/project-answers.server";
import { photoChangeSchema } from "~/server/projects/project-input.server";
import { changePhoto, removePhoto } from "~/server/projects/project-photos.server";
import { projectDepsFor } from "~/server/projects/project-work.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/project-photo";

const allow = "PATCH, DELETE";

/**
 * PATCH /api/projects/:id/photos/:photoId with any of {alt, pair, pairWith, position, cover: true};
 * DELETE: the photo and its files go (204).
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method === "DELETE") {
    const member = await requireDesk(request);
    requireSameOrigin(request, getConfig().site.publicUrl);
    const result = await removePhoto(await projectDepsFor(member), params.id, params.photoId);
    return result.kind === "done" ? new Response(null, { status: 204 }) : refusalAnswer(result);
  }
  const checked = await deskJsonInput(request, photoChangeSchema, { method: "PATCH", allow });
  if (checked instanceof Response) return checked;
  const deps = await projectDepsFor(checked.member);
  const result = await changePhoto(deps, params.id, params.photoId, checked.input);
  return resultAnswer(result, (photo) => ({ photo }));
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireDesk(request);
  return methodNotAllowed(allow);
}
