import { createRequire } from "node:module";
import { readFileSync } from "node:fs";

// The quotation PDF's fonts: DejaVu Sans, regular and bold, embedded (pdfkit keeps only the glyphs
// used): it has the rupee sign, which the PDF standard fonts lack. Each is read and parsed once, by
// the font parser pdfkit itself uses, and the parsed font given to every document: parsing them for
// each PDF cost about a third of a 60-line quote's time.

const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);
/** pdfkit's own fontkit, so the parsed fonts are of the kind its documents take. */
const fontkit = createRequire(require.resolve("pdfkit"))("fontkit") as { create(data: Buffer): object };

/** A parsed font as pdfkit takes it (its types know only files and bytes). */
type ParsedFont = Buffer;

let parsed: { regular: ParsedFont; bold: ParsedFont } | undefined;

/** The fonts, read and parsed when the first PDF is made, then kept. */
export const pdfFonts = () =>
  (parsed ??= {
    regular: fontkit.create(readFileSync(fontFile("DejaVuSans.ttf"))) as ParsedFont,
    bold: fontkit.create(readFileSync(fontFile("DejaVuSans-Bold.ttf"))) as ParsedFont,
  });
