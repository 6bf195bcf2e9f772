import { describe, expect, it } from "vitest";
import { profiles } from "~/profiles";
import type { Profile } from "~/profiles/schema";
import {
  applySection,
  formValuesOf,
  problemsByField,
  profileProblems,
  type SectionId,
  sectionOf,
  testimonialKey,
} from "./settings-forms.server";
import { daysOf, groupsOf } from "./opening-days.server";

const carpentry = profiles.carpentry as Profile;

/** The section's form as the page sends it: every field filled from the profile, then `changes`. */
function formOf(section: SectionId, changes: Record<string, string | null> = {}, profile = carpentry) {
  const values: Record<string, string | null> = { ...formValuesOf(section, profile), ...changes };
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== null) form.append(name, value);
  return form;
}

function applied(section: SectionId, changes: Record<string, string | null> = {}, profile = carpentry) {
  const outcome = applySection(section, formOf(section, changes, profile), profile);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return outcome;
}

describe("a section's form read back", () => {
  it.each(["business", "services", "areas", "texts", "privacy"] as const)(
    "%s: unchanged, it gives the same profile",
    (section) => {
      expect(applied(section).profile).toEqual(carpentry);
      expect(applied(section, {}, profiles.interiors as Profile).profile).toEqual(profiles.interiors);
    },
  );
});

/** `profile` with its business hours set to `hours`. */
const withHours = (hours: Profile["business"]["hours"]): Profile => ({
  ...carpentry,
  business: { ...carpentry.business, hours },
});

describe("business details", () => {
  it("stores phone numbers typed in any usual Indian form as E.164, and numbers as numbers", () => {
    const { business } = applied("business", {
      name: "  Sharma Woodworks ",
      phone: "098450 12345",
      whatsapp: "91 99000 11223",
      lat: "12.95",
      lng: "77.61",
      serviceRadiusKm: "20",
    }).profile;
    expect(business).toMatchObject({
      name: "Sharma Woodworks",
      phone: "+919845012345",
      whatsapp: "+919900011223",
      geo: { lat: 12.95, lng: 77.61 },
      serviceRadiusKm: 20,
    });
    expect(applied("business", { whatsapp: "", serviceRadiusKm: "" }).profile.business).not.toHaveProperty(
      "whatsapp",
      expect.anything(),
    );
  });

  it("says by the field what it cannot read, and publishes nothing", () => {
    const outcome = applySection(
      "business",
      formOf("business", { phone: "12345", lat: "12,9 N", serviceRadiusKm: "ten", "days.2.closes": "7pm" }),
      carpentry,
    );
    expect(outcome).toEqual({
      ok: false,
      problems: {
        fields: {
          phone: expect.stringContaining("Indian phone number") as string,
          lat: expect.stringContaining("number") as string,
          serviceRadiusKm: expect.stringContaining("whole number") as string,
          "days.2.closes": expect.stringContaining("HH:MM") as string,
        },
        summary: [],
      },
    });
  });

  it("shows every problem at once: the form's own and the profile's, the form's first for a field", () => {
    const outcome = applySection(
      "business",
      formOf("business", { phone: "12345", postalCode: "12", name: "", lat: "north" }),
      carpentry,
    );
    expect(outcome).toMatchObject({
      ok: false,
      problems: {
        fields: {
          phone: expect.stringContaining("Indian phone number") as string,
          lat: expect.stringContaining("Enter a number") as string,
          postalCode: "expected a 6-digit PIN code",
          name: expect.any(String) as string,
        },
      },
    });
    const closed = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((i) => [`days.${i}.open`, null]));
    expect(applySection("business", formOf("business", { ...closed, phone: "1" }), carpentry)).toMatchObject({
      ok: false,
      problems: {
        fields: {
          hours: expect.stringContaining("at least one day") as string,
          phone: expect.any(String) as string,
        },
      },
    });
  });

  it("keeps a day's two time ranges on any save, and gives a day changed the one range typed", () => {
    const split = withHours([
      { label: "Mornings", days: ["Monday", "Tuesday"], opens: "09:00", closes: "13:00" },
      { label: "Afternoons", days: ["Monday", "Tuesday"], opens: "14:00", closes: "18:00" },
    ]);
    expect(formValuesOf("business", split)["days.0.ranges"]).toBe("09:00–13:00, 14:00–18:00");
    expect(applied("business", { name: "Renamed" }, split).profile.business.hours).toBe(split.business.hours);
    const opened = applied(
      "business",
      { "days.5.open": "on", "days.5.opens": "10:00", "days.5.closes": "14:00" },
      split,
    );
    expect(opened.profile.business.hours).toEqual([
      { label: "Monday and Tuesday", days: ["Monday", "Tuesday"], opens: "09:00", closes: "13:00" },
      { label: "Monday and Tuesday", days: ["Monday", "Tuesday"], opens: "14:00", closes: "18:00" },
      { label: "Saturday", days: ["Saturday"], opens: "10:00", closes: "14:00" },
    ]);
    const changed = applied("business", { "days.1.closes": "17:00" }, split).profile.business.hours;
    expect(changed.filter((group) => group.days.includes("Tuesday"))).toEqual([
      { label: "Tuesday", days: ["Tuesday"], opens: "09:00", closes: "17:00" },
    ]);
    expect(changed.filter((group) => group.days.includes("Monday"))).toHaveLength(2);
  });

  it("takes 00:00 as closing at midnight", () => {
    const { hours } = applied("business", { "days.5.closes": "00:00" }).profile.business;
    expect(hours.find((group) => group.days.includes("Saturday"))).toMatchObject({ closes: "00:00" });
    expect(profileProblems(applied("business", { "days.5.closes": "00:00" }).profile)).toEqual([]);
  });

  it("leaves the PIN to the profile's schema, whose problem shows by the PIN field", () => {
    const { profile } = applied("business", { postalCode: "12" });
    const found = profileProblems(profile);
    expect(problemsByField("business", found)).toEqual({
      fields: { postalCode: "expected a 6-digit PIN code" },
      summary: [],
    });
  });

  it("turns hours per day into groups labelled by their days", () => {
    const { hours } = applied("business", {
      "days.5.opens": "09:00",
      "days.6.open": null,
      "days.2.open": null,
    }).profile.business;
    expect(hours).toEqual([
      {
        label: "Monday and Tuesday, Thursday and Friday",
        days: ["Monday", "Tuesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "19:00",
      },
      { label: "Saturday", days: ["Saturday"], opens: "09:00", closes: "19:00" },
    ]);
    expect(
      applySection(
        "business",
        formOf("business", Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((i) => [`days.${i}.open`, null]))),
        carpentry,
      ),
    ).toMatchObject({
      ok: false,
      problems: { fields: { hours: expect.stringContaining("at least one day") as string } },
    });
  });
});

