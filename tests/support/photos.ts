import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { constants, deflateRawSync } from "node:zlib";
import sharp from "sharp";
import { build } from "vite";
import type { Db } from "../../app/server/db/connect.server";
import { savePhotoFiles } from "../../app/server/media/photo-files.server";
import type { ProcessedPhoto } from "../../app/server/media/photo-pipeline.server";

// Photos for the tests and the bench, made on the spot: a phone's JPEG with its camera details,
// GPS position and a rotation flag; an image built to blow up when decoded; an iPhone's HEIC
// header; and the photo thread's script built from source as the server's build makes it.

const root = new URL("../../", import.meta.url).pathname;

/**
 * A gradient with texture at several scales (a wood grain of sorts) and noise, as raw RGB: detail
 * that survives being made smaller, so encoders have work at every width, as with a photo.
 */
function busyPixels(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = 28 * Math.sin(x / 9 + 6 * Math.sin(y / 140)) + 18 * Math.sin((x + 2 * y) / 41);
      const noise = (seed % 24) + grain;
      const at = (y * width + x) * 3;
      pixels[at] = Math.max(0, Math.min(255, (x / width) * 150 + 50 + noise));
      pixels[at + 1] = Math.max(0, Math.min(255, (y / height) * 120 + 40 + noise * 0.8));
      pixels[at + 2] = Math.max(0, Math.min(255, ((x + y) / (width + height)) * 110 + 30 + noise * 0.6));
    }
  }
  return pixels;
}

/** Where a phone says it took the photo: a customer's home in Bengaluru. */
export const gpsXmp =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="12,54.5N" ' +
  'exif:GPSLongitude="77,36.0E"/></rdf:RDF></x:xmpmeta>';

/**
 * A phone's JPEG, `width` x `height` as stored, carrying its camera's make and model, a GPS
 * position (in EXIF and XMP), a Display P3 colour profile and, with `orientation`, a rotation flag
 * (6: turned a quarter clockwise to show it, as a phone held upright writes).
 */
export function phoneJpeg({
  width,
  height,
  orientation = 1,
  quality = 90,
}: {
  width: number;
  height: number;
  orientation?: number;
  quality?: number;
}): Promise<Buffer> {
  return sharp(busyPixels(width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: "Samsung", Model: "SM-S918B", Software: "S918BXXU3BWK5" },
      IFD2: { DateTimeOriginal: "2026:09:14 10:21:07" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "12/1 54/1 3000/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "77/1 36/1 0/1",
      },
    })
    .withXmp(gpsXmp)
    .withIccProfile("p3")
    .toBuffer();
}

const crc32 = (bytes: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** Raw deflate data of `size` zero bytes, ending on a byte boundary with the stream left open. */
const zeroBlocks = (size: number) =>
  deflateRawSync(Buffer.alloc(size), { level: 9, finishFlush: constants.Z_FULL_FLUSH });

/**
 * A PNG of `width` x `height` black pixels: a few megabytes that would take gigabytes decoded (a
 * "decompression bomb"). Made without ever holding its pixels: the compressed blocks of one
 * mebibyte of zeros, repeated, then the rest, in one zlib stream.
 */
export function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  // Each row: a filter byte and its pixels, all zero.
  const total = height * (1 + width * 3);
  const piece = 1024 * 1024;
  const whole = zeroBlocks(piece);
  const blocks = Array.from({ length: Math.floor(total / piece) }, () => whole);
  blocks.push(zeroBlocks(total % piece), deflateRawSync(Buffer.alloc(0)));
  // Adler-32 of zeros: its low half stays 1, its high half counts the bytes.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0);
  const idat = Buffer.concat([Buffer.from([0x78, 0xda]), ...blocks, adler]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", idat),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The start of an iPhone's HEIC photo: its ftyp box (brand heic, compatible mif1 and heic), then nothing. */
export function heicHeader(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write("ftypheic", 4, "latin1");
  box.writeUInt32BE(0, 12);
  box.write("mif1heic", 16, "latin1");
  return Buffer.concat([box, Buffer.alloc(200)]);
}

/**
 * The photo thread's script, built from source as `npm run build` builds it (a unit test runs the
 * sources, not the build). Written under node_modules/.cache, where its import of sharp resolves.
 */
export async function buildPhotoWorker(): Promise<{ url: URL; remove: () => void }> {
  mkdirSync(join(root, "node_modules/.cache"), { recursive: true });
  const outDir = mkdtempSync(join(root, "node_modules/.cache/photo-worker-"));
  await build({
    configFile: false,
    logLevel: "silent",
    root,
    resolve: { alias: { "~": join(root, "app") } },
    build: {
      ssr: join(root, "server/photo-worker.ts"),
      outDir,
      emptyOutDir: false,
      rollupOptions: { output: { entryFileNames: "photo-worker.js" } },
    },
  });
  return {
    url: pathToFileURL(join(outDir, "photo-worker.js")),
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}

/** A draft project with `photo` as its one photo, its files stored: what an upload leaves in the database. */
export async function storeProjectPhoto(db: Db, photo: ProcessedPhoto, photoId = "photo-1"): Promise<void> {
  const now = "2026-11-27T10:00:00.000Z";
  await db
    .insertInto("projects")
    .values({
      id: `project-of-${photoId}`,
      slug: `wardrobe-${photoId}`,
      title: "Sliding wardrobe in HSR Layout",
      description: "A floor-to-ceiling wardrobe with sliding doors.",
      services: "[]",
      month: "2026-10",
      status: "draft",
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto("project_photos")
    .values({
      id: photoId,
      project_id: `project-of-${photoId}`,
      position: 0,
      alt: "The wardrobe with its doors open",
      hash: photo.hash,
      width: photo.width,
      height: photo.height,
      widths: JSON.stringify(photo.widths),
      placeholder: photo.placeholder,
      created_at: now,
    })
    .execute();
  await savePhotoFiles(db, photoId, photo);
}
