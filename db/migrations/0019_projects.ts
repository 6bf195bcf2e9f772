import type { Kysely } from "kysely";
import { isSqlite } from "../../app/server/db/dialect.server";
import { createIndex, createTable, required } from "./ddl";

// Finished projects and their photos, shown on the public pages once published. A photo's files
// (every width and format, made from the upload) are kept in the database itself, so every server
// and every backup has them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "projects", [
    ["id", "text", (col) => col.primaryKey()],
    // Its page is /our-work/{slug}; unique over all projects, drafts included.
    ["slug", "text", (col) => col.notNull().unique()],
    ["title", "text", required],
    ["description", "text", required],
    // The service ids it belongs to, as a JSON array of text.
    ["services", "text", required],
    // The area's name (a neighbourhood of the site's), or null.
    ["area", "text"],
    // "2026-09": the month the work was finished.
    ["month", "text", required],
    // "draft" or "published".
    ["status", "text", (col) => col.notNull().defaultTo("draft")],
    ["created_by", "text"],
    ["created_at", "text", required],
    ["updated_at", "text", required],
    ["published_at", "text"],
    // The photo shown for the project in lists and previews; null: its first photo.
    ["cover_photo_id", "text"],
  ]);
  await createIndex(db, "projects_status_month_idx", "projects", ["status", "month desc"]);

  await createTable(db, "project_photos", [
    ["id", "text", (col) => col.primaryKey()],
    ["project_id", "text", (col) => col.notNull().references("projects.id").onDelete("cascade")],
    // 0, 1, 2…: the order the owner set.
    ["position", "integer", required],
    ["alt", "text", (col) => col.notNull().defaultTo("")],
    // null, "before" or "after".
    ["pair", "text"],
    // For a "before" photo: the id of the "after" photo it pairs with.
    ["pair_with", "text"],
    // The processed photo: its content hash names its files; width and height are the largest size.
    ["hash", "text", required],
    ["width", "integer", required],
    ["height", "integer", required],
    // The widths made, as a JSON array of numbers.
    ["widths", "text", required],
    // A tiny blurred image as a data: URL, shown before the photo loads.
    ["placeholder", "text", required],
    ["created_at", "text", required],
  ]);
  await createIndex(db, "project_photos_project_idx", "project_photos", ["project_id", "position"]);

  await createTable(db, "photo_files", [
    // "{hash}-{width}.{avif|webp|jpg}", or "{hash}-original.{ext}" when originals are kept.
    ["key", "text", (col) => col.primaryKey()],
    ["photo_id", "text", (col) => col.notNull().references("project_photos.id").onDelete("cascade")],
    ["content_type", "text", required],
    ["bytes", isSqlite(db) ? "blob" : "bytea", required],
  ]);
  await createIndex(db, "photo_files_photo_idx", "photo_files", ["photo_id"]);

  // Grows by one row whenever what the public pages show of the projects changes (a publish, an
  // unpublish, an edit of a published project): every server compares max(id) with the one it
  // shows, as it does for site_versions.
  await createTable(db, "showcase_changes", [
    ["id", "integer", (col) => col.primaryKey()],
    ["project_id", "text", required],
    ["changed_at", "text", required],
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["showcase_changes", "photo_files", "project_photos", "projects"])
    await db.schema.dropTable(table).execute();
}
