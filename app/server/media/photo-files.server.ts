import { photoContentTypes, photoFileName } from "~/lib/showcase";
import type { Db } from "~/server/db/connect.server";
import type { ProcessedPhoto } from "./photo-pipeline.server";

// A photo's files live in the database (photo_files), so every server and every backup has them
// (docs/decisions/0054-photos-in-the-database.md).

/**
 * The names /media/ serves: "{hash}-{width}.{avif|webp|jpg}". Checked before any query, so nothing
 * else reaches the database, and a kept original ("{hash}-original.{ext}") never matches.
 */
const servedKey = /^[A-Za-z0-9_-]{8,64}-[1-9][0-9]{0,4}\.(?:avif|webp|jpg)$/;

export const isServedPhotoKey = (key: string) => servedKey.test(key);

/** Where a kept original is stored: never a name /media/ serves. */
export const originalFileName = (hash: string, extension: string) => `${hash}-original.${extension}`;

/** Stores every file of `photo` under `photoId`; call it in the transaction that adds the photo. */
export async function savePhotoFiles(db: Db, photoId: string, photo: ProcessedPhoto): Promise<void> {
  const rows = photo.variants.map((variant) => ({
    key: photoFileName(photo.hash, variant.width, variant.format),
    photo_id: photoId,
    content_type: photoContentTypes[variant.format],
    bytes: variant.bytes,
  }));
  if (photo.original)
    rows.push({
      key: originalFileName(photo.hash, photo.original.extension),
      photo_id: photoId,
      content_type: photo.original.contentType,
      bytes: photo.original.bytes,
    });
  for (const row of rows) await db.insertInto("photo_files").values(row).execute();
}

/** One stored file by its name ("{hash}-{width}.{ext}"), or undefined. */
export async function readPhotoFile(
  db: Db,
  key: string,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const row = await db
    .selectFrom("photo_files")
    .select(["content_type", "bytes"])
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row) return undefined;
  const bytes = Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes);
  return { contentType: row.content_type, bytes };
}
