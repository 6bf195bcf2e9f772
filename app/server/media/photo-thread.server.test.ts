import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildPhotoWorker, heicHeader, phoneJpeg } from "../../../tests/support/photos";
import type { Log } from "../periodic-job.server";
import type { UploadedFile } from "./photo-pipeline.server";
import { photoThread } from "./photo-thread.server";

// The photo thread as the server runs it, from its script built as the build makes it.

let worker: Awaited<ReturnType<typeof buildPhotoWorker>>;
let jpeg: UploadedFile;
beforeAll(async () => {
  worker = await buildPhotoWorker();
  jpeg = { name: "hall.jpg", type: "image/jpeg", bytes: await phoneJpeg({ width: 1000, height: 750 }) };
});
afterAll(() => worker.remove());

const logged = () => {
  const lines: string[] = [];
  const log: Log = (level, msg) => lines.push(`${level} ${msg}`);
  return { lines, log };
};

it("processes the uploads sent together one at a time, each answered in turn", async () => {
  const { lines, log } = logged();
  const thread = photoThread({ url: worker.url, log });
  const heic = { name: "IMG_0042.HEIC", type: "image/heic", bytes: heicHeader() };
  const results = [thread.process(jpeg), thread.process(heic), thread.process(jpeg, { keepOriginal: true })];
  expect(thread.waiting()).toBe(2);
  const [first, second, third] = await Promise.all(results);
  await thread.stop();

  expect(first).toMatchObject({ ok: true, photo: { width: 1000, height: 750, widths: [480, 800, 1000] } });
  expect(second).toMatchObject({ ok: false, problem: { code: "heic" } });
  if (!first?.ok || !third?.ok) throw new Error("a photo was refused");
  for (const variant of first.photo.variants) {
    expect(Buffer.isBuffer(variant.bytes)).toBe(true);
    expect((await sharp(variant.bytes).metadata()).width).toBe(variant.width);
  }
  expect(first.photo.original).toBeUndefined();
  expect(third.photo.original?.bytes.equals(jpeg.bytes)).toBe(true);
  expect(thread.restarts()).toBe(0);
  expect(lines).toEqual([]);
});

it("answers the upload a thread failed on, and processes the next on a new thread", async () => {
  const { lines, log } = logged();
  const thread = photoThread({ url: worker.url, log });
  // Bytes that are not bytes: the thread fails reading them, as it would on a fault of its own.
  const broken = { name: "broken.jpg", type: "image/jpeg", bytes: undefined as unknown as Buffer };
  const [lost, next] = await Promise.all([thread.process(broken), thread.process(jpeg)]);
  await thread.stop();

  expect(lost).toMatchObject({ ok: false, problem: { code: "unreadable", message: /could not be read/ } });
  expect(next).toMatchObject({ ok: true, photo: { width: 1000 } });
  expect(thread.restarts()).toBe(1);
  expect(lines).toEqual(["error photo_thread_failed"]);
});

it("answers every upload, and logs why, when its thread cannot start", async () => {
  const { lines, log } = logged();
  const thread = photoThread({ url: new URL("./no-such-photo-worker.js", worker.url), log });
  const results = await Promise.all([thread.process(jpeg), thread.process(jpeg)]);
  await thread.stop();
  expect(results.map((result) => !result.ok && result.problem.code)).toEqual(["unreadable", "unreadable"]);
  expect(lines).toEqual(["error photo_thread_failed", "error photo_thread_failed"]);
});

it("ends a thread that outlasts the time limit over one photo, and answers that upload", async () => {
  const { lines, log } = logged();
  // Less than any photo takes: the limit always runs out.
  const thread = photoThread({ url: worker.url, log, photoTimeLimitMs: 1 });
  const result = await thread.process(jpeg);
  await thread.stop();
  expect(result).toMatchObject({ ok: false, problem: { code: "unreadable" } });
  expect(thread.restarts()).toBe(1);
  expect(lines).toEqual(["error photo_thread_failed"]);
});
