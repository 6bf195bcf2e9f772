import { describe, expect, it } from "vitest";
import { isCrossSite, isCrossSiteRequest, servedOrigin } from "./same-origin.server";

// Where a state-changing request to our server comes from, as every write path checks it.

const publicUrl = "https://www.example.in";
const request = (headers: Record<string, string>, encrypted = false) => ({
  headers: { host: "desk.internal:3000", ...headers },
  socket: encrypted ? { encrypted: true } : {},
});

describe("a request from another site", () => {
  it.each([
    ["the public address", { origin: "https://www.example.in" }, false],
    ["the address it was sent to", { origin: "http://desk.internal:3000" }, false],
    ["a browser's same-site request without Origin", { "sec-fetch-site": "same-origin" }, false],
    ["a client that says nothing", {}, false],
    ["another site", { origin: "https://evil.example" }, true],
    ["an opaque origin", { origin: "null" }, true],
    ["the public host over plain HTTP", { origin: "http://www.example.in" }, true],
    ["a browser's cross-site request without Origin", { "sec-fetch-site": "cross-site" }, true],
  ])("from %s: refused %s", (_from, headers, refused) => {
    expect(isCrossSiteRequest(request(headers), { publicUrl, trustProxy: false })).toBe(refused);
  });

  it("reads the scheme from TLS, and from a trusted proxy's X-Forwarded-Proto only", () => {
    const sentOverTls = { origin: "https://desk.internal:3000" };
    expect(isCrossSiteRequest(request(sentOverTls, true), { publicUrl, trustProxy: false })).toBe(false);
    const forwarded = { ...sentOverTls, "x-forwarded-proto": "https, http" };
    expect(isCrossSiteRequest(request(forwarded), { publicUrl, trustProxy: true })).toBe(false);
    expect(isCrossSiteRequest(request(forwarded), { publicUrl, trustProxy: false })).toBe(true);
  });
});

// Which origin a request is served at, as React Router is told, and so whether a form's Origin
// matches it: the site's public address behind any proxy, the address used on a direct visit.

const sitePublicUrl = "https://shop.example.in";

describe("servedOrigin", () => {
  it.each([
    [
      "a form from the site, through a proxy that sends its own address as Host",
      { origin: sitePublicUrl, host: "127.0.0.1:3000", protocol: "http" },
      sitePublicUrl,
    ],
    [
      "a form from the site, through a proxy that keeps Host but says nothing of HTTPS",
      { origin: sitePublicUrl, host: "shop.example.in", protocol: "http" },
      sitePublicUrl,
    ],
    [
      "a page of the site, asked for through a proxy that keeps Host",
      { origin: null, host: "shop.example.in", protocol: "http" },
      sitePublicUrl,
    ],
    ["a request with no Host at all", { origin: null, host: null, protocol: "http" }, sitePublicUrl],
    [
      "a direct visit to the server",
      { origin: null, host: "127.0.0.1:3000", protocol: "http" },
      "http://127.0.0.1:3000",
    ],
    [
      "a form on a direct visit",
      { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000", protocol: "http" },
      "http://127.0.0.1:3000",
    ],
    [
      "a form from another site, to the proxy's Host",
      { origin: "https://elsewhere.example", host: "127.0.0.1:3000", protocol: "http" },
      "http://127.0.0.1:3000",
    ],
    ["a Host that is not an address", { origin: null, host: "a b", protocol: "http" }, sitePublicUrl],
  ])("%s", (_case, sent, expected) => {
    expect(servedOrigin(sitePublicUrl, sent)).toBe(expected);
  });

  it("never makes another site's form look like one of ours", () => {
    const sent = { origin: "https://elsewhere.example", host: "shop.example.in", protocol: "http" };
    const served = servedOrigin(sitePublicUrl, sent);
    expect(isCrossSite({ origin: sent.origin, secFetchSite: "cross-site" }, [sitePublicUrl, served])).toBe(
      true,
    );
  });
});
