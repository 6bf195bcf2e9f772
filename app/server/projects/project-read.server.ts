import type { Db } from "../db/connect.server";
import type { ProjectRow } from "./project-access.server";
import { type ProjectPhotoView, photoViewOf, photosOf } from "./project-photos.server";

// Projects as the desk reads them: the list with each one's photo count and cover, and one project
// with its photos in order. Every desk member may read every project.

export type ProjectSummary = {
  id: string;
  slug: string;
  title: string;
  status: "draft" | "published";
  month: string;
  services: string[];
  area: string | null;
  photoCount: number;
  updatedAt: string;
  /** The photo that stands for it (the cover, else the first), for the desk's list. */
  cover: Pick<ProjectPhotoView, "hash" | "widths" | "alt"> | null;
};

export type ProjectView = {
  id: string;
  slug: string;
  title: string;
  description: string;
  services: string[];
  area: string | null;
  month: string;
  status: "draft" | "published";
  /** The cover chosen, else the first photo; null without photos. */
  coverPhotoId: string | null;
  photos: ProjectPhotoView[];
};

const parseServices = (text: string): string[] => {
  const value = JSON.parse(text) as unknown;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
};

/** Every project, drafts included, the latest changed first, each with its photo count and cover. */
export async function listProjects(db: Db): Promise<ProjectSummary[]> {
  const rows = await db
    .selectFrom("projects")
    .selectAll()
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .execute();
  if (rows.length === 0) return [];
  const photos = await db
    .selectFrom("project_photos")
    .select(["id", "project_id", "hash", "widths", "alt"])
    .where(
      "project_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("position")
    .execute();
  return rows.map((row) => {
    const own = photos.filter((photo) => photo.project_id === row.id);
    const cover = own.find((photo) => photo.id === row.cover_photo_id) ?? own[0];
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      status: row.status,
      month: row.month,
      services: parseServices(row.services),
      area: row.area,
      photoCount: own.length,
      updatedAt: row.updated_at,
      cover: cover
        ? { hash: cover.hash, widths: JSON.parse(cover.widths) as number[], alt: cover.alt }
        : null,
    };
  });
}

function viewOf(row: ProjectRow, photos: ProjectPhotoView[]): ProjectView {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    services: parseServices(row.services),
    area: row.area,
    month: row.month,
    status: row.status,
    coverPhotoId: photos.find((photo) => photo.id === row.cover_photo_id)?.id ?? photos[0]?.id ?? null,
    photos,
  };
}

/** One project with its photos in order, or undefined. Every desk member may read every project. */
export async function getProject(db: Db, id: string): Promise<ProjectView | undefined> {
  const row = await db.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return viewOf(row, (await photosOf(db, id)).map(photoViewOf));
}
