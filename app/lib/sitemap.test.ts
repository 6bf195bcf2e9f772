import { describe, expect, it } from "vitest";
import { profiles } from "~/profiles";
import { showcasePhoto, showcaseProject } from "../../tests/support/showcase-fixtures";
import { sitemapEntries, sitemapXml } from "./sitemap";

const site = (
  showcase = [
    showcaseProject("kitchen", {
      area: "HSR Layout",
      photos: [showcasePhoto("a"), showcasePhoto("b", { width: 1000, widths: [480, 800, 1000] })],
    }),
  ],
) => ({
  ...profiles.interiors,
  publicUrl: "https://www.example.in",
  phoneDisplay: "+91 98765 43210",
  showcase,
});

describe("the sitemap", () => {
  it("lists the gallery and each project's page with its photos' full-size JPEGs, not the filter pages", () => {
    const entries = sitemapEntries(site());
    expect(entries).toContainEqual({ loc: "https://www.example.in/our-work", images: [] });
    expect(entries).toContainEqual({
      loc: "https://www.example.in/our-work/kitchen",
      images: ["https://www.example.in/media/hasha-1600.jpg", "https://www.example.in/media/hashb-1000.jpg"],
    });
    expect(entries.map((entry) => entry.loc).filter((loc) => loc.includes("/our-work/service/"))).toEqual([]);
    expect(entries.map((entry) => entry.loc).filter((loc) => loc.includes("/our-work/area/"))).toEqual([]);
  });

  it("declares the image namespace and escapes every address", () => {
    const xml = sitemapXml({ ...site(), publicUrl: "https://www.example.in/a&b" });
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(xml).toContain(
      "<url><loc>https://www.example.in/a&amp;b/our-work/kitchen</loc><image:image><image:loc>https://www.example.in/a&amp;b/media/hasha-1600.jpg</image:loc></image:image>",
    );
    expect(xml).not.toMatch(/a&b/);
  });

  it("has no page of the work without a published project", () => {
    expect(sitemapXml(site([]))).not.toContain("/our-work");
  });
});
