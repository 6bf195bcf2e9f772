import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { RenderContext } from "~/entry.server";
import { codingForRequest, noneMatchHolds } from "./page-negotiation";
import { pagePolicy } from "./security-headers";

type CachedPage = {
  status: number;
  headers: [string, string][];
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
};
type Render = (request: Request, context: RenderContext) => Promise<Response>;
/** The public pages by path. */
export type PageMap = Map<string, CachedPage>;

// On the thread pool: a publish makes the pages again while this thread goes on serving.
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * How the pages are compressed. At start, on this thread at brotli's best (some 90 ms a big page):
 * nobody is served yet, and the thread pool stays free for the server's threads to load their
 * code. For a publish, on the thread pool and quickly (brotli 5: a millisecond or two a page, some
 * 10% larger), so a bigger site's 31 pages go live well within a second even on a busy machine;
 * `compressBest` then makes them as small as at start, in the background.
 */
export type Compression = "at start" | "for a publish";

const compressors: Record<Compression, (identity: Buffer) => Promise<[Buffer, Buffer]>> = {
  "at start": (identity) =>
    Promise.resolve([
      gzipSync(identity, { level: 9 }),
      brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ]),
  "for a publish": (identity) =>
    Promise.all([
      gzipAsync(identity, { level: 6 }),
      brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    ]),
};

/**
 * After a publish has gone live: each page compressed again at the best, as at start, on the thread
 * pool, and the smaller bodies put in place of the quick ones (the same page, so
 * the same ETag). A page map a later publish has replaced meanwhile is finished all the same, unseen.
 */
export async function compressBest(pages: PageMap): Promise<void> {
  // One compression at a time: at most one processor's worth, whatever the machine has, so the
  // serving thread keeps one to itself.
  for (const page of pages.values()) {
    page.br = await brotliAsync(page.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    page.gzip = await gzipAsync(page.identity, { level: 9 });
  }
}

/**
 * Renders each marketing page once, at start and again for each published version, and serves it
 * from memory with precompressed bodies, so a page costs what a static file costs. For a publish,
 * each page is compressed on the thread pool while the next is rendered, so this thread is free to
 * serve between pages.
 */
export async function renderPages(
  render: Render,
  origin: string,
  paths: readonly string[],
  compression: Compression = "at start",
): Promise<PageMap> {
  const made: Promise<[string, CachedPage]>[] = [];
  for (const path of paths) {
    const context: RenderContext = {};
    const response = await render(new Request(new URL(path, origin)), context);
    if (response.status !== 200) throw new Error(`Rendering ${path} answered ${response.status}`);
    const identity = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers]
      .filter(([name]) => name !== "content-length")
      .map(([name, value]): [string, string] =>
        name === "content-type" && value === "text/html" ? [name, "text/html; charset=utf-8"] : [name, value],
      );
    // Rendered once for every visitor: no nonce, so no inline script runs (public pages have none);
    // the one style allowed inline is the page's own.
    const styles = context.styleSource ? [context.styleSource] : [];
    headers.push(["Content-Security-Policy", pagePolicy({ styles })]);
    const compressed = compressors[compression](identity);
    made.push(
      compressed.then(([gzip, br]) => [
        normalise(path),
        {
          status: response.status,
          headers,
          etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
          identity,
          gzip,
          br,
        },
      ]),
    );
  }
  return new Map(await Promise.all(made));
}

/** A page answered from memory: what the counting reads of it (see site-counts/view-rules.server.ts). */
export type ServedPage = {
  req: IncomingMessage;
  method: string;
  /** The path as requested, without the query. */
  path: string;
  /** The query as sent, without "?". */
  query: string;
  status: number;
};

/** Told of every page answered from memory, after the answer is sent. */
export type OnServed = (page: ServedPage) => void;

/**
 * The public pages, answered by Node's HTTP server from memory, ahead of Express: a page costs what
 * a static file costs, and Express's layers cost a page several times its own work (as for the
 * lead fast path). `pages` gives the pages of the moment (a publish replaces them whole). Returns false, touching nothing, for every request that is not a GET or HEAD of
 * a cached page. `headers` are those every response carries.
 */
export function servePages(
  pages: () => PageMap,
  headers: Readonly<Record<string, string>>,
  onServed?: OnServed | null,
) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const { method, url = "" } = req;
    if ((method !== "GET" && method !== "HEAD") || !url.startsWith("/")) return false;
    const at = url.indexOf("?");
    const path = at < 0 ? url : url.slice(0, at);
    const page = pages().get(normalise(path));
    if (!page) return false;
    for (const name in headers) res.setHeader(name, headers[name]!);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding");
    const served = (status: number) =>
      onServed?.({ req, method, path, query: at < 0 ? "" : url.slice(at + 1), status });
    if (noneMatchHolds(req.headers["if-none-match"], page.etag)) {
      res.writeHead(304).end();
      served(304);
      return true;
    }
    const coding = codingForRequest(req.headers["accept-encoding"]);
    const body = page[coding];
    if (coding !== "identity") res.setHeader("Content-Encoding", coding);
    res.setHeader("Content-Length", body.length);
    res.writeHead(page.status);
    if (method === "HEAD") res.end();
    else res.end(body);
    served(page.status);
    return true;
  };
}
