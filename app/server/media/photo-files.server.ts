import { photoContentTypes, photoFileName } from "~/lib/showcase";
import type { Db } from "~/server/db/connect.server";
import type { ProcessedPhoto } from "./photo-pipeline.server";

// A photo's files live in the database (photo_files), so every server and every backup has them.

/** Stores every file of `photo` under `photoId`; call it in the transaction that adds the photo. */
export async function savePhotoFiles(db: Db, photoId: string, photo: ProcessedPhoto): Promise<void> {
  const rows = photo.variants.map((variant) => ({
    key: photoFileName(photo.hash, variant.width, variant.format),
    photo_id: photoId,
    content_type: photoContentTypes[variant.format],
    bytes: variant.bytes,
  }));
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
  return row && { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}
