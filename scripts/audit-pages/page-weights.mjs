// The weight of every public page as the first round trip carries it: its HTML with the inline
// stylesheet, gzipped at level 9 (what the server sends for gzip) and, for information, brotli at
// quality 11. The pages are those the site lists in its sitemap, and a path it does not have (its
// 404 page), so a page added to the site is weighed without being named here; and any page the
// sitemap leaves out on purpose that the caller names (a customer's quotation).
import { Buffer } from "node:buffer";
import { request } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * A response's status and body as sent uncompressed.
 * @param {string} url
 * @returns {Promise<{status: number, body: Buffer}>}
 */
function fetchIdentity(url) {
  return new Promise((resolvePromise, reject) => {
    const req = request(url, { headers: { "accept-encoding": "identity" } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      res.on("end", () => resolvePromise({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * The paths of the pages a sitemap lists, in its order.
 * @param {string} xml
 */
export function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

/**
 * Bytes of a page's HTML: raw, gzipped at level 9, brotli at quality 11, and of its inline style.
 * @param {Buffer} html
 */
export function weigh(html) {
  const text = html.toString("utf8");
  const style = /<style>([\s\S]*?)<\/style>/.exec(text)?.[1] ?? "";
  return {
    raw: html.length,
    style: Buffer.byteLength(style),
    gzip: gzipSync(html, { level: 9 }).length,
    brotli: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * Every public page of the site at `base`, its 404 page and the `unlisted` pages, weighed.
 * @param {string} base
 * @param {string} notFoundPath
 * @param {readonly string[]} [unlisted]
 */
export async function weighPages(base, notFoundPath, unlisted = []) {
  const sitemap = await fetchIdentity(`${base}/sitemap.xml`);
  if (sitemap.status !== 200) throw new Error(`${base}/sitemap.xml answered ${sitemap.status}`);
  const paths = [...sitemapPaths(sitemap.body.toString("utf8")), ...unlisted, notFoundPath];
  const weights = [];
  for (const path of paths) {
    const { status, body } = await fetchIdentity(`${base}${path}`);
    const expected = path === notFoundPath ? 404 : 200;
    if (status !== expected) throw new Error(`${base}${path} answered ${status}, not ${expected}`);
    weights.push({ path, ...weigh(body) });
  }
  return weights;
}
