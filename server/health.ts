import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readiness } from "~/server/health/readiness.server";

/**
 * GET /healthz (the process answers) and GET /readyz (it can take enquiries: 200, else 503 with
 * the checks that failed), small JSON for uptime monitors and the proxy, answered by Node ahead of
 * the page cache and Express: never counted as page views, never cached, no secret in them.
 * Returns false, touching nothing, for every other path. `headers` are those every response carries.
 */
export function healthRoutes({
  headers,
  readiness,
  stopping,
}: {
  headers: Readonly<Record<string, string>>;
  readiness: () => Promise<Readiness>;
  /** True once the server drains to stop: not ready, so a monitor or proxy stops sending to it. */
  stopping: () => boolean;
}) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? "";
    const at = url.indexOf("?");
    const path = at < 0 ? url : url.slice(0, at);
    if (path !== "/healthz" && path !== "/readyz") return false;
    const send = (status: number, body: unknown, own: Record<string, string> = {}) => {
      const text = JSON.stringify(body);
      res.writeHead(status, {
        ...headers,
        ...own,
        "Cache-Control": "no-store",
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": Buffer.byteLength(text),
      });
      res.end(req.method === "HEAD" ? undefined : text);
    };
    if (req.method !== "GET" && req.method !== "HEAD") {
      // A body is left unread, so the connection cannot carry another request.
      send(405, { error: "Method not allowed." }, { Allow: "GET, HEAD", Connection: "close" });
    } else if (path === "/healthz") {
      send(200, { status: "ok" });
    } else if (stopping()) {
      send(503, { status: "stopping" });
    } else {
      void readiness().then(
        ({ ready, checks }) => send(ready ? 200 : 503, { status: ready ? "ready" : "not ready", checks }),
        () => send(503, { status: "not ready" }),
      );
    }
    return true;
  };
}
