import { describe, expect, it } from "vitest";
import { versionDiff } from "./version-diff.server";

describe("what changed between two versions", () => {
  it("lists each changed value by its place, with the value before and after", () => {
    const before = { business: { name: "Old Works", geo: { lat: 12.9 } }, areas: ["BTM", "HSR"] };
    const after = {
      business: { name: "New Works", geo: { lat: 12.9 }, whatsapp: "+919845012345" },
      areas: ["BTM"],
    };
    expect(versionDiff(before, after)).toEqual([
      { path: "business.name", before: "Old Works", after: "New Works" },
      { path: "areas.1", before: "HSR", after: null },
      { path: "business.whatsapp", before: null, after: "+919845012345" },
    ]);
  });

  it("is empty for the same profile, and a value's type counts only as it reads", () => {
    expect(versionDiff({ a: [1, { b: true }] }, { a: [1, { b: true }] })).toEqual([]);
    expect(versionDiff({ hidden: undefined }, {})).toEqual([]);
  });
});
