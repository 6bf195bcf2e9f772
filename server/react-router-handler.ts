import { randomBytes } from "node:crypto";
import { pipeline, Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { servedOrigin } from "~/server/http/same-origin.server";
import type { RenderContext } from "~/entry.server";
import { log } from "~/server/log.server";
import { pagePolicy } from "./security-headers";

/**
 * Express in front of React Router. Each response gets a nonce of its own, which React Router's
 * inline scripts carry and the page's Content-Security-Policy names. Unlike the stock adapter, an
 * HTML page is answered whole, after the render has inlined what it inlines, so the policy names the
 * one style the page carries. Everything else (data requests, CSV, images) streams through.
 */
export function reactRouterHandler(
  build: ServerBuild,
  mode: string,
  getLoadContext: (req: ExpressRequest) => AppLoadContext,
  publicUrl: string,
): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return (req, res, next) => {
    // The document renderer (entry.server.tsx) drops the nonce from the context on a page that
    // has no inline script.
    const context: AppLoadContext & RenderContext = {
      ...getLoadContext(req),
      cspNonce: randomBytes(16).toString("base64"),
    };
    handle(toFetchRequest(req, res, publicUrl), context)
      .then((response) => send(res, response, context))
      .catch(next);
  };
}

/**
 * React Router's request, at the site's public address whenever the browser is on it, whatever Host
 * and scheme a reverse proxy passed on: its own check of a form's Origin then agrees with ours.
 */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse, publicUrl: string): Request {
  const origin = servedOrigin(publicUrl, {
    origin: req.get("origin") ?? null,
    host: req.get("host") ?? null,
    protocol: req.protocol,
  });
  const url = new URL(req.originalUrl, origin);
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req), duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * Sends a Fetch Response through Express: an HTML page whole with its policy (the nonce and the
 * inline style its render reported), anything else streamed.
 */
export async function send(
  res: ExpressResponse,
  response: Response,
  { cspNonce, styleSource }: RenderContext = {},
): Promise<void> {
  res.status(response.status);
  // A route's own header replaces the one every response starts with (a page's Referrer-Policy).
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (!response.body) return void res.end();
  if ((response.headers.get("content-type") ?? "").startsWith("text/html")) {
    const html = await response.text();
    const styles = styleSource ? [styleSource] : [];
    res.setHeader("Content-Security-Policy", pagePolicy({ nonce: cspNonce, styles }));
    return void res.end(html);
  }
  // A body that fails half-way (a database error while the CSV streams) cuts the response off and is
  // logged; it never reaches the process as an unhandled error.
  pipeline(Readable.fromWeb(response.body as NodeReadableStream), res, (error) => {
    if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE")
      log("error", "response_failed", { path: res.req.path, error: error.message });
  });
}
