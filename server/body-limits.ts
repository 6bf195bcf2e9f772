import type { IncomingHttpHeaders } from "node:http";
import type express from "express";
import { projectsCopy } from "~/lib/desk-copy/projects";
import { fillTemplate } from "~/lib/links";
import { maxPhotoBytes } from "~/server/media/photo-service.server";
import { maxPhotosPerRequest, megabytes } from "~/server/projects/project-uploads.server";
import { maxSiteBodyBytes } from "~/server/site-settings/publish.server";

export const maxBodyBytes = 64 * 1024;

/** A full load of photos (each at its largest) and the form around them. */
export const maxPhotoUploadBytes = maxPhotoBytes * maxPhotosPerRequest + 1024 * 1024;

/** Where photos are sent: the projects API's upload, and a project's desk page (its form without JavaScript). */
export const takesPhotos = (path: string) =>
  /^\/api\/projects\/[^/]+\/photos\/?$/.test(path) || /^\/admin\/projects\/(?!new\/?$)[^/]+\/?$/.test(path);

/** Meta batches a WhatsApp webhook's events: room for a large batch. */
export const maxWebhookBytes = 1024 * 1024;

/** The most a request to `path` may send: the site API takes a whole profile, photos their files, every other path a small form. */
export const limitFor = (path: string) =>
  path === "/api/site"
    ? maxSiteBodyBytes
    : takesPhotos(path)
      ? maxPhotoUploadBytes
      : path === "/api/whatsapp/webhook"
        ? maxWebhookBytes
        : maxBodyBytes;

/** What a refused upload is told: how much one request may carry. */
const photoRequestTooLarge = fillTemplate(projectsCopy.problems.requestTooLarge, {
  count: String(maxPhotosPerRequest),
  size: megabytes(maxPhotoBytes),
});

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
  if (refusal?.status === 413 && takesPhotos(req.path)) {
    return void res
      .status(413)
      .json({ error: photoRequestTooLarge, errors: { photo: photoRequestTooLarge } });
  }
  if (refusal) return void res.status(refusal.status).json({ error: refusal.error });
  next();
};