describe("opening days", () => {
  it("labels a run of three or more days as a range, and keeps the profile's own labels when nothing changed", () => {
    const days = daysOf(carpentry.business.hours);
    expect(groupsOf(days, carpentry.business.hours)).toBe(carpentry.business.hours);
    expect(groupsOf(days).map((group) => group.label)).toEqual(["Monday to Saturday", "Sunday"]);
  });
});

describe("services", () => {
  const titles = (profile: Profile) => profile.services.map((service) => service.title);

  it("moves a service up or down, removes one and hides one", () => {
    const [first, second, third] = titles(carpentry);
    const [one, two] = carpentry.services.map((service) => service.id);
    expect(titles(applied("services", { intent: `down:${one}` }).profile).slice(0, 2)).toEqual([
      second,
      first,
    ]);
    expect(titles(applied("services", { intent: `up:${two}` }).profile).slice(0, 2)).toEqual([second, first]);
    expect(titles(applied("services", { intent: `remove:${two}` }).profile).slice(0, 2)).toEqual([
      first,
      third,
    ]);
    expect(applied("services", { "services.2.hidden": "on" }).profile.services[2]!.hidden).toBe(true);
  });

  it("adds a new service at the end with an id made from its title, and lists one per line", () => {
    const { profile } = applied("services", {
      "added.title": "Wooden Flooring",
      "added.description": "Laminate and solid wood floors.",
      "added.features": "Laminate\n\n Engineered wood \nSolid wood",
      "added.areas": "BTM Layout",
      "added.keywords": "flooring\nwood floor",
      "added.icon": "panels",
    });
    expect(profile.services.at(-1)).toEqual({
      id: "wooden-flooring",
      title: "Wooden Flooring",
      description: "Laminate and solid wood floors.",
      features: ["Laminate", "Engineered wood", "Solid wood"],
      areas: ["BTM Layout"],
      keywords: ["flooring", "wood floor"],
      icon: "panels",
      hidden: undefined,
    });
    expect(profileProblems(profile)).toEqual([]);
  });

  it("tells a problem by the field the admin typed in, also after a move", () => {
    const outcome = applied("services", {
      "services.0.features": "Only one",
      intent: `down:${carpentry.services[0]!.id}`,
    });
    expect(problemsByField("services", profileProblems(outcome.profile), outcome.order)).toEqual({
      fields: { "services.0.features": expect.stringContaining("3") as string },
      summary: [],
    });
    const added = applied("services", { "added.title": "Flooring", "added.icon": "panels" });
    expect(problemsByField("services", profileProblems(added.profile), added.order).fields).toMatchObject({
      "added.description": expect.any(String) as string,
      "added.features": expect.any(String) as string,
    });
  });

  it("from a page filled before another change, keeps a service added since and does not bring back one removed", () => {
    const page = carpentry;
    const [gone, ...rest] = carpentry.services;
    const added = { ...rest[0]!, id: "flooring", title: "Flooring" };
    const now: Profile = { ...carpentry, services: [...rest, added] };
    const outcome = applySection(
      "services",
      formOf("services", { intent: `remove:${rest[1]!.id}` }, page),
      now,
    );
    expect(outcome.ok && titles(outcome.profile)).toEqual([
      rest[0]!.title,
      ...rest.slice(2).map((service) => service.title),
      "Flooring",
    ]);
    expect(outcome.ok && outcome.profile.services.map((service) => service.id)).not.toContain(gone!.id);
  });

  it("asks for what a new service lacks, together with every other problem", () => {
    const outcome = applySection(
      "services",
      formOf("services", { "added.areas": "BTM Layout", "services.1.title": "" }),
      carpentry,
    );
    expect(outcome).toMatchObject({
      ok: false,
      problems: {
        fields: {
          "added.title": "Fill this in.",
          "added.icon": "Choose one of the icons.",
          "added.description": expect.any(String) as string,
          "services.1.title": expect.any(String) as string,
        },
      },
    });
  });

  it("sets the enquiry form's choices, one per line", () => {
    const { profile } = applied("services", { enquiryChoices: "Kitchens\n\nWardrobes \nOther" });
    expect(profile.leadForm.services).toEqual(["Kitchens", "Wardrobes", "Other"]);
    const one = applied("services", { enquiryChoices: "Kitchens" }).profile;
    expect(problemsByField("services", profileProblems(one)).fields).toEqual({
      enquiryChoices: expect.any(String) as string,
    });
  });
});

