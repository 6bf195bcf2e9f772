import { type PhotoResult, processUpload, type UploadedFile } from "./photo-pipeline.server";

// What routes call to turn an upload into a photo. (To be moved onto a thread of its own, one photo
// at a time, so the serving thread never decodes an image.)

/** The largest upload taken, per file. */
export const maxPhotoBytes = 20 * 1024 * 1024;

/** Checks and processes one uploaded file; answers the problem in plain words for a file it refuses. */
export function processPhoto(file: UploadedFile): Promise<PhotoResult> {
  return processUpload(file);
}
