import { describe, expect, it } from "vitest";
import { profiles } from "~/profiles";
import { appNameOf, logoLines, shortNameOf } from "./logo-lines";

const business = profiles.carpentry.business;

describe("logoLines", () => {
  it("splits the name before its last word when the profile gives no lines", () => {
    expect(logoLines(business)).toEqual({ line1: "BTM Carpentry", line2: "Works" });
    expect(logoLines(profiles.interiors.business)).toEqual({ line1: "Bangalore Interior", line2: "Studio" });
  });

  it("follows a new name and prefers the short name", () => {
    expect(logoLines({ ...business, name: "Sharma & Sons Woodcraft" })).toEqual({
      line1: "Sharma & Sons",
      line2: "Woodcraft",
    });
    expect(logoLines({ ...business, shortName: "Sharma Wood" })).toEqual({ line1: "Sharma", line2: "Wood" });
    expect(shortNameOf({ ...business, shortName: "Sharma Wood" })).toBe("Sharma Wood");
  });

  it("keeps a one-word name on one line, and the profile's own lines when it gives them", () => {
    expect(logoLines({ ...business, name: "Kaarigar" })).toEqual({ line1: "Kaarigar", line2: "" });
    const logo = { ...business.logo, line1: "BTM", line2: "Carpenters" };
    expect(logoLines({ ...business, logo })).toEqual({ line1: "BTM", line2: "Carpenters" });
  });

  it("takes the profile's first line alone as a one-line logo", () => {
    const logo = { ...business.logo, line1: "BTM Woodworks" };
    expect(logoLines({ ...business, logo })).toEqual({ line1: "BTM Woodworks", line2: "" });
  });
});

describe("appNameOf", () => {
  it("is the short name, else the logo's first line, which a launcher does not cut", () => {
    expect(appNameOf(business)).toBe("BTM Carpentry");
    expect(appNameOf({ ...business, shortName: "BTM Works" })).toBe("BTM Works");
    expect(appNameOf({ ...business, logo: { ...business.logo, line1: "BTM" } })).toBe("BTM");
  });
});
