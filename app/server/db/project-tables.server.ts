import type { Optional } from "./schema.server";

// The tables of projects and their photos (db/migrations/0019), kept apart from the leads' and
// the desk's tables in schema.server.ts.

/** A finished project shown on the public pages once published (db/migrations/0019). */
export interface ProjectsTable {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** The service ids, as a JSON array. */
  services: string;
  area: Optional<string>;
  /** "2026-09" */
  month: string;
  status: "draft" | "published";
  created_by: Optional<string>;
  created_at: string;
  updated_at: string;
  published_at: Optional<string>;
  /** Null: the first photo is the cover. */
  cover_photo_id: Optional<string>;
}

/** One processed photo of a project; its files are in photo_files. */
export interface ProjectPhotosTable {
  id: string;
  project_id: string;
  position: number;
  alt: string;
  pair: Optional<"before" | "after">;
  /** For a "before" photo: the "after" photo's id. */
  pair_with: Optional<string>;
  hash: string;
  width: number;
  height: number;
  /** The widths made, as a JSON array of numbers. */
  widths: string;
  placeholder: string;
  created_at: string;
}

/** One served file of a photo: "{hash}-{width}.{avif|webp|jpg}". */
export interface PhotoFilesTable {
  key: string;
  photo_id: string;
  content_type: string;
  bytes: Buffer;
}

/** One change to what the public pages show of the projects; every server follows max(id). */
export interface ShowcaseChangesTable {
  id: number;
  project_id: string;
  changed_at: string;
}
