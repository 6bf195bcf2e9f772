import { describe, expect, it } from "vitest";
import { profiles } from "~/profiles";
import type { Profile } from "~/profiles/schema";
import { warningsBySection } from "./settings-page.server";

describe("the texts that spell out a fact, by the part of the settings that edits them", () => {
  it("puts each under its part, and those no part edits under other", () => {
    const carpentry = profiles.carpentry as Profile;
    const name = carpentry.business.name;
    const profile: Profile = {
      ...carpentry,
      home: { ...carpentry.home, hero: { ...carpentry.home.hero, heading: `Welcome to ${name}` } },
      privacy: { ...carpentry.privacy, contact: { ...carpentry.privacy.contact, text: `Write to ${name}.` } },
      notFound: { ...carpentry.notFound, text: `${name} has no such page.` },
    };
    const grouped = warningsBySection(profile);
    expect(grouped.texts.map((warning) => warning.path)).toEqual(["home.hero.heading"]);
    expect(grouped.privacy.map((warning) => warning.path)).toEqual(["privacy.contact.text"]);
    expect(grouped.other.map((warning) => warning.path)).toContain("notFound.text");
    expect(grouped.business).toEqual([]);
    expect(grouped.texts[0]!.message).toContain("{business}");
  });

  it("has none for a shipped profile, whose texts name the business by placeholder", () => {
    const grouped = warningsBySection(profiles.interiors);
    expect(Object.values(grouped).flat()).toEqual([]);
  });
});
