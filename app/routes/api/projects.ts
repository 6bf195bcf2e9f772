import { requireDesk } from "~/server/auth/require-role.server";
import { deskJsonInput } from "~/server/http/desk-json.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { resultAnswer } from "~/server/projects/project-answers.server";
import { newProjectSchema } from "~/server/projects/project-input.server";
import { projectDepsFor } from "~/server/projects/project-work.server";
import { listProjects } from "~/server/projects/project-read.server";
import { createProject } from "~/server/projects/projects.server";
import { getRuntime } from "~/server/runtime.server";
import type { Route } from "./+types/projects";

/** GET /api/projects (desk): every project, drafts included, the latest changed first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireDesk(request);
  const { database } = await getRuntime();
  const projects = (await listProjects(database.db)).map(({ cover: _cover, ...project }) => project);
  return jsonAnswer({ projects });
}

/** POST /api/projects (staff and admins) `{title, description, services, area?, month}`: a new draft. */
export async function action({ request }: Route.ActionArgs) {
  const checked = await deskJsonInput(request, newProjectSchema, { method: "POST", allow: "GET, POST" });
  if (checked instanceof Response) return checked;
  const result = await createProject(await projectDepsFor(checked.member), checked.input);
  return resultAnswer(result, (created) => created, 201);
}
