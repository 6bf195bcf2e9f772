import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { profiles } from "~/profiles";
import { profileWith } from "../../../tests/support/profile-data";
import { maxProfileBytes, ProfileFileError, readProfileFile } from "./profile-file.server";

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "profile-file-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

/** The problems a file is refused with. */
function problemsOf(path: string, cwd?: string): string[] {
  try {
    readProfileFile(path, cwd);
  } catch (error) {
    if (error instanceof ProfileFileError) return error.problems;
    throw error;
  }
  throw new Error(`${path} was accepted`);
}

/** YAML of a few hundred bytes whose aliases, built out, would be billions of values. */
const aliasBomb = [
  'a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]',
  ..."bcdefghi".split("").map((name, i) => {
    const previous = "abcdefghi"[i]!;
    return `${name}: &${name} [${Array(9).fill(`*${previous}`).join(", ")}]`;
  }),
].join("\n");

describe("readProfileFile", () => {
  it("reads a JSON profile, with the business's own details", () => {
    const own = profileWith("carpentry", {
      "business.name": "Sharma Wood Works",
      "business.phone": "+919845012345",
      "business.geo": { lat: 12.97, lng: 77.59 },
    });
    const profile = readProfileFile(write("own.json", JSON.stringify(own)));
    expect(profile.business.name).toBe("Sharma Wood Works");
    expect(profile.business.phone).toBe("+919845012345");
    expect(profile.business.geo).toEqual({ lat: 12.97, lng: 77.59 });
    expect(profile.services).toEqual(profiles.carpentry.services);
  });

  it("reads a YAML profile (.yaml and .yml)", () => {
    const own = profileWith("carpentry", { "business.name": "Sharma Wood Works" });
    expect(readProfileFile(write("own.yaml", stringify(own))).business.name).toBe("Sharma Wood Works");
    expect(readProfileFile(write("own.yml", stringify(own))).business.name).toBe("Sharma Wood Works");
  });

  it("reads a path relative to the folder the server runs in, and an absolute one", () => {
    mkdirSync(join(dir, "site"), { recursive: true });
    write("site/relative.json", JSON.stringify(profiles.interiors));
    expect(readProfileFile("./site/relative.json", dir)).toEqual(profiles.interiors);
    expect(readProfileFile("site/relative.json", dir)).toEqual(profiles.interiors);
    expect(readProfileFile(join(dir, "site/relative.json"), "/")).toEqual(profiles.interiors);
  });

  it("refuses a missing file, naming it by its full path", () => {
    expect(() => readProfileFile("./nowhere.json", dir)).toThrow(
      `SITE_PROFILE file ${join(dir, "nowhere.json")}: cannot be read: no such file or folder`,
    );
  });

  it("refuses JSON it cannot parse, with the line and column", () => {
    const path = write(
      "broken.json",
      '{\n  "id": "carpentry",\n  "business": {\n    "name": "A"\n    "phone": "x"\n  }\n}\n',
    );
    expect(problemsOf(path)).toEqual([expect.stringMatching(/^line 5, column 5: not valid JSON: /)]);
  });

  it("refuses JSON cut short, at its end", () => {
    expect(problemsOf(write("short.json", '{\n  "id": "carpentry",\n'))).toEqual([
      expect.stringMatching(/^line 3, column 1: not valid JSON: /),
    ]);
  });

  it("refuses YAML it cannot parse, with the line and column", () => {
    const path = write("broken.yaml", "id: carpentry\nbusiness:\n  name: A\n  phone: [1, 2\nnav: {}\n");
    const problems = problemsOf(path);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/^line \d+, column \d+: not valid YAML: /);
  });

  it("refuses YAML whose aliases expand without end, before building it", () => {
    const path = write("bomb.yaml", aliasBomb);
    expect(problemsOf(path)).toEqual([
      "not valid YAML: its aliases (*name) repeat what they point to too many times over",
    ]);
  });

  it("refuses YAML with an alias to an anchor set after it", () => {
    expect(problemsOf(write("later.yaml", "id: *id\nbusiness: &id x\n"))).toEqual([
      "not valid YAML: Unresolved alias (the anchor must be set before the alias): id",
    ]);
  });

  it("reads YAML that repeats a value through an alias", () => {
    const own = stringify(profiles.carpentry).replace(
      "- label: Sunday\n      days:\n        - Sunday\n",
      "- label: &sunday Sunday\n      days:\n        - *sunday\n",
    );
    expect(own).toContain("*sunday");
    expect(readProfileFile(write("anchors.yaml", own))).toEqual(profiles.carpentry);
  });

  it("refuses a file larger than a profile can be, without reading it all", () => {
    const path = write("huge.json", `{"id": "carpentry", "x": "${"a".repeat(maxProfileBytes)}"}`);
    expect(problemsOf(path)).toEqual([
      `is larger than a profile can be (${maxProfileBytes / 1024} KiB at most)`,
    ]);
  });

  it("lists a schema problem by its path in the file", () => {
    const own = profileWith("carpentry", { "business.hours.1.opens": "9am" });
    expect(problemsOf(write("hours.json", JSON.stringify(own)))).toEqual([
      "business.hours[1].opens: expected HH:MM",
    ]);
  });

  it("lists several problems at once, each by its path", () => {
    const own = profileWith("carpentry", {
      "business.name": undefined,
      "business.phone": "98765 43210",
      "business.hours.1.opens": "9am",
      "business.address.postalCode": 560076,
      "services.0.features": ["Only one"],
      "home.testimonials.items.0.rating": 4,
      "business.adress": "a misspelt field",
    });
    expect(problemsOf(write("many.json", JSON.stringify(own)))).toEqual([
      "business.name: missing",
      "business.phone: expected +91 and 10 digits, e.g. +919876543210",
      "business.address.postalCode: expected a text, got a number",
      "business.hours[1].opens: expected HH:MM",
      "services[0].features: expected at least 3 items",
      "home.testimonials.items[0].rating: expected 5",
      "business.adress: not a profile field (misspelt, or in the wrong place?)",
    ]);
  });

  it("says so when the whole file is not a profile", () => {
    expect(problemsOf(write("list.json", "[1, 2]"))).toEqual([
      "the whole file: expected an object, got a list",
    ]);
  });

  it("needs a real testimonial's date and source, and nothing of the kind on a sample", () => {
    const own = profileWith("carpentry", {
      "home.testimonials.items.0.sample": undefined,
      "home.testimonials.items.1.given": { date: "2026-03-14", source: "Google review" },
      "home.testimonials.items.2.sample": undefined,
      "home.testimonials.items.2.given": { date: "14/03/2026", source: "WhatsApp" },
    });
    expect(problemsOf(write("testimonials.json", JSON.stringify(own)))).toEqual([
      expect.stringMatching(/^home\.testimonials\.items\[0\]\.given: a real testimonial says when and where/),
      "home.testimonials.items[1].given: a sample testimonial has no given date and source",
      "home.testimonials.items[2].given.date: expected a date as YYYY-MM-DD",
    ]);
  });

  it("checks that neighbourhood pages link to pages that exist", () => {
    const own = profileWith("interiors", { "landing.areas.0.nearby.0": "atlantis" });
    expect(problemsOf(write("nearby.json", JSON.stringify(own)))).toEqual([
      'landing.areas[0].nearby[0]: "atlantis" is not the slug of another area',
    ]);
  });

  it("refuses a file that is neither JSON nor YAML", () => {
    expect(problemsOf(write("profile.txt", "{}"))).toEqual(["a profile file ends in .json, .yaml or .yml"]);
  });
});
