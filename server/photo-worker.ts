// The server's photo thread (docs/decisions/0054), bundled beside it as build/server/photo-worker.js:
// checks and processes the uploads the serving thread hands it, one at a time, so decoding and
// encoding never hold up the pages and one photo's pixels at most are in memory.
import { parentPort } from "node:worker_threads";
import sharp from "sharp";
import { processUpload } from "~/server/media/photo-pipeline.server";
import type { FromPhotoThread, ToPhotoThread } from "~/server/media/photo-thread.server";

const port = parentPort;
if (!port) throw new Error("photo-worker.js runs as the server's photo thread only");

// One image library thread and no cache of decoded images: memory stays that of the one photo at hand.
sharp.concurrency(1);
sharp.cache(false);

port.on("message", ({ id, file, options }: ToPhotoThread) => {
  const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  void processUpload({ ...file, bytes }, options).then(
    (result) => port.postMessage({ id, result } satisfies FromPhotoThread),
    (error: unknown) =>
      port.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies FromPhotoThread),
  );
});
