import { describe, expect, it } from "vitest";
import { interiors } from "~/profiles/interiors";
import { mainSentences, maxIdenticalShare, pairwiseShares } from "./measure";

const landing = interiors.landing;

describe("neighbourhood pages are not doorway copies", () => {
  it("no two pages share 60% or more of their main text's sentences", () => {
    const [highest] = pairwiseShares(landing);
    expect(highest!.share).toBeLessThan(maxIdenticalShare);
  });

  it("counts a page that differs only by the area's name as a copy", () => {
    const original = landing.areas[0]!;
    const renamed = JSON.parse(
      JSON.stringify(original).replaceAll(original.name, "Newtown"),
    ) as typeof original;
    const [pair] = pairwiseShares({ ...landing, areas: [original, { ...renamed, slug: "newtown" }] });
    expect(pair!.share).toBe(1);
    expect(mainSentences(landing, original).length).toBeGreaterThan(10);
  });
});
