import { describe, expect, it } from "vitest";
import { isCrossSiteRequest } from "./same-origin.server";

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
