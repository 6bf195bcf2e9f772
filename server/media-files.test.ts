import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoFileName } from "~/lib/showcase";
import { type ProcessedPhoto, processUpload } from "~/server/media/photo-pipeline.server";
import { originalFileName, readPhotoFile } from "~/server/media/photo-files.server";
import { freePort } from "../tests/support/free-port";
import { phoneJpeg, storeProjectPhoto } from "../tests/support/photos";
import { testDatabases } from "../tests/support/test-database";
import { serveMedia } from "./media-files";

// The photos' files as browsers fetch them, from a real HTTP server reading a real database.

let photo: ProcessedPhoto;
beforeAll(async () => {
  const bytes = await phoneJpeg({ width: 900, height: 600 });
  const result = await processUpload({ name: "hall.jpg", type: "image/jpeg", bytes }, { keepOriginal: true });
  if (!result.ok) throw new Error(result.problem.message);
  photo = result.photo;
});

const headers = { "X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff" };

describe.each(testDatabases())("/media/ on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let server: Server;
  let media: ReturnType<typeof serveMedia>;
  let base = "";
  const errors: string[] = [];
  beforeAll(async () => {
    handle = await database.open();
    await storeProjectPhoto(handle.db, photo);
    // Room for the two largest files only.
    const largest = photo.variants.filter((variant) => variant.width === 900).map((v) => v.bytes.length);
    const room = largest
      .sort((a, b) => b - a)
      .slice(0, 2)
      .reduce((a, b) => a + b);
    media = serveMedia(
      (key) => readPhotoFile(handle.db, key),
      headers,
      (_, msg) => errors.push(msg),
      room,
    );
    server = createServer((req, res) => {
      if (!media.serve(req, res)) res.writeHead(405).end();
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await handle.drop();
  });

  const key = (width: number, format: "avif" | "webp" | "jpeg") => photoFileName(photo.hash, width, format);
  const bytesOf = (width: number, format: string) =>
    photo.variants.find((variant) => variant.width === width && variant.format === format)!.bytes;

  it("answers each file with its type, a year's caching and its name as ETag, and 304 when the browser has it", async () => {
    for (const [format, type] of [
      ["avif", "image/avif"],
      ["webp", "image/webp"],
      ["jpeg", "image/jpeg"],
    ] as const) {
      const response = await fetch(`${base}/media/${key(480, format)}`);
      expect(response.status).toBe(200);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        "content-type": type,
        "content-length": String(bytesOf(480, format).length),
        "cache-control": "public, max-age=31536000, immutable",
        etag: `"${key(480, format)}"`,
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
      });
      expect(Buffer.from(await response.arrayBuffer()).equals(bytesOf(480, format))).toBe(true);
    }
    const head = await fetch(`${base}/media/${key(800, "webp")}?v=2`, { method: "HEAD" });
    expect([head.status, head.headers.get("content-length"), await head.text()]).toEqual([
      200,
      String(bytesOf(800, "webp").length),
      "",
    ]);
    const again = await fetch(`${base}/media/${key(800, "webp")}`, {
      headers: { "if-none-match": `W/"other", "${key(800, "webp")}"` },
    });
    expect([again.status, again.headers.get("etag"), await again.text()]).toEqual([
      304,
      `"${key(800, "webp")}"`,
      "",
    ]);
  });

  it("answers a small plain 404 for a name it does not serve, a kept original's included", async () => {
    const original = originalFileName(photo.hash, "jpg");
    expect(await readPhotoFile(handle.db, original)).toBeDefined();
    for (const path of [
      `/media/${original}`,
      `/media/${photo.hash}-1600.avif`,
      `/media/${photo.hash}-480.png`,
      `/media/${photo.hash}-0480.avif`,
      "/media/%2e%2e%2fapp.db",
      `/media/${photo.hash}-480.avif/`,
      "/media/",
    ]) {
      const response = await fetch(`${base}${path}`);
      expect([path, response.status, response.headers.get("content-type")]).toEqual([
        path,
        404,
        "text/plain; charset=utf-8",
      ]);
      expect((await response.text()).length).toBeLessThan(20);
      expect(response.headers.get("cache-control")).not.toContain("immutable");
    }
    expect((await fetch(`${base}/media/${key(480, "jpeg")}`, { method: "POST" })).status).toBe(405);
    expect(errors).toEqual([]);
  });

  it("keeps the files answered lately in memory, within its room, the oldest let go first", async () => {
    media.forget();
    const [first, second, third] = [key(900, "avif"), key(900, "webp"), key(900, "jpeg")];
    for (const name of [first, second, third])
      expect((await fetch(`${base}/media/${name}`)).status).toBe(200);
    // Gone from the database: what is still answered comes from memory.
    await handle.db.deleteFrom("photo_files").where("key", "in", [first, second, third]).execute();
    const statuses = async () =>
      Promise.all([first, second, third].map(async (name) => (await fetch(`${base}/media/${name}`)).status));
    expect(await statuses()).toEqual([404, 200, 200]);
    media.forget();
    expect(await statuses()).toEqual([404, 404, 404]);
  });
});
