import { pipeline, Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { log } from "~/server/log.server";
import { pagePolicy } from "./security-headers";

/**
 * Express in front of React Router. Unlike the stock adapter, an HTML page is answered whole, so its
 * Content-Security-Policy can list the hashes of exactly the inline scripts it carries. Everything
 * else (data requests, CSV, images) streams through.
 */
export function reactRouterHandler(
  build: ServerBuild,
  mode: string,
  getLoadContext: (req: ExpressRequest) => AppLoadContext,
): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return (req, res, next) => {
    handle(toFetchRequest(req, res), getLoadContext(req))
      .then((response) => send(res, response))
      .catch(next);
  };
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
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

/** Sends a Fetch Response through Express: an HTML page whole with its policy, anything else streamed. */
export async function send(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.append(name, value);
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (!response.body) return void res.end();
  if ((response.headers.get("content-type") ?? "").startsWith("text/html")) {
    const html = await response.text();
    res.setHeader("Content-Security-Policy", pagePolicy(html));
    return void res.end(html);
  }
  // A body that fails half-way (a database error while the CSV streams) cuts the response off and is
  // logged; it never reaches the process as an unhandled error.
  pipeline(Readable.fromWeb(response.body as NodeReadableStream), res, (error) => {
    if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE")
      log("error", "response_failed", { path: res.req.path, error: error.message });
  });
}
