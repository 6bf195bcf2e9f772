import { afterEach, describe, expect, it } from "vitest";
import { pageMeta } from "~/lib/meta";
import { toPageSite } from "~/lib/site";
import { profiles } from "~/profiles";
import { loader as favicon } from "~/routes/_seo/favicon";
import { loader as manifest } from "~/routes/_seo/manifest";
import { loader as robots } from "~/routes/_seo/robots";
import { loader as sitemap } from "~/routes/_seo/sitemap";
import { parseEnv } from "../env.server";
import { currentSite, setLiveSite } from "../site-settings/live-site.server";
import { getConfig, resolveSite } from "../site.server";

const env = parseEnv({ SITE_PROFILE: "carpentry", PUBLIC_URL: "https://www.example.in" });
const named = (name: string) =>
  resolveSite(env, { ...profiles.carpentry, business: { ...profiles.carpentry.business, name } });

const files = { favicon, manifest, robots, sitemap };
const ask = (file: keyof typeof files, headers: Record<string, string> = {}) =>
  files[file]({ request: new Request(`https://www.example.in/${file}`, { headers }) } as never);

describe("the files made from the live site", () => {
  getConfig();
  const before = currentSite();
  afterEach(() => setLiveSite(before));

  it.each(Object.keys(files) as (keyof typeof files)[])(
    "%s is asked for again each time, and answers 304 while unchanged",
    async (file) => {
      setLiveSite(named("Teak & Oak"));
      const first = ask(file);
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("no-cache");
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(ask(file, { "If-None-Match": etag }).status).toBe(304);
      // The manifest names the business: a publish gives it a new ETag, so browsers fetch it again.
      if (file === "manifest") {
        setLiveSite(named("Walnut Works"));
        const after = ask(file, { "If-None-Match": etag });
        expect(after.status).toBe(200);
        expect(await after.text()).toContain("Walnut Works");
      }
    },
  );

  it("names a page's social preview for what it draws", () => {
    const imageOf = (name: string) =>
      pageMeta(toPageSite(named(name)), { title: "Home", description: "" }, "/", "home").find(
        (tag) => "property" in tag && tag.property === "og:image",
      ) as { content: string };
    const teak = imageOf("Teak & Oak").content;
    expect(teak).toMatch(/^https:\/\/www\.example\.in\/og\/home\.png\?v=[a-z0-9]+$/);
    expect(imageOf("Teak & Oak").content).toBe(teak);
    expect(imageOf("Walnut Works").content).not.toBe(teak);
  });
});
