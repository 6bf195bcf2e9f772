import type { IncomingHttpHeaders } from "node:http";
import type express from "express";
import { maxSiteBodyBytes } from "~/server/site-settings/publish.server";

export const maxBodyBytes = 64 * 1024;

/** The most a request to `path` may send: the site API takes a whole profile, every other path a small form. */
export const limitFor = (path: string) => (path === "/api/site" ? maxSiteBodyBytes : maxBodyBytes);

/**
 * Why a request's body is refused from its headers alone (it announces more than the limit, or no
 * length at all), or undefined. Nothing is read, so a megabyte costs the server no more than a byte.
 */
export function bodyRefusal(
  method: string | undefined,
  headers: IncomingHttpHeaders,
  limit = maxBodyBytes,
): { status: 411 | 413; error: string } | undefined {
  if (method === "GET" || method === "HEAD") return undefined;
  const length = Number(headers["content-length"] ?? (headers["transfer-encoding"] ? NaN : 0));
  if (Number.isNaN(length)) return { status: 411, error: "Send a Content-Length." };
  if (length > limit) return { status: 413, error: "The request is too large." };
  return undefined;
}

export const refuseLargeBodies: express.RequestHandler = (req, res, next) => {
  const refusal = bodyRefusal(req.method, req.headers, limitFor(req.path));
  if (refusal) return void res.status(refusal.status).json({ error: refusal.error });
  next();
};
