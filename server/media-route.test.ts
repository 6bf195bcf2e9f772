import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { photoFileName } from "~/lib/showcase";
import { openDatabase } from "~/server/db/connect.server";
import { photoThread } from "~/server/media/photo-thread.server";
import { ensureCurrentBuild, startServer } from "../tests/support/built-server";
import { freePort } from "../tests/support/free-port";
import { phoneJpeg, storeProjectPhoto } from "../tests/support/photos";

// The production build: its photo thread processes an upload, and its server answers the files
// stored in its database under /media/, ahead of everything else, to visitors who carry no cookie.

const root = new URL("../", import.meta.url);
let dir = "";
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "media-route-"));
  ensureCurrentBuild();
}, 600_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("processes a photo on the built photo thread and serves its files from the built server", async () => {
  const thread = photoThread({ url: new URL("build/server/photo-worker.js", root), log: () => undefined });
  const bytes = await phoneJpeg({ width: 1200, height: 900, orientation: 6 });
  const result = await thread.process({ name: "wardrobe.jpg", type: "image/jpeg", bytes });
  await thread.stop();
  if (!result.ok) throw new Error(result.problem.message);
  const photo = result.photo;
  expect(photo).toMatchObject({ width: 900, height: 1200, widths: [480, 800, 900] });

  const database = join(dir, "app.db");
  const port = await freePort();
  const server = await startServer({
    DATA_DIR: dir,
    DATABASE_URL: database,
    PORT: String(port),
    ANALYTICS: "off",
  });
  try {
    const { db, close } = await openDatabase(database);
    await storeProjectPhoto(db, photo);
    await close();

    const file = photoFileName(photo.hash, 800, "avif");
    const response = await fetch(`http://127.0.0.1:${port}/media/${file}`);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/avif",
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${file}"`,
      "x-content-type-options": "nosniff",
    });
    expect(response.headers.get("set-cookie")).toBeNull();
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.equals(photo.variants.find((v) => v.width === 800 && v.format === "avif")!.bytes)).toBe(
      true,
    );
    const missing = await fetch(`http://127.0.0.1:${port}/media/${photo.hash}-1600.avif`);
    expect([missing.status, await missing.text()]).toEqual([404, "Not found\n"]);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
  }
}, 120_000);
