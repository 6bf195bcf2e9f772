import { createHash } from "node:crypto";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import type { PhotoFormat } from "~/lib/showcase";

// An uploaded photo made fit to serve: orientation applied, every metadata block left behind (a
// phone photo carries the GPS position of the customer's home), made at a set of widths in AVIF,
// WebP and JPEG, with a tiny placeholder. Every file kept is re-encoded, the largest included.

/** The widths made, each no wider than the upload (the upload's own width stands in for the larger ones). */
export const photoWidths = [480, 800, 1200, 1600] as const;

export type PhotoVariant = { format: PhotoFormat; width: number; height: number; bytes: Buffer };

export type ProcessedPhoto = {
  /** Of every variant's bytes together: it names the files, so a changed photo gets new names. */
  hash: string;
  /** The largest size made. */
  width: number;
  height: number;
  widths: number[];
  /** A data: URL of a few hundred bytes. */
  placeholder: string;
  variants: PhotoVariant[];
  /** The upload as sent, only when originals are kept (a setting). */
  original?: { contentType: string; bytes: Buffer };
};

export type PhotoProblemCode = "too-large" | "too-many-pixels" | "unsupported-type" | "heic" | "unreadable";
/** Why an upload was refused, in words for the person who sent it. */
export type PhotoProblem = { code: PhotoProblemCode; message: string };

export type UploadedFile = { name: string; type: string; bytes: Buffer };

export type PhotoResult = { ok: true; photo: ProcessedPhoto } | { ok: false; problem: PhotoProblem };

const quality: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
};

/**
 * Checks and processes one upload. Never throws for a bad file: it answers the problem.
 * (A first version on the calling thread; the photo service runs it on a thread of its own.)
 */
export async function processUpload(file: UploadedFile): Promise<PhotoResult> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(file.bytes, { limitInputPixels: 60_000_000, failOn: "error" })
      .rotate()
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, problem: { code: "unreadable", message: "This file could not be read as a photo." } };
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const widths = [...new Set(photoWidths.map((width) => Math.min(width, info.width)))];
  const variants: PhotoVariant[] = [];
  for (const width of widths) {
    for (const format of ["avif", "webp", "jpeg"] as const) {
      const { data: bytes, info: out } = await quality[format](sharp(data, raw).resize({ width })).toBuffer({
        resolveWithObject: true,
      });
      variants.push({ format, width: out.width, height: out.height, bytes });
    }
  }
  const tiny = await sharp(data, raw).resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  const hash = createHash("sha256");
  for (const variant of variants) hash.update(variant.bytes);
  const largest = variants[variants.length - 1]!;
  return {
    ok: true,
    photo: {
      hash: hash.digest("base64url").slice(0, 16),
      width: largest.width,
      height: largest.height,
      widths,
      placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
      variants,
    },
  };
}
