// Runs in the "carpentry" and "interiors" projects: sitemap.xml, robots.txt, and whether a crawler
// that only follows links reaches every page the sitemap lists.
import { type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { allowTimeForPage, expect, test } from "./fixtures";
import { areaSlugs, landingPathOf, localPath, parseXml, profileName, publicUrl } from "./seo-helpers";

const topPaths = ["/", "/services", "/about", "/contact", "/privacy"];

/**
 * The public pages of the project's profile: the four top-level pages and the privacy notice, and
 * for the interiors profile its 25 neighbourhood pages.
 */
function expectedPaths(testInfo: TestInfo): string[] {
  return profileName(testInfo) === "interiors" ? [...topPaths, ...areaSlugs.map(landingPathOf)] : topPaths;
}

/** The <loc> URLs of /sitemap.xml, after checking it is a well-formed sitemap. */
async function sitemapUrls(page: Page, request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^(application|text)\/xml\b/);
  const xml = await parseXml(page, await response.text(), "application/xml", ["url", "loc"]);
  expect(xml.error, "sitemap.xml is well-formed").toBeNull();
  expect(xml.root).toEqual({ localName: "urlset", namespace: "http://www.sitemaps.org/schemas/sitemap/0.9" });
  expect(xml.texts.loc, "one <loc> per <url>").toHaveLength(xml.texts.url!.length);
  return xml.texts.loc!.map((loc) => loc.trim());
}

/** robots.txt as its lines' fields: [["user-agent", "*"], ["allow", "/"], ...]. */
async function robotsFields(request: APIRequestContext): Promise<[string, string][]> {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain\b/);
  return (await response.text())
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*$/, "").trim())
    .filter((line) => line.includes(":"))
    .map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    });
}

/** Whether robots.txt rules (all for "*") allow a path: the longest matching rule wins. */
function allowedByRobots(fields: [string, string][], path: string): boolean {
  const rules = fields
    .filter(([field, value]) => (field === "allow" || field === "disallow") && value !== "")
    .filter(([, value]) => path.startsWith(value))
    .sort(([fa, a], [fb, b]) => b.length - a.length || (fa === "allow" ? -1 : fb === "allow" ? 1 : 0));
  return rules.length === 0 || rules[0]![0] === "allow";
}

test("sitemap.xml lists exactly the public pages, with absolute URLs on the public address", async ({
  page,
  request,
}, testInfo) => {
  const base = publicUrl(testInfo);
  const urls = await sitemapUrls(page, request);
  const expected = expectedPaths(testInfo).map((path) => `${base}${path}`);
  expect(urls.length).toBe(profileName(testInfo) === "interiors" ? 30 : 5);
  expect(new Set(urls).size, "no URL twice").toBe(urls.length);
  expect([...urls].sort()).toEqual([...expected].sort());
  for (const url of urls) {
    expect(url).toMatch(/^https?:\/\/[^/]+\//);
    expect(url).not.toMatch(/\/(admin|api)(\/|$)/);
  }
});

test("every page in the sitemap answers 200 with HTML whose canonical URL is that entry", async ({
  page,
  request,
}, testInfo) => {
  const base = publicUrl(testInfo);
  const urls = await sitemapUrls(page, request);
  for (const url of urls) {
    const path = localPath(url, base);
    const response = await request.get(path);
    expect(response.status(), `${path} answers 200`).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    const html = await response.text();
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    expect(canonical, `${path}'s canonical URL`).toBe(url);
    expect(html, `${path} is not marked noindex`).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
  }
});

test("robots.txt allows the site, disallows /admin and /api, and names the sitemap", async ({
  request,
}, testInfo) => {
  const base = publicUrl(testInfo);
  const fields = await robotsFields(request);
  expect(fields).toContainEqual(["user-agent", "*"]);
  expect(
    fields.filter(([field]) => field === "user-agent"),
    "one group, for every crawler",
  ).toEqual([["user-agent", "*"]]);
  expect(fields).toContainEqual(["allow", "/"]);
  expect(fields).toContainEqual(["disallow", "/admin"]);
  expect(fields).toContainEqual(["disallow", "/api"]);
  expect(fields.filter(([field]) => field === "sitemap")).toEqual([["sitemap", `${base}/sitemap.xml`]]);

  for (const path of expectedPaths(testInfo)) {
    expect(allowedByRobots(fields, path), `${path} is open to crawlers`).toBe(true);
  }
  for (const path of ["/admin", "/admin/leads/1", "/api/leads", "/api/leads.csv"]) {
    expect(allowedByRobots(fields, path), `${path} is closed to crawlers`).toBe(false);
  }
});

test.describe("a crawler without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("following only links from the home page, it reaches every page in the sitemap", async ({
    page,
    request,
  }, testInfo) => {
    const base = publicUrl(testInfo);
    const origin = new URL(String(testInfo.project.use.baseURL)).origin;
    const wanted = (await sitemapUrls(page, request)).map((url) => localPath(url, base));
    const robots = await robotsFields(request);

    const limit = 100;
    const seen = new Set<string>(["/"]);
    const queue = ["/"];
    const broken: string[] = [];
    let visited = 0;
    while (queue.length > 0 && visited < limit) {
      const path = queue.shift()!;
      visited += 1;
      allowTimeForPage();
      const response = await page.goto(path);
      if (response?.status() !== 200) {
        broken.push(`${path}: ${response?.status()}`);
        continue;
      }
      if (!/^text\/html/.test(response.headers()["content-type"] ?? "")) continue;
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
      for (const href of hrefs) {
        const url = new URL(href, `${origin}${path}`);
        // Same site: this server, or an absolute link on the public address.
        const sameSite = url.origin === origin || url.origin === new URL(base).origin;
        if (!sameSite || !/^https?:$/.test(url.protocol)) continue;
        const next = url.pathname;
        if (seen.has(next) || !allowedByRobots(robots, next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    expect(broken, "internal links that do not answer 200").toEqual([]);
    expect(
      wanted.filter((path) => !seen.has(path)),
      "sitemap pages the crawler never reached",
    ).toEqual([]);
    expect(visited, "the crawl stayed within its bound").toBeLessThan(limit);
  });
});
