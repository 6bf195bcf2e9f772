import { describe, expect, it } from "vitest";
import { profiles } from "~/profiles";
import type { Profile } from "~/profiles/schema";
import { versionDiff } from "./version-diff.server";

const carpentry = profiles.carpentry as Profile;

describe("what changed between two versions", () => {
  it("lists each changed value by its place, with the value before and after", () => {
    const before = { business: { name: "Old Works", geo: { lat: 12.9 } }, areas: ["BTM", "HSR"] };
    const after = {
      business: { name: "New Works", geo: { lat: 12.9 }, whatsapp: "+919845012345" },
      areas: ["BTM"],
    };
    expect(versionDiff(before, after)).toEqual([
      {
        path: "business.name",
        label: "Business details: Business name",
        before: "Old Works",
        after: "New Works",
      },
      {
        path: "business.whatsapp",
        label: expect.stringContaining("WhatsApp") as string,
        before: null,
        after: "+919845012345",
      },
      { path: "areas", before: "HSR", after: null },
    ]);
  });

  it("is empty for the same profile, and a value's type counts only as it reads", () => {
    expect(versionDiff({ a: [1, { b: true }] }, { a: [1, { b: true }] })).toEqual([]);
    expect(versionDiff({ hidden: undefined }, {})).toEqual([]);
  });

  it("tells a list's items taken out and added, not every item after them", () => {
    const [first, ...rest] = carpentry.home.testimonials.items;
    const added = { ...first!, name: "Anita Rao" };
    const after = {
      ...carpentry,
      home: { ...carpentry.home, testimonials: { ...carpentry.home.testimonials, items: [added, ...rest] } },
    };
    const changes = versionDiff(carpentry, after);
    expect(changes).toHaveLength(2);
    expect(changes).toEqual([
      expect.objectContaining({
        label: "Testimonials",
        before: expect.stringContaining(first!.name) as string,
        after: null,
      }),
      expect.objectContaining({
        label: "Testimonials",
        before: null,
        after: expect.stringContaining("Anita Rao") as string,
      }),
    ]);
  });

  it("compares services by their id: a move is one change, a service edited is named by its title", () => {
    const [one, two, ...rest] = carpentry.services;
    const after = { ...carpentry, services: [two!, { ...one!, description: "New words." }, ...rest] };
    expect(versionDiff(carpentry, after)).toEqual([
      {
        path: `services.${one!.id}.description`,
        label: `Services: ${one!.title} · Description`,
        before: one!.description,
        after: "New words.",
      },
      expect.objectContaining({ path: "services", label: "Services" }),
    ]);
  });

  it("names a change of the quote settings by the quotes part's fields", () => {
    const quotes = carpentry.quotes!;
    const templates = quotes.templates.slice(1);
    const after = {
      ...carpentry,
      quotes: { ...quotes, validityDays: 45, tax: { ...quotes.tax, gstRate: 12 }, templates },
    };
    expect(versionDiff(carpentry, after).map((change) => change.label)).toEqual([
      "Quotes: Quote valid for (days)",
      "Quotes: GST rate",
      "Quotes: Templates",
    ]);
  });
});