describe("testimonials", () => {
  it("adds a real one first, given on a date and at a place, and removes any", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "add",
      name: "Anita Rao",
      location: "Jayanagar",
      text: "Fitted our kitchen in four days.",
      date: "2026-10-02",
      source: "Google review",
    }))
      form.append(name, value);
    const outcome = applySection("testimonials", form, carpentry);
    expect(outcome.ok && outcome.profile.home.testimonials.items[0]).toEqual({
      name: "Anita Rao",
      location: "Jayanagar",
      text: "Fitted our kitchen in four days.",
      rating: 5,
      given: { date: "2026-10-02", source: "Google review" },
    });

    const removal = new FormData();
    removal.append("intent", "remove");
    removal.append("testimonial", testimonialKey(carpentry.home.testimonials.items[0]!));
    const removed = applySection("testimonials", removal, carpentry);
    expect(removed.ok && removed.profile.home.testimonials.items).toEqual(
      carpentry.home.testimonials.items.slice(1),
    );
  });

  it("removes the one asked for after another was added at the front, and says when it is gone", () => {
    const [first, second] = carpentry.home.testimonials.items;
    const added = applySection("testimonials", testimonialForm("Anita Rao"), carpentry);
    if (!added.ok) throw new Error("not added");
    const removal = new FormData();
    removal.append("intent", "remove");
    removal.append("testimonial", testimonialKey(second!));
    const removed = applySection("testimonials", removal, added.profile);
    expect(removed.ok && removed.profile.home.testimonials.items.map((item) => item.name)).toEqual([
      "Anita Rao",
      first!.name,
      ...carpentry.home.testimonials.items.slice(2).map((item) => item.name),
    ]);
    if (!removed.ok) throw new Error("not removed");
    expect(applySection("testimonials", removal, removed.profile)).toMatchObject({
      ok: false,
      problems: { summary: [expect.stringContaining("already changed or removed") as string] },
    });
  });

  it("shows a bad date by its field", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "add",
      name: "A",
      location: "B",
      text: "C",
      date: "2 Oct",
      source: "",
    }))
      form.append(name, value);
    const outcome = applySection("testimonials", form, carpentry);
    expect(outcome.ok).toBe(true);
    expect(outcome.ok && problemsByField("testimonials", profileProblems(outcome.profile)).fields).toEqual({
      date: "expected a date as YYYY-MM-DD",
      source: expect.any(String) as string,
    });
  });
});

function testimonialForm(name: string) {
  const form = new FormData();
  for (const [field, value] of Object.entries({
    intent: "add",
    name,
    location: "Jayanagar",
    text: "Fitted our kitchen in four days.",
    date: "2026-10-02",
    source: "Google review",
  }))
    form.append(field, value);
  return form;
}

