import { describe, expect, it } from "vitest";
import { profiles } from "~/profiles";
import { showcasePhoto, showcaseProject } from "../../tests/support/showcase-fixtures";
import { currentPage } from "./current-page";
import { marketingPaths, navLinks } from "./pages";
import { toPageSite } from "./site";
import {
  photoRows,
  previewImage,
  projectsForArea,
  serviceProject,
  workAreas,
  workPaths,
  workServices,
} from "./work";

const interiors = profiles.interiors;
const site = (
  showcase = [
    showcaseProject("kitchen-hsr", { area: "HSR Layout", services: ["modular-kitchen"] }),
    showcaseProject("wardrobes", { area: "Koramangala", services: ["wardrobe-design", "modular-kitchen"] }),
    showcaseProject("living", { area: "hsr  layout", services: ["living-room-design"] }),
    showcaseProject("office", { services: ["office-interior"] }),
  ],
) =>
  toPageSite({
    ...interiors,
    publicUrl: "https://www.example.in",
    phoneDisplay: "+91 98765 43210",
    showcase,
  });

describe("the pages of the work", () => {
  it("are the gallery, a page per service and area named by a project, and a page per project", () => {
    expect(workPaths(site())).toEqual([
      "/our-work",
      "/our-work/service/modular-kitchen",
      "/our-work/service/living-room-design",
      "/our-work/service/office-interior",
      "/our-work/service/wardrobe-design",
      "/our-work/area/hsr-layout",
      "/our-work/area/koramangala",
      "/our-work/kitchen-hsr",
      "/our-work/wardrobes",
      "/our-work/living",
      "/our-work/office",
    ]);
    expect(marketingPaths(site())).toEqual(
      expect.arrayContaining(["/about", "/our-work", "/our-work/living"]),
    );
  });

  it("do not exist, nor their nav link, without a published project", () => {
    expect(workPaths(site([]))).toEqual([]);
    expect(marketingPaths(site([]))).not.toContain("/our-work");
    expect(navLinks(site([])).map((link) => link.label)).toEqual(["Home", "Services", "About Us", "Contact"]);
    expect(navLinks(site()).map((link) => link.path)).toEqual([
      "/",
      "/services",
      "/our-work",
      "/about",
      "/contact",
    ]);
  });

  it("leave out a hidden service, and count an area written two ways once", () => {
    const hidden = { ...site(), services: site().services.filter((one) => one.id !== "office-interior") };
    expect(workServices(hidden).map((filter) => filter.id)).not.toContain("office-interior");
    expect(workAreas(site())).toEqual([
      { name: "HSR Layout", slug: "hsr-layout", path: "/our-work/area/hsr-layout", count: 2 },
      { name: "Koramangala", slug: "koramangala", path: "/our-work/area/koramangala", count: 1 },
    ]);
  });

  it("name the page a visitor is on in the WhatsApp greeting", () => {
    expect(currentPage(site(), "/our-work").name).toBe("Our Work");
    expect(currentPage(site(), "/our-work/living").name).toBe("Project living");
    expect(currentPage(site(), "/our-work/area/koramangala").name).toBe("Our work in Koramangala");
    expect(currentPage(site([]), "/our-work").name).toBe(interiors.notFound.pageName);
  });
});

describe("the photos where they sell", () => {
  it("show a service the cover of the newest project that names it, and none without one", () => {
    expect(serviceProject(site(), "modular-kitchen")?.slug).toBe("kitchen-hsr");
    expect(serviceProject(site(), "wardrobe-design")?.cover.id).toBe("wardrobes-1");
    expect(serviceProject(site(), "bedroom-design")).toBeUndefined();
  });

  it("show a neighbourhood its own projects first, then others", () => {
    expect(projectsForArea(site(), "HSR Layout")).toEqual({
      own: true,
      projects: [
        expect.objectContaining({ slug: "kitchen-hsr" }),
        expect.objectContaining({ slug: "living" }),
        expect.objectContaining({ slug: "wardrobes" }),
      ],
    });
    const elsewhere = projectsForArea(site(), "Jayanagar");
    expect(elsewhere.own).toBe(false);
    expect(elsewhere.projects.map((project) => project.slug)).toEqual(["kitchen-hsr", "wardrobes", "living"]);
  });
});

describe("a project's photos", () => {
  it("put a before beside its after, every other photo alone, in the owner's order", () => {
    const photos = [
      showcasePhoto("a"),
      showcasePhoto("b", { pair: "before", pairWith: "c" }),
      showcasePhoto("c", { pair: "after" }),
      showcasePhoto("d", { pair: "before", pairWith: "missing" }),
    ];
    expect(photoRows(photos).map((row) => row.map((photo) => photo.id))).toEqual([["a"], ["b", "c"], ["d"]]);
  });

  it("preview the cover at 1200 wide, or the widest below for a smaller photo", () => {
    expect(previewImage(showcasePhoto("x"))).toEqual({
      path: "/media/hashx-1200.jpg",
      width: 1200,
      height: 900,
    });
    const small = showcasePhoto("y", { width: 1000, height: 500, widths: [480, 800, 1000] });
    expect(previewImage(small)).toEqual({ path: "/media/hashy-1000.jpg", width: 1000, height: 500 });
  });
});
