import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "~/profiles";
import { runProfileCli } from "./profile-cli.server";
import { readProfileFile } from "./profile-file.server";

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "profile-cli-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI; its exit code and what it wrote to stdout and stderr. */
function run(...argv: string[]) {
  let out = "";
  let err = "";
  const code = runProfileCli(argv, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

describe("npm run profile -- init", () => {
  it.each([
    ["carpentry", "json"],
    ["interiors", "json"],
    ["carpentry", "yaml"],
    ["interiors", "yaml"],
  ] as const)("--from %s --format %s prints a file that loads back as the same profile", (id, format) => {
    const { code, out, err } = run("init", "--from", id, "--format", format);
    expect({ code, err }).toEqual({ code: 0, err: "" });
    const file = join(dir, `${id}.${format}`);
    writeFileSync(file, out);
    expect(readProfileFile(file)).toEqual(profiles[id]);
  });

  it("prints JSON by default, and the same text again when the loaded profile is written out", () => {
    const { out } = run("init", "--from", "carpentry");
    const file = join(dir, "default.json");
    writeFileSync(file, out);
    expect(`${JSON.stringify(readProfileFile(file), null, 2)}\n`).toBe(out);
  });

  it("refuses an unknown profile id, naming the ones there are (exit 2, nothing on stdout)", () => {
    const { code, out, err } = run("init", "--from", "kitchens");
    expect({ code, out }).toEqual({ code: 2, out: "" });
    expect(err).toMatch(
      /^There is no profile "kitchens": the shipped profiles are carpentry and interiors\./,
    );
  });

  it.each([
    [[], "choose init, check, export or import"],
    [["publish"], "choose init, check, export or import"],
    [["init"], "--from is required"],
    [["init", "--from", "carpentry", "--format", "xml"], "--format must be json or yaml"],
    [["init", "--from", "carpentry", "my-business.json"], "init takes no file"],
    [["init", "--form", "carpentry"], "Unknown option '--form'"],
    [["check"], "check needs the file to check"],
  ])("%j is a wrong command line: usage on stderr, exit 2", (argv, message) => {
    const { code, out, err } = run(...argv);
    expect({ code, out }).toEqual({ code: 2, out: "" });
    expect(err).toContain(message);
    expect(err).toContain(
      "Usage:\n  npm run profile -- init --from carpentry|interiors [--format json|yaml]",
    );
  });
});

describe("npm run profile -- check", () => {
  it("says a valid file is valid, and lists the sample details it still carries", () => {
    const file = join(dir, "check.json");
    writeFileSync(file, run("init", "--from", "carpentry").out);
    const { code, out } = run("check", file);
    expect(code).toBe(0);
    expect(out).toContain(`${file}: a valid profile for BTM Carpentry Works (6 services).`);
    expect(out).toContain("  business.phone: +91 98765 43210");
    expect(out).toContain("  home.testimonials.items[2]: Kavya Shetty");
    expect(out).not.toContain("Warning");
  });

  it("warns of texts that spell out a fact, and still says the file is valid (exit 0)", () => {
    const file = join(dir, "spelled.json");
    const profile = JSON.parse(run("init", "--from", "carpentry").out) as typeof profiles.carpentry;
    profile.about.story.paragraphs[1] = "BTM Carpentry Works answers on +91 98765 43210.";
    profile.about.story.paragraphs[0] = "Welcome to {Business}.";
    writeFileSync(file, JSON.stringify(profile));
    const { code, out, err } = run("check", file);
    expect({ code, err }).toEqual({ code: 0, err: "" });
    expect(out).toContain(`${file}: a valid profile for BTM Carpentry Works (6 services).`);
    expect(out).toContain("Warning: texts that spell out a fact, and miss a change to it:\n");
    expect(out).toContain(
      '  about.story.paragraphs.1: spells out the business name "BTM Carpentry Works"; write {business} instead',
    );
    expect(out).toContain("  about.story.paragraphs.1: spells out the phone number; write {phone} instead");
    expect(out).toContain(
      "Warning: placeholders nothing fills, shown as written:\n  about.story.paragraphs.0: uses {Business}, which nothing fills here: it would show as written (meant {business}?)\n",
    );
  });

  it("refuses YAML whose aliases expand without end, naming the file, exit 1", () => {
    const file = join(dir, "bomb.yaml");
    const levels = "abcdefghi".split("");
    const lines = levels.map((name, i) =>
      i === 0
        ? `a: &a [${Array(9).fill('"x"').join(", ")}]`
        : `${name}: &${name} [${Array(9)
            .fill(`*${levels[i - 1]}`)
            .join(", ")}]`,
    );
    writeFileSync(file, lines.join("\n"));
    const { code, out, err } = run("check", file);
    expect({ code, out }).toEqual({ code: 1, out: "" });
    expect(err).toBe(
      `SITE_PROFILE file ${file}: not valid YAML: its aliases (*name) repeat what they point to too many times over\n`,
    );
  });

  it("lists every problem of an invalid file, exit 1", () => {
    const file = join(dir, "bad.json");
    writeFileSync(file, '{ "id": "carpentry" }');
    const { code, err } = run("check", file);
    expect(code).toBe(1);
    expect(err).toContain("business: missing");
    expect(err).toContain("services: missing");
  });
});
