import type { IncomingMessage, ServerResponse } from "node:http";
import { mediaPathPrefix } from "~/lib/showcase";
import type { Log } from "~/server/periodic-job.server";
import { isServedPhotoKey } from "~/server/media/photo-files.server";
import { noneMatchHolds } from "./page-negotiation";

// The photos' files, answered ahead of Express like the public pages (docs/decisions/0054): each
// name holds its content's hash, so browsers keep a file a year and never ask again, and a file
// the server has answered lately comes from memory, not the database.

export type PhotoFile = { contentType: string; bytes: Buffer };
type Read = (key: string) => Promise<PhotoFile | undefined>;

/** What the files kept in memory may take together: some 150 photos' phone-sized files. */
export const mediaCacheBytes = 32 * 1024 * 1024;

const yearLong = "public, max-age=31536000, immutable";

/**
 * Answers GET and HEAD of /media/{key}: a stored file, or a small plain 404 for a name that is
 * not one (a kept original's included). Returns false, touching nothing, for any other request.
 * `headers` are those every response carries.
 */
export function serveMedia(
  read: Read,
  headers: Readonly<Record<string, string>>,
  log: Log,
  cacheBytes = mediaCacheBytes,
) {
  // A Map keeps its keys in the order they were set: a file answered again is moved to the end,
  // so the first is the one answered longest ago.
  const cache = new Map<string, PhotoFile>();
  let cached = 0;
  const remember = (key: string, file: PhotoFile) => {
    if (file.bytes.length > cacheBytes) return;
    cache.set(key, file);
    cached += file.bytes.length;
    for (const [oldest, { bytes }] of cache) {
      if (cached <= cacheBytes) break;
      cache.delete(oldest);
      cached -= bytes.length;
    }
  };
  const recall = (key: string) => {
    const file = cache.get(key);
    if (file) {
      cache.delete(key);
      cache.set(key, file);
    }
    return file;
  };

  const answer = (req: IncomingMessage, res: ServerResponse, key: string, file: PhotoFile | undefined) => {
    for (const name in headers) res.setHeader(name, headers[name]!);
    if (!file) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" });
      res.end(req.method === "HEAD" ? undefined : "Not found\n");
      return;
    }
    // The name is the content's: it is the validator too.
    const etag = `"${key}"`;
    res.setHeader("Cache-Control", yearLong);
    res.setHeader("ETag", etag);
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (noneMatchHolds(req.headers["if-none-match"], etag)) {
      res.writeHead(304).end();
      return;
    }
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("Content-Length", file.bytes.length);
    res.writeHead(200);
    res.end(req.method === "HEAD" ? undefined : file.bytes);
  };

  return {
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      const { method, url = "" } = req;
      if ((method !== "GET" && method !== "HEAD") || !url.startsWith(mediaPathPrefix)) return false;
      const at = url.indexOf("?");
      const key = (at < 0 ? url : url.slice(0, at)).slice(mediaPathPrefix.length);
      if (!isServedPhotoKey(key)) {
        answer(req, res, key, undefined);
        return true;
      }
      const inMemory = recall(key);
      if (inMemory) {
        answer(req, res, key, inMemory);
        return true;
      }
      read(key).then(
        (file) => {
          if (file) remember(key, file);
          answer(req, res, key, file);
        },
        (error: unknown) => {
          log("error", "media_not_read", {
            key,
            error: error instanceof Error ? error.message : String(error),
          });
          if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
          res.end("The file could not be read just now.\n");
        },
      );
      return true;
    },
    /** Forgets every file kept in memory: a deleted photo's files are then answered by the database alone. */
    forget(): void {
      cache.clear();
      cached = 0;
    },
    /** The bytes kept in memory now. */
    cachedBytes: () => cached,
  };
}
