import { z } from "zod";
import { adminCopy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";
import type { Toast } from "~/lib/toast";
import type { DeskStaff } from "../auth/require-role.server";
import { fieldErrorsOf } from "../http/json-answer.server";
import { log } from "../log.server";
import type { ProjectDeps, ProjectResult } from "./project-access.server";
import { newProjectSchema, photoChangeSchema, projectChangeSchema } from "./project-input.server";
import { changePhoto, removePhoto } from "./project-photos.server";
import { photoFilesOf, uploadPhotos } from "./project-uploads.server";
import { projectDepsFor } from "./project-work.server";
import { getProject } from "./project-read.server";
import { createProject, deleteProject, updateProject } from "./projects.server";

// The desk's project forms, with or without JavaScript: each form's fields read into the same
// shapes the JSON API takes, checked by the same schemas, and the outcome as a notice.

const copy = adminCopy.projects;

/** A project's fields as its form sends them (services are checkboxes; an empty area is none). */
export const projectFieldsOf = (form: FormData) => ({
  title: form.get("title") ?? undefined,
  description: form.get("description") ?? undefined,
  services: form.getAll("services"),
  area: form.get("area") ?? null,
  month: form.get("month") ?? undefined,
});

/** What a project page's forms ask for, and which photo. */
const intentSchema = z.object({
  intent: z.enum([
    "details",
    "publish",
    "unpublish",
    "delete",
    "photo",
    "up",
    "down",
    "cover",
    "remove-photo",
    "upload",
  ]),
  photoId: z.string().max(100).optional(),
});

/** "before:{id}", "after:{id}" or "" (not paired), as the photo form's select sends it. */
const pairingOf = (value: FormDataEntryValue | null) => {
  const [side, id] = typeof value === "string" ? value.split(":") : [];
  return side === "before" || side === "after" ? { pair: side, pairWith: id ?? null } : { pair: null };
};

export type UploadSummary = { added: number; refused: { name: string; message: string }[] };

export type ProjectFormOutcome = {
  status: number;
  toast: Toast;
  errors?: Record<string, string>;
  /** Which form the errors belong to: the details, or a photo's. */
  photoId?: string;
  upload?: UploadSummary;
  /** Where the page is gone (a deleted project): the list. */
  deleted?: true;
};

const failed = (
  status: number,
  text: string,
  extra: Partial<ProjectFormOutcome> = {},
): ProjectFormOutcome => ({
  status,
  toast: { title: copy.notices.error, text, tone: "error" },
  ...extra,
});

const done = (
  notice: { title: string; text: string },
  values: Record<string, string> = {},
): ProjectFormOutcome => ({
  status: 200,
  toast: { title: notice.title, text: fillTemplate(notice.text, values), tone: "success" },
});

/** A refusal of the domain as the page says it. */
function refused(
  result: Exclude<ProjectResult<unknown>, { kind: "done" }>,
  photoId?: string,
): ProjectFormOutcome {
  if (result.kind === "not-found") return failed(404, copy.notFound.text);
  if (result.kind === "forbidden") return failed(403, result.error);
  const first = Object.values(result.errors)[0] ?? adminCopy.tryAgain;
  return failed(400, first, { errors: result.errors, photoId });
}

/** One form of a project's page, done by `member`. */
export async function projectForm(
  member: DeskStaff,
  id: string,
  form: FormData,
): Promise<ProjectFormOutcome> {
  const parsed = intentSchema.safeParse({
    intent: form.get("intent"),
    photoId: form.get("photoId") ?? undefined,
  });
  if (!parsed.success) return failed(400, adminCopy.unknownRequest);
  const { intent, photoId = "" } = parsed.data;
  try {
    const deps = await projectDepsFor(member);
    return await byIntent(deps, id, intent, photoId, form);
  } catch (error) {
    log("error", "project_change_failed", {
      intent,
      error: error instanceof Error ? error.message : String(error),
    });
    return failed(500, adminCopy.tryAgain);
  }
}

async function byIntent(
  deps: ProjectDeps,
  id: string,
  intent: z.output<typeof intentSchema>["intent"],
  photoId: string,
  form: FormData,
): Promise<ProjectFormOutcome> {
  switch (intent) {
    case "details": {
      const input = projectChangeSchema.safeParse(projectFieldsOf(form));
      if (!input.success) return refused({ kind: "invalid", errors: fieldErrorsOf(input.error.issues) });
      const result = await updateProject(deps, id, input.data);
      return result.kind === "done" ? done(copy.notices.saved) : refused(result);
    }
    case "publish":
    case "unpublish": {
      const status = intent === "publish" ? "published" : "draft";
      const result = await updateProject(deps, id, { status });
      if (result.kind !== "done") return refused(result);
      const notice = intent === "publish" ? copy.notices.published : copy.notices.unpublished;
      return done(notice, { title: result.value.title });
    }
    case "delete": {
      const result = await deleteProject(deps, id);
      if (result.kind !== "done") return refused(result);
      return { ...done(copy.notices.deleted, { title: result.value.title }), deleted: true };
    }
    case "photo": {
      const input = photoChangeSchema.safeParse({
        alt: form.get("alt") ?? undefined,
        ...pairingOf(form.get("pairing")),
      });
      if (!input.success)
        return refused({ kind: "invalid", errors: fieldErrorsOf(input.error.issues) }, photoId);
      const result = await changePhoto(deps, id, photoId, input.data);
      return result.kind === "done" ? done(copy.notices.photoSaved) : refused(result, photoId);
    }
    case "up":
    case "down": {
      const project = await getProject(deps.db, id);
      const at = project?.photos.findIndex((photo) => photo.id === photoId) ?? -1;
      if (!project || at < 0)
        return refused({ kind: "invalid", errors: { photo: copy.problems.noSuchPhoto } });
      const position = Math.min(Math.max(at + (intent === "up" ? -1 : 1), 0), project.photos.length - 1);
      const result = await changePhoto(deps, id, photoId, { position });
      return result.kind === "done" ? done(copy.notices.photoMoved) : refused(result, photoId);
    }
    case "cover": {
      const result = await changePhoto(deps, id, photoId, { cover: true });
      return result.kind === "done" ? done(copy.notices.coverSet) : refused(result, photoId);
    }
    case "remove-photo": {
      const result = await removePhoto(deps, id, photoId);
      return result.kind === "done" ? done(copy.notices.photoRemoved) : refused(result, photoId);
    }
    case "upload": {
      const outcome = await uploadPhotos(deps, id, photoFilesOf(form));
      if (outcome.kind !== "done") return refused(outcome);
      const upload = {
        added: outcome.added.length,
        refused: outcome.refused.map(({ name, message }) => ({ name, message })),
      };
      const text = fillTemplate(copy.notices.uploaded.text, {
        added: String(upload.added),
        refused: String(upload.refused.length),
      });
      const tone = upload.added === 0 ? ("error" as const) : ("success" as const);
      return {
        status: upload.added === 0 ? 422 : 200,
        toast: { title: copy.notices.uploaded.title, text, tone },
        upload,
      };
    }
  }
}

/** "New project": the draft made, or its problems by field. */
export async function newProjectForm(member: DeskStaff, form: FormData) {
  const input = newProjectSchema.safeParse(projectFieldsOf(form));
  if (!input.success) return { kind: "invalid" as const, errors: fieldErrorsOf(input.error.issues) };
  return createProject(await projectDepsFor(member), input.data);
}
