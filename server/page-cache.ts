import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request as ExpressRequest, RequestHandler } from "express";
import { inlinedStyleSources } from "~/server/inline-styles.server";
import { pagePolicy } from "./security-headers";

type CachedPage = {
  status: number;
  headers: [string, string][];
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
};
type Render = (request: Request) => Promise<Response>;

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * Renders each marketing page once, at start, and serves it from memory with precompressed bodies,
 * so a page costs what a static file costs while configuration stays a start-time choice.
 */
export async function renderPages(render: Render, origin: string, paths: readonly string[]) {
  const pages = new Map<string, CachedPage>();
  for (const path of paths) {
    const response = await render(new Request(new URL(path, origin)));
    if (response.status !== 200) throw new Error(`Rendering ${path} at start answered ${response.status}`);
    const identity = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers]
      .filter(([name]) => name !== "content-length")
      .map(([name, value]): [string, string] =>
        name === "content-type" && value === "text/html" ? [name, "text/html; charset=utf-8"] : [name, value],
      );
    // Rendered once for every visitor: no nonce, so no inline script runs (public pages have none).
    headers.push(["Content-Security-Policy", pagePolicy({ styles: inlinedStyleSources() })]);
    pages.set(normalise(path), {
      status: response.status,
      headers,
      etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    });
  }
  return pages;
}

/** Told of every page answered from memory, with its status, after the answer is sent. */
export type OnServed = (req: ExpressRequest, status: number) => void;

export function servePages(pages: Map<string, CachedPage>, onServed?: OnServed | null): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(normalise(req.path));
    if (!page) return next();
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === page.etag) {
      res.status(304).end();
      return onServed?.(req, 304);
    }
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const [encoding, body] = /\bbr\b/.test(accepted)
      ? (["br", page.br] as const)
      : /\bgzip\b/.test(accepted)
        ? (["gzip", page.gzip] as const)
        : ([undefined, page.identity] as const);
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.status(page.status);
    if (req.method === "HEAD") res.end();
    else res.end(body);
    onServed?.(req, page.status);
  };
}
