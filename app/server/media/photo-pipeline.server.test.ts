import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { heicHeader, phoneJpeg } from "../../../tests/support/photos";
import { type PhotoResult, processUpload, type ProcessedPhoto } from "./photo-pipeline.server";

// Real uploads through the real image library: what comes out is fit to show anyone (upright, in
// every format and width, with nothing of the phone's metadata), and what is refused says why.

const processed = (result: PhotoResult): ProcessedPhoto => {
  if (!result.ok) throw new Error(`refused: ${result.problem.message}`);
  return result.photo;
};

/** Byte strings a file carries with a phone's metadata in it: EXIF, the camera's name, XMP, an ICC profile. */
const metadataMarkers = ["Exif\0\0", "Samsung", "SM-S918B", "adobe:ns:meta", "ICC_PROFILE"];

describe("processUpload", () => {
  it("makes an upright phone photo in AVIF, WebP and JPEG at every width, with none of its metadata", async () => {
    // Stored 2000 x 1500 with the flag that turns it upright: a portrait 1500 x 2000.
    const bytes = await phoneJpeg({ width: 2000, height: 1500, orientation: 6 });
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const photo = processed(await processUpload({ name: "IMG_20260914.jpg", type: "image/jpeg", bytes }));

    expect(photo).toMatchObject({ width: 1500, height: 2000, widths: [480, 800, 1200, 1500] });
    expect(photo.hash).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(photo.variants.map(({ format, width }) => `${format} ${width}`)).toEqual(
      [480, 800, 1200, 1500].flatMap((width) => [`avif ${width}`, `webp ${width}`, `jpeg ${width}`]),
    );
    for (const variant of photo.variants) {
      const header = await sharp(variant.bytes).metadata();
      expect(header.format).toBe(variant.format === "avif" ? "heif" : variant.format);
      expect([header.width, header.height]).toEqual([variant.width, variant.height]);
      expect(variant.height).toBe(Math.round((variant.width * 2000) / 1500));
      expect(header.orientation).toBeUndefined();
      expect(header).not.toHaveProperty("exif");
      expect(header).not.toHaveProperty("xmp");
      expect(header).not.toHaveProperty("icc");
      expect(header).not.toHaveProperty("iptc");
      const text = variant.bytes.toString("latin1");
      for (const marker of metadataMarkers)
        expect(text, `${variant.format} ${variant.width}`).not.toContain(marker);
    }
    expect(photo.original).toBeUndefined();

    const [kind, data] = photo.placeholder.split(",");
    expect(kind).toBe("data:image/webp;base64");
    const tiny = Buffer.from(data!, "base64");
    expect(tiny.length).toBeLessThan(400);
    const small = await sharp(tiny).metadata();
    expect(small.height).toBeGreaterThan(small.width);
  });

  it("takes PNG, WebP and AVIF photos too, no wider than sent, and keeps the upload only when asked", async () => {
    const source = sharp(await phoneJpeg({ width: 900, height: 600 }));
    const uploads = [
      {
        name: "kitchen.png",
        type: "image/png",
        bytes: await source.clone().ensureAlpha(0.5).png().toBuffer(),
      },
      { name: "kitchen.webp", type: "image/webp", bytes: await source.clone().webp().toBuffer() },
      { name: "kitchen.avif", type: "", bytes: await source.clone().avif({ effort: 0 }).toBuffer() },
    ];
    for (const upload of uploads) {
      const photo = processed(await processUpload(upload, { keepOriginal: true }));
      expect(photo, upload.name).toMatchObject({ width: 900, height: 600, widths: [480, 800, 900] });
      expect(photo.original?.bytes.equals(upload.bytes)).toBe(true);
      expect(photo.original?.extension).toBe(upload.name.split(".")[1]);
      // A transparent PNG comes out on white, not black.
      const { dominant } = await sharp(photo.variants[0]!.bytes).stats();
      if (upload.name.endsWith(".png")) expect(dominant.r + dominant.g + dominant.b).toBeGreaterThan(400);
    }
    const twice = await Promise.all(uploads.slice(0, 2).map(() => processUpload(uploads[0]!)));
    expect(processed(twice[0]!).hash).not.toBe(processed(twice[1]!).hash);
  });

  const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  it.each([
    ["an iPhone's HEIC", { name: "IMG_0042.HEIC", type: "image/heic", bytes: heicHeader() }, "heic"],
    ["a HEIC named as a JPEG", { name: "IMG_0042.jpg", type: "image/jpeg", bytes: heicHeader() }, "heic"],
    [
      "a text file named .jpg",
      { name: "notes.jpg", type: "image/jpeg", bytes: Buffer.from("Measurements: 8ft x 10ft\n") },
      "unsupported-type",
    ],
    ["a JPEG named as a GIF", { name: "door.gif", type: "image/gif", bytes: jpegStart }, "unsupported-type"],
    [
      "a JPEG declared as text",
      { name: "door.jpg", type: "text/plain", bytes: jpegStart },
      "unsupported-type",
    ],
    [
      "a JPEG's start and then noise",
      { name: "door.jpg", type: "image/jpeg", bytes: Buffer.concat([jpegStart, Buffer.alloc(4000, 0x5a)]) },
      "unreadable",
    ],
  ])("refuses %s", async (_, upload, code) => {
    const result = await processUpload(upload);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.code).toBe(code);
  });

  it("says how to send an iPhone's photo instead of HEIC", async () => {
    const result = await processUpload({ name: "IMG_0042.HEIC", type: "image/heic", bytes: heicHeader() });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.code).toBe("heic");
    expect(result.problem.message).toMatch(
      /convert it to JPEG.*Settings > Camera > Formats > Most Compatible/,
    );
  });

  it("refuses a file over the size limit, naming both sizes", async () => {
    const bytes = Buffer.concat([await phoneJpeg({ width: 64, height: 48 }), Buffer.alloc(21 * 1024 * 1024)]);
    const result = await processUpload({ name: "big.jpg", type: "image/jpeg", bytes });
    expect(result).toEqual({
      ok: false,
      problem: {
        code: "too-large",
        message: "This photo is 21 MB; photos of up to 20 MB are taken. Send a smaller copy of it.",
      },
    });
  });

  it("names a refused file by its name only, shortened", async () => {
    const name = `C:\\Users\\owner\\${"very-long-name-".repeat(6)}.txt`;
    const result = await processUpload({ name, type: "text/plain", bytes: Buffer.from("hello") });
    expect(!result.ok && result.problem.message).toBe(
      `"${"very-long-name-".repeat(6).slice(0, 57)}…" is not a photo the site takes: send a JPEG, PNG or WebP.`,
    );
  });
});
