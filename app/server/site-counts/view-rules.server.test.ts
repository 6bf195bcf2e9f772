import { describe, expect, it } from "vitest";
import {
  type AnsweredRequest,
  asksNotToBeTracked,
  deviceOf,
  isCountedView,
  sourceOf,
} from "./view-rules.server";

const chromeDesktop =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const chromePhone =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const safariPhone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const publicPaths = new Set(["/", "/services", "/contact", "/privacy"]);

function request(
  overrides: Partial<Omit<AnsweredRequest, "header">> & { headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { "user-agent": chromeDesktop, ...overrides.headers };
  return {
    method: "GET",
    path: "/services",
    query: "",
    status: 200,
    ...overrides,
    header: (name: string) => headers[name.toLowerCase()],
  } satisfies AnsweredRequest;
}

describe("isCountedView", () => {
  it("counts a browser's GET of a public page answered 200, with or without a trailing slash", () => {
    expect(isCountedView(request(), publicPaths)).toBe(true);
    expect(isCountedView(request({ path: "/services/" }), publicPaths)).toBe(true);
    expect(isCountedView(request({ path: "/", headers: { "user-agent": safariPhone } }), publicPaths)).toBe(
      true,
    );
  });

  it.each([
    ["a HEAD", request({ method: "HEAD" })],
    ["a POST", request({ method: "POST" })],
    ["a 304 from the browser's cache", request({ status: 304 })],
    ["the 404 page", request({ path: "/no-such-page", status: 404 })],
    [
      "Googlebot",
      request({
        headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      }),
    ],
    ["curl", request({ headers: { "user-agent": "curl/8.5.0" } })],
    ["a request with no user agent", request({ headers: { "user-agent": "" } })],
    ["a Chromium prefetch (Sec-Purpose)", request({ headers: { "sec-purpose": "prefetch" } })],
    ["a prerender (Sec-Purpose)", request({ headers: { "sec-purpose": "prefetch;prerender" } })],
    ["a prefetch (Purpose)", request({ headers: { purpose: "prefetch" } })],
    ["a Firefox prefetch (X-Moz)", request({ headers: { "x-moz": "prefetch" } })],
    ["the desk", request({ path: "/admin" })],
    ["the desk's pages", request({ path: "/admin/leads" })],
    ["the API", request({ path: "/api/leads" })],
    ["a resource route", request({ path: "/resources/leads.csv" })],
    ["an asset", request({ path: "/assets/enhance-abc.js" })],
    ["a social preview", request({ path: "/og/home.png" })],
    ["robots.txt", request({ path: "/robots.txt" })],
    ["the sitemap", request({ path: "/sitemap.xml" })],
    ["the icon", request({ path: "/favicon.ico" })],
  ])("does not count %s", (_name, answered) => {
    expect(isCountedView(answered, publicPaths)).toBe(false);
  });

  it("does not count a desk path even if it were listed as public", () => {
    expect(isCountedView(request({ path: "/admin" }), new Set(["/admin"]))).toBe(false);
  });
});

describe("deviceOf", () => {
  it("reads the client hint first, else the user agent", () => {
    expect(deviceOf(request({ headers: { "sec-ch-ua-mobile": "?1" } }).header)).toBe("phone");
    expect(
      deviceOf(request({ headers: { "sec-ch-ua-mobile": "?0", "user-agent": chromePhone } }).header),
    ).toBe("desktop");
    expect(deviceOf(request({ headers: { "user-agent": chromePhone } }).header)).toBe("phone");
    expect(deviceOf(request({ headers: { "user-agent": safariPhone } }).header)).toBe("phone");
    expect(deviceOf(request().header)).toBe("desktop");
  });
});

describe("asksNotToBeTracked", () => {
  it("is true for Sec-GPC: 1 or DNT: 1 only", () => {
    expect(asksNotToBeTracked(request({ headers: { "sec-gpc": "1" } }).header)).toBe(true);
    expect(asksNotToBeTracked(request({ headers: { dnt: "1" } }).header)).toBe(true);
    expect(asksNotToBeTracked(request({ headers: { dnt: "0" } }).header)).toBe(false);
    expect(asksNotToBeTracked(request().header)).toBe(false);
  });
});

describe("sourceOf", () => {
  it("groups the referrer, takes the page URL's campaign tags, and treats our own pages as direct", () => {
    const query = "utm_source=google&utm_medium=cpc&utm_campaign=%20diwali%20&gclid=x";
    expect(
      sourceOf(request({ query, headers: { referer: "https://www.google.co.in/" } }), ["www.example.in"]),
    ).toEqual({ referrerGroup: "google", utmSource: "google", utmMedium: "cpc", utmCampaign: "diwali" });
    expect(
      sourceOf(request({ headers: { referer: "http://127.0.0.1:3000/about" } }), [
        "www.example.in",
        "127.0.0.1",
      ]),
    ).toEqual({ referrerGroup: "direct", utmSource: null, utmMedium: null, utmCampaign: null });
    expect(
      sourceOf(request({ headers: { referer: "https://example.org/" } }), ["www.example.in"]).referrerGroup,
    ).toBe("other");
  });
});
