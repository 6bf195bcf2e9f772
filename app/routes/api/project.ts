import { requireDesk } from "~/server/auth/require-role.server";
import { deskJsonInput, methodNotAllowed } from "~/server/http/desk-json.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { noSuchProject, refusalAnswer, resultAnswer } from "~/server/projects/project-answers.server";
import { projectChangeSchema } from "~/server/projects/project-input.server";
import { projectDepsFor } from "~/server/projects/project-work.server";
import { getProject } from "~/server/projects/project-read.server";
import { deleteProject, updateProject } from "~/server/projects/projects.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/project";

const allow = "GET, PATCH, DELETE";

/** GET /api/projects/:id (desk): the project with its photos in order. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireDesk(request);
  const { database } = await getRuntime();
  const project = await getProject(database.db, params.id);
  return project ? jsonAnswer({ project }) : noSuchProject();
}

/**
 * PATCH /api/projects/:id with any of {title, description, services, area, month, status}
 * (publishing and unpublishing: admins; staff change drafts only). DELETE (admins): 204.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method === "DELETE") {
    const member = await requireDesk(request);
    requireSameOrigin(request, getConfig().site.publicUrl);
    const result = await deleteProject(await projectDepsFor(member), params.id);
    return result.kind === "done" ? new Response(null, { status: 204 }) : refusalAnswer(result);
  }
  if (request.method !== "PATCH") {
    await requireDesk(request);
    return methodNotAllowed(allow);
  }
  const checked = await deskJsonInput(request, projectChangeSchema, { method: "PATCH", allow });
  if (checked instanceof Response) return checked;
  const result = await updateProject(await projectDepsFor(checked.member), params.id, checked.input);
  return resultAnswer(result, (project) => ({ project }));
}
