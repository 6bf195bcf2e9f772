import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { woffToSfnt } from "./woff.server";

// Chat apps (WhatsApp, Facebook, LinkedIn, X) show no SVG previews: each page's preview is also
// served as a PNG, drawn from the same SVG by resvg. Its text is set in the Fraunces the site ships
// (no system font is read), so it looks the same on every machine, one with no fonts at all included.

export type PngImage = { body: Buffer; etag: string };

const require = createRequire(import.meta.url);
const weights = [400, 700] as const;

let fontFiles: string[] | undefined;

/**
 * The shipped Fraunces weights as TrueType files resvg can load (it reads no WOFF), unpacked once
 * into the temporary directory under names taken from their content.
 */
function fraunces(): string[] {
  if (fontFiles) return fontFiles;
  const dir = join(tmpdir(), "workshop-og-fonts");
  mkdirSync(dir, { recursive: true });
  fontFiles = weights.map((weight) => {
    const sfnt = woffToSfnt(
      readFileSync(require.resolve(`@fontsource/fraunces/files/fraunces-latin-${weight}-normal.woff`)),
    );
    const file = join(
      dir,
      `fraunces-${weight}-${createHash("sha256").update(sfnt).digest("hex").slice(0, 16)}.ttf`,
    );
    if (!existsSync(file)) {
      // Written whole under another name first, so a server starting beside this one never reads half a font.
      const partial = `${file}.${process.pid}.part`;
      writeFileSync(partial, sfnt);
      renameSync(partial, file);
    }
    return file;
  });
  return fontFiles;
}

/** resvg's options: every family (serif, sans-serif, named ones) set in Fraunces, no system font. */
export const previewRenderOptions = () => ({
  font: {
    loadSystemFonts: false,
    fontFiles: fraunces(),
    defaultFontFamily: "Fraunces",
    serifFamily: "Fraunces",
    sansSerifFamily: "Fraunces",
  },
});

/** The SVG drawn as a PNG at its own size. */
export function renderPng(svg: string): Buffer {
  return new Resvg(svg, previewRenderOptions()).render().asPng();
}

const rendered = new Map<string, PngImage>();

/** Drops the PNGs drawn so far (a published version draws its own). */
export function forgetSocialImages(): void {
  rendered.clear();
}

/** The PNG of an SVG, drawn at its first request and then kept in memory, with its ETag. */
export function cachedPng(svg: string): PngImage {
  const key = createHash("sha256").update(svg).digest("base64url");
  let image = rendered.get(key);
  if (!image) {
    const body = renderPng(svg);
    image = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
    rendered.set(key, image);
  }
  return image;
}
