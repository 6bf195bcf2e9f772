// npm run bench:quotes — what quotations cost: a 60-line quote's PDF (median of BENCH_RUNS
// renders, and the first), and a customer's page for a 20-line quote from the built server (time to
// the whole page, and its weight: HTML with its inline CSS, gzip -9 as the public pages are weighed,
// against the first round trip's 14 KB). Prints figures; asserts nothing. Needs `npm run build`.
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { openDatabase } from "~/server/db/connect.server";
import { parseEnv } from "~/server/env.server";
import { renderQuotePdf } from "~/server/quotes/pdf/quote-pdf.server";
import { sampleQuoteDocument } from "~/server/quotes/pdf/sample-quote.server";
import { addSampleSentQuote } from "~/server/quotes/pdf/sample-sent-quote.server";
import { resolveSite } from "~/server/site.server";
import { startServer, stopServer } from "./start-server.mjs";

const runs = Number(process.env.BENCH_RUNS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 4397);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

// The PDF of a 60-line quote.
const doc = sampleQuoteDocument({ extraLines: 59, optional: true });
let start = performance.now();
const first = await renderQuotePdf(doc);
const firstMs = performance.now() - start;
const pdfTimes: number[] = [];
for (let run = 0; run < runs; run++) {
  start = performance.now();
  await renderQuotePdf(doc);
  pdfTimes.push(performance.now() - start);
}
console.log(
  `PDF, 60 lines: first ${ms(firstMs)}, median ${ms(median(pdfTimes))} of ${runs}; ${(first.length / 1024).toFixed(1)} KB`,
);

// The customer's page of a 20-line quote, from the built server.
const dir = resolve("data/bench-quotes");
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const databaseUrl = join(dir, "app.db");
const env = { PORT: String(port), SITE_PROFILE: "carpentry", DATABASE_URL: databaseUrl, DATA_DIR: dir };
const server = await startServer(env);
const base = `http://127.0.0.1:${port}`;
try {
  const answer = await fetch(`${base}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Asha Rao",
      phone: "98123 45678",
      service: resolveSite(parseEnv(env)).leadForm.services[0],
    }),
  });
  if (answer.status !== 201) throw new Error(`The sample lead was refused: ${await answer.text()}`);
  const { id: leadId } = (await answer.json()) as { id: string };
  const handle = await openDatabase(databaseUrl);
  const site = resolveSite(parseEnv({ ...env, PUBLIC_URL: base }));
  const path = await addSampleSentQuote(handle.db, site, { lines: 20, leadId });
  await handle.close();
  const times: number[] = [];
  let html = "";
  for (let run = 0; run < runs; run++) {
    start = performance.now();
    html = await (await fetch(`${base}${path}`)).text();
    times.push(performance.now() - start);
  }
  const gzip = gzipSync(html, { level: 9 }).length / 1024;
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1]?.length ?? 0;
  console.log(
    `Customer's page, 20 lines: median ${ms(median(times))} of ${runs}; HTML + inline CSS ${(html.length / 1024).toFixed(1)} KB raw (CSS ${(css / 1024).toFixed(1)} KB), ${gzip.toFixed(1)} KB gzip -9 (budget 14 KB)`,
  );
  start = performance.now();
  const pdf = await fetch(`${base}${path}/pdf`);
  const bytes = (await pdf.arrayBuffer()).byteLength;
  console.log(
    `Customer's PDF over HTTP, 20 lines: ${ms(performance.now() - start)}, ${(bytes / 1024).toFixed(1)} KB`,
  );
} finally {
  await stopServer(server);
  rmSync(dir, { recursive: true, force: true });
}
