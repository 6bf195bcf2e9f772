import { createHash, randomBytes } from "node:crypto";
import sharp, { type Metadata, type Sharp, type SharpOptions } from "sharp";
import type { PhotoFormat } from "~/lib/showcase";
import { photoTypeFacts, type PhotoType, sniffType, typeByDeclared, typeByName } from "./photo-types.server";

// An uploaded photo made fit to serve: orientation applied, every metadata block left behind (a
// phone photo carries the GPS position of the customer's home), made at a set of widths in AVIF,
// WebP and JPEG, with a tiny placeholder. Every file kept is re-encoded, the largest included.
// The checks cost little and come first: the size, the type by name, declared type and first
// bytes, then the pixel count from the header alone, before anything is decoded
// (docs/decisions/0054-photos-in-the-database.md).

/**
 * The widths made, each no wider than the upload (the upload's own width stands in for the larger
 * ones): a phone's full-width photo at 2x and 3x, a desktop column, a desktop's full-size view.
 */
export const photoWidths = [480, 800, 1200, 1600] as const;

/**
 * The largest upload taken, per file, and the most pixels: 65 megapixels takes a 48 or 50
 * megapixel phone's full-resolution photo (8192 x 6144 is 50.3) and a 64 megapixel one's (9248 x
 * 6936), and refuses the 108 and 200 megapixel modes, whose detail the largest width made (1600)
 * never shows, and every image built to blow up when decoded.
 */
export const photoLimits = { maxBytes: 20 * 1024 * 1024, maxPixels: 65_000_000 };
export type PhotoLimits = typeof photoLimits;

export type PhotoVariant = { format: PhotoFormat; width: number; height: number; bytes: Buffer };

export type ProcessedPhoto = {
  /** Of every variant's bytes and of this upload: it names the files, so no two photos share a name. */
  hash: string;
  /** The largest size made. */
  width: number;
  height: number;
  widths: number[];
  /** A data: URL of a few hundred bytes. */
  placeholder: string;
  variants: PhotoVariant[];
  /** The upload as sent, only when originals are kept (a setting); never served, for it may carry GPS. */
  original?: { contentType: string; extension: string; bytes: Buffer };
};

export type PhotoProblemCode = "too-large" | "too-many-pixels" | "unsupported-type" | "heic" | "unreadable";
/** Why an upload was refused, in words for the person who sent it. */
export type PhotoProblem = { code: PhotoProblemCode; message: string };

export type UploadedFile = { name: string; type: string; bytes: Buffer };

export type PhotoResult = { ok: true; photo: ProcessedPhoto } | { ok: false; problem: PhotoProblem };

export type PipelineOptions = {
  /** Keep the upload as sent beside the files made from it. */
  keepOriginal?: boolean;
  limits?: Partial<PhotoLimits>;
};

/**
 * AVIF at effort 2 with 4:2:0 chroma: a 1600-wide photo in about half a second on one core (effort
 * 4 is ten times slower for a file a third smaller); quality 50 is AVIF's "good" photo setting.
 */
const encoders: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2, chromaSubsampling: "4:2:0" }),
  webp: (image) => image.webp({ quality: 72 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
};
const formatsMade = ["avif", "webp", "jpeg"] as const satisfies readonly PhotoFormat[];

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "");
const megapixels = (pixels: number) => (pixels / 1_000_000).toFixed(1).replace(/\.0$/, "");
/** The file's name as a message quotes it: short, and only its last path segment. */
const quoted = (name: string) => {
  const base = name.split(/[\\/]/).pop() || "This file";
  return base.length > 60 ? `${base.slice(0, 57)}…` : base;
};

const refused = (code: PhotoProblemCode, message: string): PhotoResult => ({
  ok: false,
  problem: { code, message },
});

export const photoMessages = {
  tooLarge: (bytes: number, limit: number) =>
    `This photo is ${megabytes(bytes)} MB; photos of up to ${megabytes(limit)} MB are taken. Send a smaller copy of it.`,
  heic:
    "This photo is in HEIC, the iPhone's own format, which the site cannot read: convert it to JPEG and send it again. " +
    "On an iPhone, Settings > Camera > Formats > Most Compatible takes new photos as JPEG.",
  unsupported: (name: string) => `"${quoted(name)}" is not a photo the site takes: send a JPEG, PNG or WebP.`,
  tooManyPixels: (width: number, height: number, limit: number) =>
    `This photo is ${width} x ${height} pixels (${megapixels(width * height)} megapixels); photos of up to ` +
    `${megapixels(limit)} megapixels are taken. Send a smaller copy of it.`,
  unreadable:
    "This photo could not be read: the file may be damaged. Save or export it again and send the copy.",
};

