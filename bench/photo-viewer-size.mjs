// The full-size photo viewer's weight: app/client/photo-viewer.ts minified on its own, and the whole
// public enhance script of the last build, gzipped. The viewer is meant to stay within 2 KB.
// Usage: node bench/photo-viewer-size.mjs (after npm run build for the second figure)
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const viewer = await build({
  stdin: {
    contents: 'import { enhancePhotoViewer } from "./app/client/photo-viewer.ts"; enhancePhotoViewer();',
    resolveDir: process.cwd(),
    loader: "ts",
  },
  bundle: true,
  minify: true,
  format: "esm",
  write: false,
});
const code = viewer.outputFiles[0]?.contents ?? new Uint8Array();
console.log(`photo viewer: ${code.length} B minified, ${gzipSync(code, { level: 9 }).length} B gzipped`);

const assets = "build/client/assets";
const enhance = readdirSync(assets, { withFileTypes: true }).find((file) =>
  /^enhance-.*\.js$/.test(file.name),
);
if (enhance) {
  const whole = readFileSync(`${assets}/${enhance.name}`);
  console.log(
    `enhance script (${enhance.name}): ${whole.length} B, ${gzipSync(whole, { level: 9 }).length} B gzipped`,
  );
}
