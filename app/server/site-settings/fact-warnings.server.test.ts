import { describe, expect, it } from "vitest";
import { profiles } from "~/profiles";
import type { Profile } from "~/profiles/schema";
import {
  hiddenServiceChoices,
  profileTextWarnings,
  spelledOutFacts,
  unfilledPlaceholders,
  writesPhone,
} from "./fact-warnings.server";

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

  it("never looks at the fact fields, the address included, where no placeholder is filled", () => {
    const profile = withStory(["Fine."]);
    const street = `${carpentry.business.name} Building, 1st Main`;
    const problems = spelledOutFacts({
      ...profile,
      business: { ...profile.business, address: { ...profile.business.address, street } },
    });
    expect(problems).toEqual([]);
  });

  it("finds a name only as whole words, not inside a longer word", () => {
    const problems = spelledOutFacts(
      withStory(["Welcome home.", "Om fits kitchens.", "Omkar and OM-branded boards."], {
        name: "Om Carpentry",
        shortName: "Om",
      }),
    );
    expect(problems.map((problem) => problem.path)).toEqual([
      "about.story.paragraphs.1",
      "about.story.paragraphs.2",
    ]);
  });
});

describe("unfilledPlaceholders", () => {
  it("finds nothing in the shipped profiles", () => {
    for (const profile of Object.values(profiles)) expect(profileTextWarnings(profile)).toEqual([]);
  });

  it("warns of a misspelt placeholder, naming the one meant, and of one nothing fills in that text", () => {
    const problems = unfilledPlaceholders(
      withStory([
        "Welcome to {Business}.",
        "Ask about {service} in {area}.",
        "{adress}",
        "{business} in {city}",
      ]),
    );
    expect(problems).toEqual([
      {
        path: "about.story.paragraphs.0",
        message: "uses {Business}, which nothing fills here: it would show as written (meant {business}?)",
      },
      {
        path: "about.story.paragraphs.1",
        message: "uses {service}, which nothing fills here: it would show as written",
      },
      {
        path: "about.story.paragraphs.1",
        message: "uses {area}, which nothing fills here: it would show as written",
      },
      {
        path: "about.story.paragraphs.2",
        message: "uses {adress}, which nothing fills here: it would show as written",
      },
    ]);
  });

  it("leaves the placeholders filled later alone where they are filled", () => {
    expect(carpentry.desk.whatsappGreeting).toContain("{name}");
    expect(carpentry.whatsapp.service).toContain("{page}");
    expect(unfilledPlaceholders(carpentry)).toEqual([]);
  });

  it("leaves a WhatsApp template's numbered values to the desk, and only there", () => {
    expect(carpentry.whatsapp.templates?.[0]?.body).toContain("{{1}}");
    expect(unfilledPlaceholders(withStory(["Namaste {{1}}."]))).toEqual([
      {
        path: "about.story.paragraphs.0",
        message: "uses {1}, which nothing fills here: it would show as written",
      },
    ]);
  });

  it("warns of {radius} when the profile gives no radius", () => {
    const problems = unfilledPlaceholders(withStory(["Within {radius} km."], { serviceRadiusKm: undefined }));
    expect(problems).toContainEqual({
      path: "about.story.paragraphs.0",
      message: "uses {radius}, but the profile gives no business.serviceRadiusKm: it would show as written",
    });
    expect(unfilledPlaceholders(withStory(["Within {radius} km."], { serviceRadiusKm: 12 }))).toEqual([]);
  });
});

describe("hiddenServiceChoices", () => {
  it("names the enquiry form's choice that is a hidden service's title", () => {
    const [first, ...rest] = carpentry.services;
    const profile = { ...carpentry, services: [{ ...first!, hidden: true }, ...rest] };
    const at = carpentry.leadForm.services.indexOf(first!.title);
    expect(hiddenServiceChoices(profile)).toEqual([
      {
        path: `leadForm.services.${at}`,
        message: `offers "${first!.title}", a hidden service: the enquiry form leaves it out while the service is hidden`,
      },
    ]);
    expect(hiddenServiceChoices(carpentry)).toEqual([]);
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