/** The checks that need no decoding: the file's size, then its type by its bytes, name and declared type. */
function checkFile(file: UploadedFile, limits: PhotoLimits): PhotoResult | PhotoType {
  if (file.bytes.length > limits.maxBytes)
    return refused("too-large", photoMessages.tooLarge(file.bytes.length, limits.maxBytes));
  const sniffed = sniffType(file.bytes);
  const byName = typeByName(file.name);
  const declared = typeByDeclared(file.type);
  // The bytes say what the file is; a name or type saying HEIC explains a file nothing can read.
  if (sniffed === "heic" || (sniffed === "other" && (byName === "heic" || declared === "heic")))
    return refused("heic", photoMessages.heic);
  // A photo may come named or declared loosely (a PNG called .jpg reads fine), but never as something else.
  if (sniffed === "other" || byName === "other" || declared === "other")
    return refused("unsupported-type", photoMessages.unsupported(file.name));
  return sniffed;
}

/** The image library's name for each type's format. */
const libraryFormats: Record<PhotoType, string> = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" };

/**
 * Checks and processes one upload. Never throws for a bad file: it answers the problem. Runs on
 * the photo thread in the server (photo-service.server.ts); callable on any thread.
 */
export async function processUpload(file: UploadedFile, options: PipelineOptions = {}): Promise<PhotoResult> {
  const limits = { ...photoLimits, ...options.limits };
  const checked = checkFile(file, limits);
  if (typeof checked !== "string") return checked;
  // The second guard: the library itself refuses more pixels, and data it finds broken.
  const guard = { limitInputPixels: limits.maxPixels, failOn: "error", sequentialRead: true } as const;
  let header: Metadata;
  try {
    // The header alone, read without the pixel limit: to name the photo's size when refusing it.
    header = await sharp(file.bytes, { limitInputPixels: false }).metadata();
  } catch {
    return refused("unreadable", photoMessages.unreadable);
  }
  if (header.format === "heif" && header.compression !== "av1") return refused("heic", photoMessages.heic);
  if (header.format !== libraryFormats[checked])
    return refused("unsupported-type", photoMessages.unsupported(file.name));
  const { width = 0, height = 0 } = header;
  if (width * height > limits.maxPixels)
    return refused("too-many-pixels", photoMessages.tooManyPixels(width, height, limits.maxPixels));
  try {
    return { ok: true, photo: await made(file, guard, checked, options.keepOriginal ?? false) };
  } catch {
    return refused("unreadable", photoMessages.unreadable);
  }
}

/**
 * Decodes once, upright, in sRGB, straight to the largest width (a JPEG is decoded at a fraction
 * of its size when it can be), and makes every file from that one buffer. Nothing of the upload's
 * metadata reaches the buffer, so no file carries any.
 */
async function made(
  file: UploadedFile,
  guard: SharpOptions,
  type: PhotoType,
  keepOriginal: boolean,
): Promise<ProcessedPhoto> {
  const largest = photoWidths[photoWidths.length - 1];
  const { data, info } = await sharp(file.bytes, guard)
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const widths = [...new Set(photoWidths.map((width) => Math.min(width, info.width)))];
  const variants: PhotoVariant[] = [];
  for (const width of widths) {
    for (const format of formatsMade) {
      const image = sharp(data, raw);
      if (width !== info.width) image.resize({ width });
      const { data: bytes, info: out } = await encoders[format](image).toBuffer({ resolveWithObject: true });
      variants.push({ format, width: out.width, height: out.height, bytes });
    }
  }
  const tiny = await sharp(data, raw)
    .resize({ width: 16, height: 16, fit: "inside" })
    .blur(1)
    .webp({ quality: 40 })
    .toBuffer();
  // A random part too: the same photo sent twice makes two photos, each with its own files.
  const hash = createHash("sha256").update(randomBytes(16));
  for (const variant of variants) hash.update(variant.bytes);
  const facts = photoTypeFacts[type];
  return {
    hash: hash.digest("base64url").slice(0, 16),
    width: info.width,
    height: info.height,
    widths,
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    variants,
    ...(keepOriginal ? { original: { ...facts, bytes: file.bytes } } : {}),
  };
}
