// Which uploads are photos the site takes: JPEG, PNG and WebP (and AVIF, which the image library
// reads), told apart by their first bytes, whatever the file's name or declared type claims.
// HEIC, an iPhone's own format, is recognised only to say how to send it instead: the image
// library's prebuilt binaries carry no HEVC decoder.

export type PhotoType = "jpeg" | "png" | "webp" | "avif";
/** What the first bytes say: a photo type, an iPhone's HEIC, or anything else. */
export type SniffedType = PhotoType | "heic" | "other";

export const photoTypeFacts: Record<PhotoType, { contentType: string; extension: string }> = {
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  png: { contentType: "image/png", extension: "png" },
  webp: { contentType: "image/webp", extension: "webp" },
  avif: { contentType: "image/avif", extension: "avif" },
};

/** Declared types a browser may send for a photo it took (image/jpg and image/pjpeg by older ones). */
const acceptedDeclared = new Set([
  "image/jpeg",
  "image/jpg",
  "image/pjpeg",
  "image/png",
  "image/webp",
  "image/avif",
]);
const heicDeclared = new Set(["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"]);
/** Sent for a file the browser could not name: its bytes decide. */
const unknownDeclared = new Set(["", "application/octet-stream"]);

const acceptedExtensions = new Set(["jpg", "jpeg", "jpe", "jfif", "png", "webp", "avif"]);
const heicExtensions = new Set(["heic", "heif", "hif"]);

/** ISO media file brands: an AVIF's, and the HEIF ones that carry HEVC (an iPhone's photo). */
const avifBrands = new Set(["avif", "avis"]);
const heicBrands = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1"]);

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** The file's type by its first bytes. */
export function sniffType(bytes: Buffer): SniffedType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (bytes.toString("latin1", 4, 8) === "ftyp") {
    // The ftyp box: its size, "ftyp", the major brand, a minor version, then compatible brands.
    const size = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands = [bytes.toString("latin1", 8, 12)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(bytes.toString("latin1", at, at + 4));
    // An AVIF names mif1 too: its own brand wins.
    if (brands.some((brand) => avifBrands.has(brand))) return "avif";
    if (brands.some((brand) => heicBrands.has(brand))) return "heic";
  }
  return "other";
}

/** What the name's extension says: a photo's, an iPhone's HEIC, none, or another. */
export function typeByName(name: string): "accepted" | "heic" | "none" | "other" {
  const dot = name.lastIndexOf(".");
  if (dot < 0 || dot === name.length - 1) return "none";
  const extension = name.slice(dot + 1).toLowerCase();
  if (acceptedExtensions.has(extension)) return "accepted";
  return heicExtensions.has(extension) ? "heic" : "other";
}

/** What the declared content type says. */
export function typeByDeclared(type: string): "accepted" | "heic" | "none" | "other" {
  const essence = type.split(";")[0]!.trim().toLowerCase();
  if (unknownDeclared.has(essence)) return "none";
  if (acceptedDeclared.has(essence)) return "accepted";
  return heicDeclared.has(essence) ? "heic" : "other";
}
