import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { spriteSources } from "~/components/ui/icon-sources";
import { spriteText } from "./sprite-text";

describe("the icon sprite", () => {
  it("is the file the pages load, with every icon drawn in the text's colour", () => {
    const file = readFileSync(new URL("../../app/components/ui/icon-sprite.svg", import.meta.url), "utf8");
    // When this fails, an icon was added or changed: run `npm run icons:sprite`.
    expect(file).toBe(spriteText());
    for (const name of Object.keys(spriteSources)) {
      expect(file).toMatch(
        new RegExp(`<symbol id="${name}" [^>]*viewBox="0 0 24 24"[^>]*stroke="currentColor"`),
      );
    }
  });
});
