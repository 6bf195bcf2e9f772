import { projectsCopy } from "~/lib/desk-copy/projects";
import { fillTemplate } from "~/lib/links";
import type { PhotoProblemCode } from "../media/photo-pipeline.server";
import { maxPhotoBytes, processPhoto } from "../media/photo-service.server";
import type { ProjectDeps, Refusal } from "./project-access.server";
import { addPhoto, mayAddPhotos, type ProjectPhotoView } from "./project-photos.server";

// Photos sent to a project, from the JSON API and the desk's upload form alike: each file checked
// and processed on its own, then stored; one refused file leaves the others to go on.

/** The most files one request may carry: the request's body limit is made for it (server/body-limits.ts). */
export const maxPhotosPerRequest = 10;

export const megabytes = (bytes: number) => String(Math.round(bytes / (1024 * 1024)));

/** A file that was not added: its name, why in plain words, and the HTTP status that says so. */
export type RefusedFile = { name: string; status: 413 | 415 | 422; message: string };

const statusOf: Record<PhotoProblemCode, RefusedFile["status"]> = {
  "too-large": 413,
  "unsupported-type": 415,
  heic: 415,
  "too-many-pixels": 422,
  unreadable: 422,
};

export type UploadOutcome = { kind: "done"; added: ProjectPhotoView[]; refused: RefusedFile[] } | Refusal;

/** The files of a form's `photo` field; empty parts (a form sent with none chosen) are left out. */
export const photoFilesOf = (form: FormData) =>
  form.getAll("photo").filter((value): value is File => typeof value !== "string" && value.size > 0);

/** Adds each file to the project, in the order sent. */
export async function uploadPhotos(
  deps: ProjectDeps,
  projectId: string,
  files: File[],
): Promise<UploadOutcome> {
  const may = await mayAddPhotos(deps, projectId);
  if (may.kind !== "done") return may;
  if (files.length === 0) return { kind: "invalid", errors: { photo: projectsCopy.problems.noFile } };
  if (files.length > maxPhotosPerRequest) {
    const text = fillTemplate(projectsCopy.problems.tooMany, { count: String(maxPhotosPerRequest) });
    return { kind: "invalid", errors: { photo: text } };
  }
  const added: ProjectPhotoView[] = [];
  const refused: RefusedFile[] = [];
  for (const file of files) {
    if (file.size > maxPhotoBytes) {
      const message = fillTemplate(projectsCopy.problems.tooLarge, { size: megabytes(maxPhotoBytes) });
      refused.push({ name: file.name, status: 413, message });
      continue;
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    const result = await processPhoto({ name: file.name, type: file.type, bytes });
    if (!result.ok) {
      refused.push({
        name: file.name,
        status: statusOf[result.problem.code],
        message: result.problem.message,
      });
      continue;
    }
    const stored = await addPhoto(deps, projectId, result.photo);
    if (stored.kind !== "done") return stored;
    added.push(stored.value);
  }
  return { kind: "done", added, refused };
}
