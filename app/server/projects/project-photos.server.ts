import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { projectsCopy } from "~/lib/desk-copy/projects";
import { fillTemplate } from "~/lib/links";
import type { Db } from "../db/connect.server";
import type { ProjectPhotosTable } from "../db/project-tables.server";

type PhotoRow = Selectable<ProjectPhotosTable>;
import type { ProcessedPhoto } from "../media/photo-pipeline.server";
import { savePhotoFiles } from "../media/photo-files.server";
import { changeProject, invalid, type ProjectDeps, type Trx } from "./project-access.server";
import type { PhotoChange } from "./project-input.server";

// A project's photos: added (already processed) at the end, described, paired before/after,
// reordered, made the cover, removed with their files.

const problems = projectsCopy.problems;

export type ProjectPhotoView = {
  id: string;
  alt: string;
  position: number;
  pair: "before" | "after" | null;
  /** For a "before" photo: its "after" photo's id. */
  pairWith: string | null;
  hash: string;
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
};

export const photoViewOf = (row: PhotoRow): ProjectPhotoView => ({
  id: row.id,
  alt: row.alt,
  position: Number(row.position),
  pair: row.pair,
  pairWith: row.pair_with,
  hash: row.hash,
  width: Number(row.width),
  height: Number(row.height),
  widths: JSON.parse(row.widths) as number[],
  placeholder: row.placeholder,
});

/** A project's photos, in order. */
export const photosOf = (db: Db | Trx, projectId: string) =>
  db
    .selectFrom("project_photos")
    .selectAll()
    .where("project_id", "=", projectId)
    .orderBy("position")
    .orderBy("created_at")
    .execute();

/** Numbers the photos 0, 1, 2… in the order given. */
async function renumber(trx: Trx, ids: string[]) {
  for (const [position, id] of ids.entries()) {
    await trx.updateTable("project_photos").set({ position }).where("id", "=", id).execute();
  }
}

/**
 * Whether the actor may add photos to the project now (staff: to a draft): checked before a photo
 * is processed, so a refused upload costs no decoding. `addPhoto` checks again as it stores.
 */
export async function mayAddPhotos(deps: ProjectDeps, projectId: string) {
  const project = await deps.db
    .selectFrom("projects")
    .select("status")
    .where("id", "=", projectId)
    .executeTakeFirst();
  if (!project) return { kind: "not-found" as const };
  if (deps.actor.role !== "admin" && project.status === "published") {
    return { kind: "forbidden" as const, error: projectsCopy.refused.published };
  }
  return { kind: "done" as const, value: true };
}

/**
 * Stores a processed photo as the project's last, with its files, in one transaction. The same
 * photo sent twice is two photos (each upload's files have names of their own): the owner removes
 * the one not wanted.
 */
export function addPhoto(deps: ProjectDeps, projectId: string, photo: ProcessedPhoto) {
  return changeProject(deps, projectId, async (trx) => {
    const last = await trx
      .selectFrom("project_photos")
      .select((eb) => eb.fn.max("position").as("position"))
      .where("project_id", "=", projectId)
      .executeTakeFirst();
    const row: PhotoRow = {
      id: randomUUID(),
      project_id: projectId,
      position: last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1,
      alt: "",
      pair: null,
      pair_with: null,
      hash: photo.hash,
      width: photo.width,
      height: photo.height,
      widths: JSON.stringify(photo.widths),
      placeholder: photo.placeholder,
      created_at: deps.now.toISOString(),
    };
    await trx.insertInto("project_photos").values(row).execute();
    await savePhotoFiles(trx, row.id, photo);
    return photoViewOf(row);
  });
}

/** Ends the before/after pair `photo` is in, if any, on both photos. */
async function unpair(trx: Trx, photo: PhotoRow) {
  const partner =
    photo.pair === "before"
      ? photo.pair_with
      : photo.pair === "after"
        ? (
            await trx
              .selectFrom("project_photos")
              .select("id")
              .where("project_id", "=", photo.project_id)
              .where("pair_with", "=", photo.id)
              .executeTakeFirst()
          )?.id
        : undefined;
  const ids = [photo.id, ...(partner ? [partner] : [])];
  await trx
    .updateTable("project_photos")
    .set({ pair: null, pair_with: null })
    .where("id", "in", ids)
    .execute();
}

