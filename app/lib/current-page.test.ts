import { describe, expect, it } from "vitest";
import { profiles } from "~/profiles";
import { currentPage } from "./current-page";
import { toPageSite } from "./site";

const site = (id: keyof typeof profiles) =>
  toPageSite({
    ...profiles[id],
    publicUrl: "http://localhost:3000",
    phoneDisplay: "+91 98765 43210",
    showcase: [],
  });

describe("currentPage", () => {
  const carpentry = site("carpentry");
  const interiors = site("interiors");

  it("names a top-level page by its nav label, a trailing slash ignored", () => {
    expect(currentPage(carpentry, "/").name).toBe("Home");
    expect(currentPage(carpentry, "/services").name).toBe("Services");
    expect(currentPage(carpentry, "/about/").name).toBe("About Us");
    expect(currentPage(interiors, "/contact").name).toBe("Contact");
  });

  it("names a neighbourhood page with its area", () => {
    expect(currentPage(interiors, "/interior-designer-in-koramangala").name).toBe(
      "Interior Designer in Koramangala",
    );
    expect(currentPage(interiors, "/interior-designer-in-cooke-town-frazer-town/").name).toBe(
      "Interior Designer in Cooke Town & Frazer Town",
    );
  });

  it("names any other path the 404 page, never the home page", () => {
    for (const [profile, path] of [
      [carpentry, "/no-such-page"],
      [carpentry, "/services/kitchens"],
      [carpentry, "/interior-designer-in-koramangala"],
      [interiors, "/interior-designer-in-atlantis"],
    ] as const) {
      expect(currentPage(profile, path).name, path).toBe(profile.notFound.pageName);
    }
  });

  it("sends Get a Quote to the page's own form, or else to the contact page's", () => {
    expect(currentPage(carpentry, "/contact").quoteHref).toBe("#enquiry");
    expect(currentPage(interiors, "/interior-designer-in-koramangala").quoteHref).toBe("#enquiry");
    // A slim neighbourhood page has no form.
    expect(currentPage(interiors, "/interior-designer-in-btm-layout").quoteHref).toBe("/contact#enquiry");
    for (const path of ["/", "/services", "/about", "/no-such-page"]) {
      expect(currentPage(carpentry, path).quoteHref, path).toBe("/contact#enquiry");
    }
  });
});
