// npm run bench:photo — what one phone photo costs the server: a 12-megapixel JPEG (4000 x 3000,
// a gradient with noise so the encoders have work, quality 90, with a phone's EXIF and GPS) is
// processed N times on the photo thread, built from source as the server's build makes it, one
// at a time as the server does. Prints the time per photo (min/median/max), the memory the process
// reached, and the size of every file made. Asserts nothing.
import { performance } from "node:perf_hooks";
import { photoThread } from "~/server/media/photo-thread.server";
import { buildPhotoWorker, phoneJpeg } from "../tests/support/photos";

const runs = Number(process.env.BENCH_PHOTOS ?? 5);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (kilobytes: number) => `${(kilobytes / 1024).toFixed(0)} MB`;

const worker = await buildPhotoWorker();
try {
  const bytes = await phoneJpeg({ width: 4000, height: 3000, orientation: 1, quality: 90 });
  console.log(`upload: 4000 x 3000 JPEG, ${kb(bytes.length)}; ${runs} runs, one at a time`);
  const rssBefore = process.resourceUsage().maxRSS;
  const thread = photoThread({
    url: worker.url,
    log: (level, msg, fields) => console.log(level, msg, fields),
  });
  // The first photo starts the thread and loads the image library: timed apart.
  let started = performance.now();
  const first = await thread.process({ name: "site.jpg", type: "image/jpeg", bytes });
  console.log(`first photo (starts the thread): ${(performance.now() - started).toFixed(0)} ms`);
  const rssFirst = process.resourceUsage().maxRSS;
  const times: number[] = [];
  let last = first;
  for (let run = 0; run < runs; run++) {
    started = performance.now();
    last = await thread.process({ name: "site.jpg", type: "image/jpeg", bytes });
    times.push(performance.now() - started);
  }
  await thread.stop();
  if (!last.ok) throw new Error(last.problem.message);
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `per photo: min ${ms(times[0]!)}, median ${ms(times[Math.floor(times.length / 2)]!)}, max ${ms(times.at(-1)!)}`,
  );
  // The thread shares this process: its high-water mark is the thread's and this one's together.
  const rssAfter = process.resourceUsage().maxRSS;
  console.log(
    `process memory high-water mark: ${mb(rssBefore)} before the thread started (this process made the upload), ` +
      `${mb(rssFirst)} after its first photo, ${mb(rssAfter)} after all`,
  );
  const { photo } = last;
  console.log(`made: ${photo.width} x ${photo.height}, widths ${photo.widths.join("/")}`);
  console.log(`placeholder: ${photo.placeholder.length} characters as a data: URL`);
  const formats = ["avif", "webp", "jpeg"] as const;
  console.log(["width", ...formats].map((cell) => cell.padStart(10)).join(""));
  for (const width of photo.widths) {
    const sizes = formats.map((format) => {
      const variant = photo.variants.find((v) => v.width === width && v.format === format)!;
      return kb(variant.bytes.length).padStart(10);
    });
    console.log([String(width).padStart(10), ...sizes].join(""));
  }
  const total = photo.variants.reduce((sum, variant) => sum + variant.bytes.length, 0);
  console.log(`all ${photo.variants.length} files together: ${kb(total)}`);
} finally {
  worker.remove();
}
