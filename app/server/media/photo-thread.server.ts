import { Worker } from "node:worker_threads";
import type { Log } from "../periodic-job.server";
import {
  type PhotoResult,
  photoMessages,
  type PipelineOptions,
  type ProcessedPhoto,
  type UploadedFile,
} from "./photo-pipeline.server";

export type ToPhotoThread = { id: number; file: UploadedFile; options: PipelineOptions };
export type FromPhotoThread = { id: number; result: PhotoResult } | { id: number; error: string };

export type PhotoThreadOptions = {
  /** The photo thread's script (build/server/photo-worker.js). */
  url: URL;
  log: Log;
  /** How long one photo may take before its thread is ended and a new one started. */
  photoTimeLimitMs?: number;
};

type Job = { file: UploadedFile; options: PipelineOptions; resolve: (result: PhotoResult) => void };

/** Buffers arrive from another thread as plain byte arrays: made Buffers again, sharing their memory. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function received(photo: ProcessedPhoto): ProcessedPhoto {
  return {
    ...photo,
    variants: photo.variants.map((variant) => ({ ...variant, bytes: asBuffer(variant.bytes) })),
    ...(photo.original ? { original: { ...photo.original, bytes: asBuffer(photo.original.bytes) } } : {}),
  };
}

/** A view into a larger buffer (a whole request body) would be copied whole to the thread: only its own bytes go. */
const tight = (bytes: Buffer) =>
  ArrayBuffer.isView(bytes) && bytes.byteLength < bytes.buffer.byteLength ? Buffer.from(bytes) : bytes;

const failedPhoto: PhotoResult = {
  ok: false,
  problem: { code: "unreadable", message: photoMessages.unreadable },
};

/**
 * The serving thread's side of the photo thread (docs/decisions/0054): uploads wait in a queue and
 * go to the thread one at a time, so however many arrive together, one photo's decoding is in
 * memory. A thread that fails, or takes longer than the time limit over one photo, is ended: that
 * upload is answered as unreadable, and the next one starts a new thread. No upload waits forever.
 */
export function photoThread({ url, log, photoTimeLimitMs = 120_000 }: PhotoThreadOptions) {
  const queue: Job[] = [];
  let worker: Worker | undefined;
  let current: (Job & { id: number; timer: NodeJS.Timeout }) | undefined;
  let nextId = 0;
  let restarts = 0;

  const finish = (result: PhotoResult) => {
    if (!current) return;
    clearTimeout(current.timer);
    const { resolve } = current;
    current = undefined;
    resolve(result);
    next();
  };
  const lose = (reason: string) => {
    const lost = worker;
    worker = undefined;
    if (lost) {
      restarts += 1;
      lost.removeAllListeners();
      lost.on("error", () => undefined);
      void lost.terminate();
    }
    log("error", "photo_thread_failed", { error: reason, uploadRefused: current !== undefined });
    finish(failedPhoto);
  };
  const start = () => {
    const started = new Worker(url);
    started.unref();
    started.on("message", (message: FromPhotoThread) => {
      if (message.id !== current?.id) return;
      if ("error" in message) {
        log("error", "photo_not_processed", { error: message.error });
        finish(failedPhoto);
      } else finish(message.result.ok ? { ok: true, photo: received(message.result.photo) } : message.result);
    });
    started.on("error", (error) => lose(error.message));
    started.on("exit", (code) => lose(`the photo thread stopped (exit code ${code})`));
    return started;
  };
  function next() {
    if (current) return;
    const job = queue.shift();
    if (!job) return;
    worker ??= start();
    const id = nextId++;
    const timer = setTimeout(() => lose(`a photo took longer than ${photoTimeLimitMs} ms`), photoTimeLimitMs);
    timer.unref();
    current = { ...job, id, timer };
    worker.postMessage({ id, file: job.file, options: job.options } satisfies ToPhotoThread);
  }

  return {
    /** Checks and processes one upload on the thread, after those sent before it. */
    process(file: UploadedFile, options: PipelineOptions = {}): Promise<PhotoResult> {
      return new Promise((resolve) => {
        queue.push({ file: { ...file, bytes: tight(file.bytes) }, options, resolve });
        next();
      });
    },
    /** How many uploads wait behind the one being processed. */
    waiting: () => queue.length,
    /** How many times a thread was ended and another started. */
    restarts: () => restarts,
    /** Ends the thread; the uploads it had not answered are refused. */
    async stop(): Promise<void> {
      const stopping = worker;
      worker = undefined;
      stopping?.removeAllListeners();
      await stopping?.terminate();
      for (const job of queue.splice(0)) job.resolve(failedPhoto);
      finish(failedPhoto);
    },
  };
}

export type PhotoThread = ReturnType<typeof photoThread>;
