import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { toPageSite } from "~/lib/site";
import { interiors } from "~/profiles/interiors";
import { showcasePhoto, showcaseProject } from "../../../tests/support/showcase-fixtures";
import { ProjectPage } from "./project-page";
import { WorkGallery } from "./work-gallery";

// What the owner types shows as text on the public pages, never as markup, and the photos' markup
// is what a fast page needs.

const hostile = '<img src=x onerror=alert(1)></script><script>alert(2)</script>"&';
const project = showcaseProject("kitchen", {
  title: `Kitchen ${hostile}`,
  description: `Walnut ${hostile}`,
  area: `HSR Layout ${hostile}`,
  photos: [
    showcasePhoto("a", { alt: `Cover ${hostile}` }),
    showcasePhoto("b", { alt: "Before", pair: "before", pairWith: "c" }),
    showcasePhoto("c", { alt: "After", pair: "after" }),
  ],
});

function render(element: React.ReactElement, path: string) {
  const site = toPageSite({
    ...interiors,
    publicUrl: "https://www.example.in",
    phoneDisplay: "+91 98765 43210",
    showcase: [project],
  });
  const router = createMemoryRouter([{ id: "root", path: "*", element }], {
    initialEntries: [path],
    hydrationData: { loaderData: { root: { site } } },
  });
  return renderToString(createElement(RouterProvider, { router }));
}

describe("the pages of the work", () => {
  it("show what the owner typed as text, in the page and its JSON-LD alike", () => {
    const html = render(createElement(ProjectPage, { project }), "/our-work/kitchen");
    expect(html).not.toMatch(/<img src=x|<script>alert/);
    expect(html).toContain("Kitchen &lt;img src=x onerror=alert(1)&gt;&lt;/script&gt;");
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? "";
    expect(JSON.parse(json)).toMatchObject({ name: project.title, description: project.description });
  });

  it("lay out a before beside its after, each photo a link to its largest JPEG, the first one loaded first", () => {
    const html = render(createElement(ProjectPage, { project }), "/our-work/kitchen");
    expect(html.match(/<a [^>]*href="\/media\/hash[abc]-1600\.jpg"/g)).toHaveLength(3);
    expect(html.match(/fetchPriority="high"/g)).toHaveLength(1);
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
    expect(html).toMatch(/<figcaption[^>]*>Before<\/figcaption>.*<figcaption[^>]*>After<\/figcaption>/s);
    expect(html).toContain(
      '<source type="image/avif" srcSet="/media/hasha-480.avif 480w, /media/hasha-800.avif 800w',
    );
    expect(html).toContain('width="800" height="600"');
  });

  it("link the gallery's filters as pages of their own", () => {
    const html = render(
      createElement(WorkGallery, { heading: "Our work", projects: [project] }),
      "/our-work",
    );
    expect(html).toContain('href="/our-work/service/modular-kitchen"');
    expect(html).toContain('href="/our-work/kitchen"');
  });
});
