import { describe, expect, it } from "vitest";
import { attributionFrom } from "./attribution";

describe("attributionFrom", () => {
  it("takes the utm parameters of the landing URL and an outside referrer", () => {
    const url = new URL(
      "https://site.in/services?utm_source=google&utm_medium=cpc&utm_campaign=kitchens&x=1",
    );
    expect(attributionFrom(url, "https://www.google.com/")).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "kitchens",
      referrer: "https://www.google.com/",
    });
  });

  it("does not count the site's own pages as a referrer", () => {
    expect(attributionFrom(new URL("https://site.in/contact"), "https://site.in/")).toEqual({});
  });
});
