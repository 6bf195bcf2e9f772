import { describe, expect, it } from "vitest";
import { profiles } from "~/profiles";
import type { Profile } from "~/profiles/schema";
import { spelledOutFacts, writesPhone } from "./fact-warnings.server";

const carpentry: Profile = profiles.carpentry;

/** The carpentry profile with its story's paragraphs replaced. */
const withStory = (paragraphs: string[], business: Partial<Profile["business"]> = {}): Profile => ({
  ...carpentry,
  business: { ...carpentry.business, ...business },
  about: { ...carpentry.about, story: { ...carpentry.about.story, paragraphs } },
});

describe("spelledOutFacts", () => {
  it("finds nothing in the shipped profiles", () => {
    for (const profile of Object.values(profiles)) expect(spelledOutFacts(profile)).toEqual([]);
  });

  it("names each text that spells out the business name, and the placeholder to use", () => {
    const problems = spelledOutFacts(
      withStory(["We are {business}.", "At btm carpentry works we fit kitchens."]),
    );
    expect(problems).toEqual([
      {
        path: "about.story.paragraphs.1",
        message:
          'spells out the business name "BTM Carpentry Works"; write {business} instead, so a change to it shows here too',
      },
    ]);
  });

  it("finds the short name, the e-mail and the WhatsApp number", () => {
    const problems = spelledOutFacts(
      withStory(
        ["Ask BTM Carpentry anything.", "Write to INFO@btmcarpentryworks.in.", "Chat on 98450 99999."],
        {
          shortName: "BTM Carpentry",
          whatsapp: "+919845099999",
        },
      ),
    );
    expect(problems.map((problem) => [problem.path, problem.message.split(";")[1]])).toEqual([
      ["about.story.paragraphs.0", " write {shortName} instead, so a change to it shows here too"],
      ["about.story.paragraphs.1", " write {email} instead, so a change to it shows here too"],
      ["about.story.paragraphs.2", " write {whatsapp} instead, so a change to it shows here too"],
    ]);
  });

  it("does not take the name for the short name it contains", () => {
    const problems = spelledOutFacts(
      withStory(["BTM Carpentry Works began small."], { shortName: "BTM Carpentry" }),
    );
    expect(problems.map((problem) => problem.message)).toEqual([expect.stringContaining("{business}")]);
  });

  it("warns of {radius} when the profile gives no radius, and never looks at the fact fields", () => {
    const problems = spelledOutFacts(withStory(["Within {radius} km."], { serviceRadiusKm: undefined }));
    expect(problems.map((problem) => problem.path)).toContain("about.story.paragraphs.0");
    expect(problems.some((problem) => problem.path.startsWith("business.name"))).toBe(false);
  });
});

describe("writesPhone", () => {
  const phone = "+919876543210";

  it.each([
    "+91 98765 43210",
    "+91-98765-43210",
    "+919876543210",
    "919876543210",
    "098765 43210",
    "98765 43210",
    "9876543210",
    "(+91) 98765-43210",
    "0091 98765 43210",
  ])("finds %s", (written) => {
    expect(writesPhone(`Call us on ${written} today`, phone)).toBe(true);
  });

  it.each(["98765 43211", "1 98765 43210", "500+ projects in 2019, 2024", "Call 080 4000 1234"])(
    "does not take %s for the phone",
    (written) => {
      expect(writesPhone(written, phone)).toBe(false);
    },
  );
});
