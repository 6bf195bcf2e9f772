import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { socialImageSvg } from "~/components/layout/brand-images";
import { socialImageTitle } from "~/lib/social-image";
import { resolveSite } from "../site.server";
import { parseEnv } from "../env.server";
import { cachedPng, isDrawn, socialImagesFor, previewRenderOptions } from "./social-image-png.server";
import { woffToSfnt } from "./woff.server";

/** Width and height from a PNG's IHDR chunk, after checking its signature. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** How many pixels of a white 400x100 drawing the text made dark, drawn as the previews are. */
function inkedPixels(text: string, family: string): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><rect width="400" height="100" fill="#fff"/><text x="10" y="70" font-family="${family}" font-size="48">${text}</text></svg>`;
  const pixels = new Resvg(svg, previewRenderOptions()).render().pixels;
  let dark = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 128) dark += 1;
  return dark;
}

describe("woffToSfnt", () => {
  it("unpacks the shipped Fraunces into an OpenType font", () => {
    const require = createRequire(import.meta.url);
    const woff = readFileSync(require.resolve("@fontsource/fraunces/files/fraunces-latin-700-normal.woff"));
    const sfnt = woffToSfnt(woff);
    expect([0x00010000, 0x4f54544f]).toContain(sfnt.readUInt32BE(0)); // TrueType or "OTTO"
    expect(sfnt.length).toBe(woff.readUInt32BE(16)); // totalSfntSize
  });

  it("refuses what is not WOFF 1.0", () => {
    expect(() => woffToSfnt(Buffer.from("wOF2 not really a font, long enough to have a header"))).toThrow();
  });
});

describe("the social preview as a PNG", () => {
  const site = resolveSite(parseEnv({}));

  it("is 1200x630, drawn once and then served from memory with one ETag", () => {
    const svg = socialImageSvg(site, socialImageTitle(site, "home")!);
    const first = cachedPng(svg);
    expect(pngSize(first.body)).toEqual({ width: 1200, height: 630 });
    expect(first.etag).toMatch(/^"[\w-]{27}"$/);
    expect(cachedPng(svg)).toBe(first);
  });

  it("draws text with the shipped font alone, whatever fonts the machine has", () => {
    expect(inkedPixels("Hello", "Fraunces")).toBeGreaterThan(500);
    // A family the machine may not have falls back to the shipped font, not to nothing.
    expect(inkedPixels("Hello", "Arial, sans-serif")).toBeGreaterThan(500);
    expect(inkedPixels("", "Fraunces")).toBe(0);
  });

  it("is drawn as a publish goes live, off the request path, and the previews of the last version are let go", async () => {
    const home = socialImageSvg(site, "Joinery that lasts");
    const about = socialImageSvg(site, "Who we are");
    const drawnBefore = cachedPng(socialImageSvg(site, "A page that is gone"));
    const goLive = socialImagesFor([home, about], [home]);
    expect(isDrawn(home)).toBe(false);
    await goLive();
    expect([isDrawn(home), isDrawn(about)]).toEqual([true, false]);
    expect(pngSize(cachedPng(home).body)).toEqual({ width: 1200, height: 630 });
    expect(cachedPng(socialImageSvg(site, "A page that is gone"))).not.toBe(drawnBefore);
  });
});
