import type { IncomingMessage, ServerResponse } from "node:http";
import { type answerLeadPost, hasSessionCookie } from "~/server/http/lead-api.server";
import { log } from "~/server/log.server";
import { isCrossSiteRequest } from "~/server/http/same-origin.server";
import { bodyRefusal } from "./body-limits";

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/**
 * A visitor's POST /api/leads, answered by Node's HTTP server itself, ahead of Express: it is the
 * busiest write path, and Express's layers cost a lead more than its own validation and write did.
 * Returns false, touching nothing, for every other request, and for a desk member's entry (it
 * carries a session cookie), which Express hands to the route that reads the session.
 * A lead from another site is refused by the check Express's routes make (same-origin.server.ts).
 * `headers` are those every response carries; `answer` is answerLeadPost.
 */
export function leadFastPath({
  headers,
  site,
  clientAddress,
  answer,
}: {
  headers: Readonly<Record<string, string>>;
  /** The site's public address, and whether a proxy in front says how the request was sent. */
  site: { publicUrl: string; trustProxy: boolean };
  clientAddress: (req: IncomingMessage) => string;
  answer: typeof answerLeadPost;
}) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "POST" || req.url !== "/api/leads" || hasSessionCookie(req.headers.cookie)) {
      return false;
    }
    const send = ({ status, body, headers: own }: Answer) => {
      const text = JSON.stringify(body);
      res.writeHead(status, {
        ...headers,
        ...own,
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": Buffer.byteLength(text),
      });
      res.end(text);
    };
    const refusal = bodyRefusal(req.method, req.headers);
    if (refusal) {
      // The body is left unread, so the connection cannot carry another request.
      send({ status: refusal.status, body: { error: refusal.error }, headers: { Connection: "close" } });
      return true;
    }
    if (isCrossSiteRequest(req, site)) {
      log("info", "request_refused", { method: req.method, path: req.url, status: 403 });
      // Checked after the body's size, as Express does; the body is left unread here too.
      send({
        status: 403,
        body: { error: "Cross-site requests are not allowed." },
        headers: { "Cache-Control": "no-store", Connection: "close" },
      });
      return true;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const origin = { clientAddress: clientAddress(req), referer: req.headers.referer ?? null };
      // JSON is UTF-8 (RFC 8259), whatever charset a client names.
      const body = Buffer.concat(chunks).toString("utf8");
      answer(req.headers["content-type"] ?? null, body, origin).then(send, (error: unknown) => {
        log("error", "request_failed", {
          path: "/api/leads",
          error: error instanceof Error ? error.message : String(error),
        });
        send({
          status: 500,
          body: { error: "Something went wrong." },
          headers: { "Cache-Control": "no-store" },
        });
      });
    });
    return true;
  };
}
