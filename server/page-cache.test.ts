import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { beforeAll, describe, expect, it } from "vitest";
import { serveForTests } from "../tests/support/serve-app";
import { compressBest, renderPages, type ServedPage, servePages } from "./page-cache";

// The public pages as Node's server answers them from memory, ahead of Express, over HTTP: the
// page, its headers and encodings, a browser's cached copy, HEAD, what the counting is told, and
// every request it must leave to Express.

const html = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${"x".repeat(2000)}</body></html>`;
let pages: Awaited<ReturnType<typeof renderPages>>;
beforeAll(async () => {
  pages = await renderPages(
    (request) =>
      Promise.resolve(
        new Response(html(new URL(request.url).pathname), { headers: { "Content-Type": "text/html" } }),
      ),
    "https://www.example.in",
    ["/", "/services"],
  );
});

const served: Omit<ServedPage, "req">[] = [];
const server = serveForTests(() => {
  // The pages are rendered by then: beforeAll hooks run in the order they were declared.
  const fast = servePages(
    () => pages,
    { "X-Frame-Options": "DENY" },
    ({ req: _req, ...page }) => void served.push(page),
  );
  const app = express();
  app.use((req, res, next) => (fast(req, res) ? undefined : next()));
  app.use((_req, res) => void res.status(299).send("express"));
  return app;
});

/** A raw request (fetch would decompress, and cannot send HEAD bodies or odd request targets). */
function send(method: string, target: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(server.base);
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the public pages from memory", () => {
  it("answers a page with its query, compressed as the browser accepts, with every header, and tells the counting", async () => {
    served.length = 0;
    const page = await send("GET", "/services/?utm_source=flyer", { "accept-encoding": "gzip" });
    expect(page.status).toBe(200);
    expect(gunzipSync(page.body).toString()).toBe(html("/services"));
    expect(page.headers).toMatchObject({
      "content-type": "text/html; charset=utf-8",
      "content-encoding": "gzip",
      "content-length": String(page.body.length),
      "cache-control": "public, max-age=0, must-revalidate",
      vary: "Accept-Encoding",
      "x-frame-options": "DENY",
    });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(served).toEqual([{ method: "GET", path: "/services/", query: "utm_source=flyer", status: 200 }]);

    const plain = await send("GET", "/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(html("/"));
    const brotli = await send("GET", "/", { "accept-encoding": "gzip, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
  });

  it("answers a browser's cached copy 304 without a body, and HEAD with the headers only", async () => {
    const { headers } = await send("GET", "/");
    served.length = 0;
    const cached = await send("GET", "/", { "if-none-match": String(headers.etag) });
    expect(cached.status).toBe(304);
    expect(cached.body.length).toBe(0);
    const head = await send("HEAD", "/services");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(2000);
    expect(served).toEqual([
      { method: "GET", path: "/", query: "", status: 304 },
      { method: "HEAD", path: "/services", query: "", status: 200 },
    ]);
  });

  it.each([
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.4", "gzip"],
    ["GZIP, deflate", "gzip"],
    ["x-br, gzip;q=0.1", "gzip"],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["gzip;q=0", undefined],
    ["br;q=0.000, gzip;q=0", undefined],
    ["identity, br;q=0.9", undefined],
    ["identity;q=0, *;q=0", undefined],
    ["", undefined],
  ])("answers Accept-Encoding: %s as RFC 9110 says (%s)", async (accepted, encoding) => {
    const page = await send("GET", "/", { "accept-encoding": accepted });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe(encoding);
    const body =
      encoding === "gzip"
        ? gunzipSync(page.body)
        : encoding === "br"
          ? brotliDecompressSync(page.body)
          : page.body;
    expect(body.toString()).toBe(html("/"));
  });

  it("answers 304 to any validator that matches by the weak comparison, and to *", async () => {
    const { headers } = await send("GET", "/services");
    const etag = String(headers.etag);
    for (const sent of [`W/${etag}`, `"other", ${etag}`, `W/"other",W/${etag}`, "*", ` ${etag} `]) {
      const cached = await send("GET", "/services", { "if-none-match": sent });
      expect(cached.status, sent).toBe(304);
      expect(cached.body.length, sent).toBe(0);
      expect(cached.headers.etag, sent).toBe(etag);
    }
    for (const sent of ['"other"', `W/"other"`, etag.slice(0, -1), `"${etag}"`]) {
      expect((await send("GET", "/services", { "if-none-match": sent })).status, sent).toBe(200);
    }
  });

  it("leaves every other request to Express, untouched", async () => {
    served.length = 0;
    for (const [method, target] of [
      ["POST", "/services"],
      ["GET", "/nope"],
      ["GET", "/services/extra"],
      ["OPTIONS", "*"],
      ["GET", "http://www.example.in/services"],
    ] as const) {
      const answer = await send(method, target);
      expect(answer.status, `${method} ${target}`).toBe(299);
      expect(answer.headers["x-frame-options"], `${method} ${target}`).toBeUndefined();
    }
    expect(served).toEqual([]);
  });
});

describe("the pages of a publish", () => {
  it("go live quickly compressed, then as small as at start, the same page under the same ETag", async () => {
    const render = (request: Request) =>
      Promise.resolve(
        new Response(html(`Rosewood Joinery ${new URL(request.url).pathname} `.repeat(40)), {
          headers: { "Content-Type": "text/html" },
        }),
      );
    const quick = await renderPages(render, "https://www.example.in", ["/about"], "for a publish");
    const atStart = await renderPages(render, "https://www.example.in", ["/about"]);
    const page = quick.get("/about")!;
    const { etag, br: quickBr } = page;
    expect(brotliDecompressSync(quickBr)).toEqual(page.identity);
    expect(quickBr.length).toBeGreaterThan(atStart.get("/about")!.br.length);

    await compressBest(quick);
    expect(page.etag).toBe(etag);
    expect(brotliDecompressSync(page.br)).toEqual(page.identity);
    expect(gunzipSync(page.gzip)).toEqual(page.identity);
    expect(page.br.length).toBe(atStart.get("/about")!.br.length);
    expect(page.gzip.length).toBe(atStart.get("/about")!.gzip.length);
  });
});

describe("each page's policy", () => {
  it("allows inline the one style its render reported, not another page's", async () => {
    const source = (path: string) => `'sha256-${path === "/" ? "home" : "about"}'`;
    const made = await renderPages(
      (request, context) => {
        const path = new URL(request.url).pathname;
        context.styleSource = source(path);
        return Promise.resolve(new Response(html(path), { headers: { "Content-Type": "text/html" } }));
      },
      "https://www.example.in",
      ["/", "/about"],
    );
    const styleSources = (path: string) => {
      const policy = made.get(path)!.headers.find(([name]) => name === "Content-Security-Policy")![1];
      return /style-src ([^;]*)/.exec(policy)?.[1];
    };
    expect(styleSources("/")).toBe("'self' 'sha256-home'");
    expect(styleSources("/about")).toBe("'self' 'sha256-about'");
  });
});
