// npm run bench:page-styles — what cutting the stylesheet down to each page costs the serving
// thread's process when the pages are made (at start and for every publish): reading the built
// stylesheet into rules once, then, for each public page of the interiors profile (the most
// pages), finding its tokens and keeping the rules that can match. Prints milliseconds; the target
// is a few ms a page. Asserts nothing; needs `npm run build` (it serves the built site to get the
// pages' markup).
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { pageStylesheet } from "~/server/page-styles/page-css.server";
import { pageTokens } from "~/server/page-styles/page-tokens.server";
import { sitemapPaths } from "../scripts/audit-pages/page-weights.mjs";
import { startServer, stopServer } from "./start-server.mjs";

const runs = Number(process.env.BENCH_RUNS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 4398);
const assets = resolve("build/client/assets");
const cssFile = readdirSync(assets).find((file) => /^root-.*\.css$/.test(file));
if (!cssFile) throw new Error("No built stylesheet: run `npm run build` first.");
const css = readFileSync(join(assets, cssFile), "utf8");

const dir = resolve("data/bench-page-styles");
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const server = await startServer({
  PORT: String(port),
  SITE_PROFILE: "interiors",
  DATABASE_URL: join(dir, "app.db"),
  DATA_DIR: dir,
});
const base = `http://127.0.0.1:${port}`;
let pages: string[];
try {
  const paths = sitemapPaths(await (await fetch(`${base}/sitemap.xml`)).text());
  // The served pages carry their cut style; the cut works on the markup around it.
  pages = await Promise.all(
    paths.map(async (path) =>
      (await (await fetch(`${base}${path}`)).text()).replace(/<style>[\s\S]*?<\/style>/, ""),
    ),
  );
} finally {
  await stopServer(server);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const prepareTimes: number[] = [];
let cut = pageStylesheet(css);
for (let run = 0; run < runs; run++) {
  const start = performance.now();
  cut = pageStylesheet(css);
  prepareTimes.push(performance.now() - start);
}
const perPage: number[] = [];
for (let run = 0; run < runs; run++) {
  for (const html of pages) {
    const start = performance.now();
    cut(pageTokens(html));
    perPage.push(performance.now() - start);
  }
}
const total = pages.length * median(perPage);
console.log(`Stylesheet: ${(css.length / 1024).toFixed(1)} KB; ${pages.length} pages; ${runs} runs`);
console.log(
  `Reading the stylesheet into rules (once per build): median ${median(prepareTimes).toFixed(1)} ms`,
);
console.log(
  `A page's tokens and rules: median ${median(perPage).toFixed(2)} ms, max ${Math.max(...perPage).toFixed(2)} ms;` +
    ` all ${pages.length} pages ≈ ${total.toFixed(0)} ms`,
);
