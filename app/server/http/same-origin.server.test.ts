import { describe, expect, it } from "vitest";
import { isCrossSite, servedOrigin } from "./same-origin.server";

// Which origin a request is served at, as React Router is told, and so whether a form's Origin
// matches it: the site's public address behind any proxy, the address used on a direct visit.

const publicUrl = "https://shop.example.in";

describe("servedOrigin", () => {
  it.each([
    [
      "a form from the site, through a proxy that sends its own address as Host",
      { origin: publicUrl, host: "127.0.0.1:3000", protocol: "http" },
      publicUrl,
    ],
    [
      "a form from the site, through a proxy that keeps Host but says nothing of HTTPS",
      { origin: publicUrl, host: "shop.example.in", protocol: "http" },
      publicUrl,
    ],
    [
      "a page of the site, asked for through a proxy that keeps Host",
      { origin: null, host: "shop.example.in", protocol: "http" },
      publicUrl,
    ],
    ["a request with no Host at all", { origin: null, host: null, protocol: "http" }, publicUrl],
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
    ["a Host that is not an address", { origin: null, host: "a b", protocol: "http" }, publicUrl],
  ])("%s", (_case, sent, expected) => {
    expect(servedOrigin(publicUrl, sent)).toBe(expected);
  });

  it("never makes another site's form look like one of ours", () => {
    const sent = { origin: "https://elsewhere.example", host: "shop.example.in", protocol: "http" };
    const served = servedOrigin(publicUrl, sent);
    expect(isCrossSite({ origin: sent.origin, secFetchSite: "cross-site" }, [publicUrl, served])).toBe(true);
  });
});
