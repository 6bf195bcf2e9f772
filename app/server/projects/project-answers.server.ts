import { jsonAnswer } from "../http/json-answer.server";
import type { ProjectResult, Refusal } from "./project-access.server";
import type { UploadOutcome } from "./project-uploads.server";

// How the projects JSON API answers the domain's outcomes: 404 for a project that is not there,
// 403 with the reason for a change the caller may not make, 400 with each problem by its field.

export const noSuchProject = () => jsonAnswer({ error: "No such project." }, 404);

export function refusalAnswer(refusal: Refusal): Response {
  if (refusal.kind === "not-found") return noSuchProject();
  if (refusal.kind === "forbidden") return jsonAnswer({ error: refusal.error }, 403);
  return jsonAnswer({ errors: refusal.errors }, 400);
}

/** The work's value as `body` says, with `status`; a refusal as above. */
export const resultAnswer = <T>(result: ProjectResult<T>, body: (value: T) => unknown, status = 200) =>
  result.kind === "done" ? jsonAnswer(body(result.value), status) : refusalAnswer(result);

/**
 * Photos sent: 201 with those added (and any refused, by name and reason); when every file was
 * refused, the first one's status (413 too large, 415 a type not taken, 422 not a photo it can use).
 */
export function uploadAnswer(outcome: UploadOutcome): Response {
  if (outcome.kind !== "done") return refusalAnswer(outcome);
  const refused = outcome.refused.map(({ name, message }) => ({ name, message }));
  const first = outcome.refused[0];
  if (outcome.added.length === 0 && first) {
    return jsonAnswer({ errors: { photo: first.message }, refused }, first.status);
  }
  return jsonAnswer({ photos: outcome.added, refused }, 201);
}
