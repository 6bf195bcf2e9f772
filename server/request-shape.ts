import type { RequestHandler, Response } from "express";
import { isCrossSiteRequest } from "~/server/http/same-origin.server";
import { log } from "~/server/log.server";
import { takesPhotos } from "./body-limits";

// What the pages and the API expect of a request, checked before React Router sees it: anything
// else is an expected refusal (a 4xx and one log line), not an error with a stack.

const pageMethods = ["GET", "HEAD", "POST"];
/** The API's routes answer a method they do not take themselves (405 with their own Allow). */
const apiMethods = ["GET", "HEAD", "POST", "PATCH", "PUT", "DELETE"];
/** Every form of ours is a plain web form; only a project's page also takes its photos. */
const formType = /^application\/x-www-form-urlencoded\b/i;
const photoFormType = /^multipart\/form-data\b/i;

function refuse(res: Response, status: number, error: string, headers: Record<string, string> = {}) {
  log("info", "request_refused", { method: res.req.method, path: res.req.path, status });
  res
    .status(status)
    .set({ "Cache-Control": "no-store", ...headers })
    .json({ error });
}

export function refuseUnexpectedRequests(site: { publicUrl: string; trustProxy: boolean }): RequestHandler {
  return (req, res, next) => {
    const api = req.path.startsWith("/api/");
    const methods = api ? apiMethods : pageMethods;
    if (!methods.includes(req.method)) {
      return refuse(res, 405, "Method not allowed.", { Allow: methods.join(", ") });
    }
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (isCrossSiteRequest(req, site)) {
      return refuse(res, 403, "Cross-site requests are not allowed.");
    }
    const type = req.get("content-type") ?? "";
    if (!api && !formType.test(type) && !(takesPhotos(req.path) && photoFormType.test(type))) {
      return refuse(res, 415, "Send the form as a web form.");
    }
    next();
  };
}
