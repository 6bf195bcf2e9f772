import type express from "express";
import { log } from "~/server/log.server";

// Errors reach the client as a plain status and message, never a stack trace or SQL.
export const errorHandler: express.ErrorRequestHandler = (
  error: Error & { status?: unknown },
  req,
  res,
  _next,
) => {
  const status =
    typeof error.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) log("error", "request_failed", { path: req.path, error: error.message });
  if (res.headersSent) return void res.end();
  const message =
    status === 413 ? "The request is too large." : status === 500 ? "Something went wrong." : "Bad request.";
  res.status(status).set("Cache-Control", "no-store").json({ error: message });
};