describe("areas served", () => {
  it("shows the three lists the profile keeps as one, each area once", () => {
    const shown = formValuesOf("areas", carpentry).areas!.split("\n");
    expect(new Set(shown).size).toBe(shown.length);
    for (const list of [
      carpentry.servicesPage.areaGrid.areas,
      carpentry.about.areas.items,
      carpentry.contact.serviceAreas.items,
    ])
      expect(shown).toEqual(expect.arrayContaining(list));
  });

  it("three lists that differ keep their own items: a removal and an addition change each", () => {
    const lists = [
      carpentry.servicesPage.areaGrid.areas,
      carpentry.about.areas.items,
      carpentry.contact.serviceAreas.items,
    ];
    expect(new Set(lists.map((list) => list.length)).size).toBeGreaterThan(1);
    const shown = formValuesOf("areas", carpentry).areas!.split("\n");
    const gone = lists[0]![0]!;
    const { profile } = applied("areas", {
      areas: [...shown.filter((area) => area !== gone), "Bellandur"].join("\n"),
    });
    const after = [
      profile.servicesPage.areaGrid.areas,
      profile.about.areas.items,
      profile.contact.serviceAreas.items,
    ];
    after.forEach((list, i) =>
      expect(list).toEqual([...lists[i]!.filter((area) => area !== gone), "Bellandur"]),
    );
  });

  it("writes one list to the services, about and contact pages' lists", () => {
    const two = ["BTM Layout", "JP Nagar"];
    const same: Profile = {
      ...carpentry,
      servicesPage: {
        ...carpentry.servicesPage,
        areaGrid: { ...carpentry.servicesPage.areaGrid, areas: two },
      },
      about: { ...carpentry.about, areas: { ...carpentry.about.areas, items: two } },
      contact: { ...carpentry.contact, serviceAreas: { ...carpentry.contact.serviceAreas, items: two } },
    };
    const { profile } = applied("areas", { areas: "BTM Layout\r\nHSR Layout\n\n  Koramangala  " }, same);
    const areas = ["BTM Layout", "HSR Layout", "Koramangala"];
    expect(profile.servicesPage.areaGrid.areas).toEqual(areas);
    expect(profile.about.areas.items).toEqual(areas);
    expect(profile.contact.serviceAreas.items).toEqual(areas);
    const empty = applied("areas", { areas: " \n " }).profile;
    expect(problemsByField("areas", profileProblems(empty)).fields).toEqual({
      areas: expect.any(String) as string,
    });
  });
});

describe("page texts and privacy contact", () => {
  it("changes the hero, the story and the values, and says an emptied field by its name", () => {
    const { profile } = applied("texts", {
      heroHeading: "Kitchens that last",
      storyParagraphs: "We started in 2019.\nWe still fit every kitchen ourselves.",
      "values.1.title": "",
    });
    expect(profile.home.hero.heading).toBe("Kitchens that last");
    expect(profile.about.story.paragraphs).toEqual([
      "We started in 2019.",
      "We still fit every kitchen ourselves.",
    ]);
    expect(problemsByField("texts", profileProblems(profile))).toEqual({
      fields: { "values.1.title": expect.any(String) as string },
      summary: [],
    });
  });

  it("changes the privacy page's contact texts", () => {
    const { profile } = applied("privacy", { heading: "Write to us" });
    expect(profile.privacy.contact.heading).toBe("Write to us");
  });

  it("lists a problem no field shows in the summary, by its place in the profile", () => {
    expect(problemsByField("privacy", [{ path: "nav.home", message: "Too small" }])).toEqual({
      fields: {},
      summary: ["nav.home: Too small"],
    });
  });
});

describe("the section a place in the profile is edited in", () => {
  it.each([
    ["business.address.postalCode", "business"],
    ["services.3.description", "services"],
    ["about.areas.items.2", "areas"],
    ["home.hero.text", "texts"],
    ["privacy.contact.text", "privacy"],
    ["home.cta.text", undefined],
  ] as const)("%s → %s", (path, section) => expect(sectionOf(path)).toBe(section));
});

describe("a form that is not the page's own", () => {
  it("lists a problem with a field it did not send in the summary, where it shows", () => {
    const form = formOf("business");
    form.delete("days.3.opens");
    form.delete("days.3.closes");
    form.delete("days.3.open");
    for (const name of [
      "days.4.opens",
      "days.4.closes",
      "days.5.opens",
      "days.5.closes",
      "days.6.opens",
      "days.6.closes",
    ])
      form.delete(name);
    form.delete("days.4.open");
    form.delete("days.5.open");
    form.delete("days.6.open");
    form.set("phone", "12");
    const outcome = applySection("business", form, carpentry);
    expect(outcome).toMatchObject({
      ok: false,
      problems: {
        fields: { phone: expect.any(String) as string },
        summary: [expect.stringMatching(/^days: /) as string],
      },
    });
  });
});
