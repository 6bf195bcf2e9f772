import type express from "express";

export const maxBodyBytes = 64 * 1024;

/**
 * Refuses a body that announces more than the limit, or no length at all, from its headers alone:
 * nothing is read, so a megabyte costs the server no more than a byte.
 */
export const refuseLargeBodies: express.RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const length = Number(req.get("content-length") ?? (req.get("transfer-encoding") ? NaN : 0));
  if (Number.isNaN(length)) return void res.status(411).json({ error: "Send a Content-Length." });
  if (length > maxBodyBytes) return void res.status(413).json({ error: "The request is too large." });
  next();
};
