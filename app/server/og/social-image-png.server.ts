import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Resvg, renderAsync } from "@resvg/resvg-js";
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

let rendered = new Map<string, PngImage>();

const keyOf = (svg: string) => createHash("sha256").update(svg).digest("base64url");
const imageOf = (body: Buffer): PngImage => ({
  body,
  etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
});

/**
 * A published version's previews, for the step that puts it live: keeps exactly the previews of
 * `svgs` (the version's every preview) drawn so far, then draws `drawSoon` (those not drawn yet) on
 * the thread pool, one after the other, off the request path and after the version is live, so
 * making its pages is not slowed. The rest are drawn at their first request.
 */
export function socialImagesFor(svgs: readonly string[], drawSoon: readonly string[]): () => Promise<void> {
  return async () => {
    const next = new Map<string, PngImage>();
    for (const svg of svgs) {
      const key = keyOf(svg);
      const image = rendered.get(key);
      if (image) next.set(key, image);
    }
    const kept = (rendered = next);
    for (const svg of drawSoon) {
      const key = keyOf(svg);
      if (kept.has(key)) continue;
      const image = imageOf((await renderAsync(svg, previewRenderOptions())).asPng());
      // A newer version went live meanwhile: its own previews are drawn for it.
      if (rendered !== kept) return;
      if (!kept.has(key)) kept.set(key, image);
    }
  };
}

/** Whether the PNG of an SVG is drawn and kept in memory. */
export const isDrawn = (svg: string): boolean => rendered.has(keyOf(svg));

/** The PNG of an SVG, drawn at its first request (unless drawn for a publish) and then kept in memory, with its ETag. */
export function cachedPng(svg: string): PngImage {
  const key = keyOf(svg);
  let image = rendered.get(key);
  if (!image) {
    image = imageOf(renderPng(svg));
    rendered.set(key, image);
  }
  return image;
}