/**
 * Changes one photo: its description, its pair (a "before" names its "after"; pairing either of
 * them again, or clearing one, ends the old pair on both), its position (the others shift), or
 * makes it the cover. A published project's photos stay described.
 */
export function changePhoto(deps: ProjectDeps, projectId: string, photoId: string, change: PhotoChange) {
  return changeProject(deps, projectId, async (trx, project) => {
    const photos = await photosOf(trx, projectId);
    const photo = photos.find((each) => each.id === photoId);
    if (!photo) throw invalid({ photo: problems.noSuchPhoto });
    if (change.alt !== undefined) {
      if (project.status === "published" && change.alt === "" && photo.alt !== "") {
        throw invalid({ alt: problems.publishedNeedsAlt });
      }
      await trx.updateTable("project_photos").set({ alt: change.alt }).where("id", "=", photoId).execute();
    }
    if (change.pair !== undefined) await pair(trx, photos, photo, change);
    if (change.position !== undefined) {
      if (change.position > photos.length - 1) {
        throw invalid({ position: fillTemplate(problems.position, { max: String(photos.length - 1) }) });
      }
      const order = photos.map((each) => each.id).filter((id) => id !== photoId);
      order.splice(change.position, 0, photoId);
      await renumber(trx, order);
    }
    if (change.cover) {
      await trx
        .updateTable("projects")
        .set({ cover_photo_id: photoId })
        .where("id", "=", projectId)
        .execute();
    }
    const stored = await trx
      .selectFrom("project_photos")
      .selectAll()
      .where("id", "=", photoId)
      .executeTakeFirst();
    return photoViewOf(stored!);
  });
}

async function pair(trx: Trx, photos: PhotoRow[], photo: PhotoRow, change: PhotoChange) {
  if (change.pair === null) return unpair(trx, photo);
  const other = photos.find((each) => each.id === change.pairWith);
  if (change.pairWith === photo.id) throw invalid({ pairWith: problems.pairSelf });
  if (!other) throw invalid({ pairWith: problems.noSuchPhoto });
  await unpair(trx, photo);
  // The other photo as it is after the first unpairing (it may have been this photo's partner).
  const fresh = await trx
    .selectFrom("project_photos")
    .selectAll()
    .where("id", "=", other.id)
    .executeTakeFirst();
  await unpair(trx, fresh!);
  const [before, after] = change.pair === "before" ? [photo, other] : [other, photo];
  await trx
    .updateTable("project_photos")
    .set({ pair: "before", pair_with: after.id })
    .where("id", "=", before.id)
    .execute();
  await trx
    .updateTable("project_photos")
    .set({ pair: "after", pair_with: null })
    .where("id", "=", after.id)
    .execute();
}

/**
 * Removes a photo and its files; its pair ends, and when it was the cover the first photo stands
 * for the project again. A published project keeps at least one photo.
 */
export function removePhoto(deps: ProjectDeps, projectId: string, photoId: string) {
  return changeProject(deps, projectId, async (trx, project) => {
    const photos = await photosOf(trx, projectId);
    const photo = photos.find((each) => each.id === photoId);
    if (!photo) throw invalid({ photo: problems.noSuchPhoto });
    if (
      project.status === "published" &&
      photos.filter((each) => each.alt.trim()).length <= 1 &&
      photo.alt.trim()
    ) {
      throw invalid({ photo: problems.publishedNeedsPhoto });
    }
    await unpair(trx, photo);
    await trx.deleteFrom("photo_files").where("photo_id", "=", photoId).execute();
    await trx.deleteFrom("project_photos").where("id", "=", photoId).execute();
    if (project.cover_photo_id === photoId) {
      await trx.updateTable("projects").set({ cover_photo_id: null }).where("id", "=", projectId).execute();
    }
    await renumber(
      trx,
      photos.map((each) => each.id).filter((id) => id !== photoId),
    );
    return { removed: photoId };
  });
}
