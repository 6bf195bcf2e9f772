import { describe, expect, it } from "vitest";
import { deskPaths, isDeskPath } from "./desk-paths";

describe("desk paths", () => {
  it("send a form back only to a desk page of this site", () => {
    for (const path of ["/admin", "/admin?q=asha&page=2", deskPaths.lead("abc")]) {
      expect(isDeskPath(path), path).toBe(true);
    }
    for (const path of [
      "",
      "/",
      "/contact",
      "//evil.example/admin",
      "https://evil.example/admin",
      "/administrator",
    ]) {
      expect(isDeskPath(path), path).toBe(false);
    }
  });

  it("encode ids into the path", () => {
    expect(deskPaths.leadChange("a/b")).toBe("/resources/leads/a%2Fb/change");
  });
});
