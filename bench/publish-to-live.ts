// npm run bench:publish — how long a published version takes to go live on servers that did not
// publish it: two production servers share one database (SQLite, then PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names one), this process publishes a renamed profile N
// times as a third writer would, and times until each server's home page shows the new name. Then
// the pages/s one server answers at full speed, with no publish and while it makes the 31 pages of
// a bigger profile (interiors) again. Prints the figures; asserts nothing about time.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { profiles } from "~/profiles";
import { renamed } from "../tests/support/profile-data";
import { openDatabase } from "~/server/db/connect.server";
import { publishedVersion, publishProfile } from "~/server/site-settings/site-versions.server";
import { startServer, stopServer } from "./start-server.mjs";

const publishes = Number(process.env.BENCH_PUBLISHES ?? 20);
const throughputSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 4396);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const servers = [`http://127.0.0.1:${port}`, `http://127.0.0.1:${port + 1}`];

/** How long a version may take to go live before the bench gives up on it. */
const giveUpAfterMs = Number(process.env.BENCH_GIVE_UP_MS ?? 30_000);

/** Milliseconds until `url` shows `text`, asking every 5 ms; fails after `giveUpAfterMs`. */
async function untilShown(url: string, text: string, since: number): Promise<number> {
  while (performance.now() - since < giveUpAfterMs) {
    const html = await (await fetch(url)).text();
    if (html.includes(text)) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(
    `${url} did not show "${text}" within ${giveUpAfterMs} ms: the version never went live there`,
  );
}

const figures = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0);
  return `min ${at(0)} ms, median ${at(0.5)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
};

const pagesPerSecond = async (url: string) =>
  (
    await autocannon({
      url,
      connections: 10,
      duration: throughputSeconds,
      headers: { "accept-encoding": "br" },
    })
  ).requests.average;

async function bench(kind: string, databaseUrl: string, dataDir: string) {
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SITE_PROFILE: "carpentry", ANALYTICS: "off" };
  const first = await startServer({ ...env, PORT: String(port) });
  const second = await startServer({ ...env, PORT: String(port + 1) });
  const database = await openDatabase(databaseUrl);
  try {
    const base = (await publishedVersion(database.db))!.profile;
    const live: number[][] = [[], []];
    for (let i = 1; i <= publishes; i++) {
      const name = `Bench Joinery ${kind} ${i}`;
      const since = performance.now();
      const result = await publishProfile(database.db, renamed(base, name), { by: null, source: "api" });
      if (!result.ok) throw new Error(JSON.stringify(result.problems));
      const shown = await Promise.all(servers.map((url) => untilShown(`${url}/`, name, since)));
      shown.forEach((ms, server) => live[server]!.push(ms));
    }
    console.log(`${kind}: publish to live over ${publishes} publishes`);
    servers.forEach((url, i) => console.log(`  ${url}: ${figures(live[i]!)}`));

    const quiet = await pagesPerSecond(`${servers[0]}/`);
    const busy = pagesPerSecond(`${servers[0]}/`);
    // Publishes the bigger profile, and back, over and over while the pages are asked for.
    const until = performance.now() + throughputSeconds * 1000;
    let made = 0;
    for (let i = 0; performance.now() < until; i++) {
      const name = `Bench Interiors ${kind} ${i}`;
      const since = performance.now();
      await publishProfile(database.db, i % 2 ? renamed(base, name) : renamed(profiles.interiors, name), {
        by: null,
        source: "api",
      });
      await untilShown(`${servers[0]}/`, name, since);
      made++;
    }
    console.log(
      `  pages/s on one server: ${quiet.toFixed(0)} with no publish, ${(await busy).toFixed(0)} while ${made} publishes (5 and 31 pages each) went live`,
    );
  } finally {
    await database.close();
    await stopServer(second);
    await stopServer(first);
  }
}

const dir = mkdtempSync(join(tmpdir(), "bench-publish-"));
try {
  await bench("SQLite", join(dir, "app.db"), dir);
  if (postgresUrl) {
    const name = `bench_publish_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      await bench("PostgreSQL", Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).href, dir);
    } finally {
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
  }
} catch (error) {
  console.error(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
