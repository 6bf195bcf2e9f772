import { log } from "../log.server";
import { getConfig } from "../site.server";
import { type PhotoResult, photoLimits, processUpload, type UploadedFile } from "./photo-pipeline.server";
import { type PhotoThread, photoThread } from "./photo-thread.server";

// What routes call to turn an upload into a photo. The server runs the work on a photo thread of
// its own, one photo at a time (server/app.ts names the thread's script); run from source (the
// development server, the unit tests) there is no built script, so the work runs here, one photo
// at a time all the same.

/** The largest upload taken, per file. */
export const maxPhotoBytes = photoLimits.maxBytes;

let thread: PhotoThread | undefined;
let inLine: Promise<unknown> = Promise.resolve();

/** Processes photos on a thread running `script` (the server, at start). */
export function processPhotosOnThread(script: URL): void {
  thread ??= photoThread({ url: script, log });
}

/** Checks and processes one uploaded file; answers the problem in plain words for a file it refuses. */
export function processPhoto(file: UploadedFile): Promise<PhotoResult> {
  const options = { keepOriginal: getConfig().env.KEEP_PHOTO_ORIGINALS };
  if (thread) return thread.process(file, options);
  const result = inLine.then(() => processUpload(file, options));
  inLine = result.catch(() => undefined);
  return result;
}
