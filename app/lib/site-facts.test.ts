import { describe, expect, it } from "vitest";
import { profiles } from "~/profiles";
import { factPlaceholders, factValues, fillFactText, fillFacts, fillProfileFacts } from "./site-facts";
import type { Site } from "./site";

const site = (changes: Partial<Site["business"]> = {}): Site => ({
  ...profiles.carpentry,
  business: { ...profiles.carpentry.business, ...changes },
  publicUrl: "https://example.in",
  phoneDisplay: "+91 80 4000 1234",
  showcase: [],
});

/** Every string in a value, with its dotted path. */
function strings(node: unknown, path = ""): [string, string][] {
  if (typeof node === "string") return [[path, node]];
  if (Array.isArray(node)) return node.flatMap((item, i) => strings(item, `${path}.${i}`));
  if (node && typeof node === "object")
    return Object.entries(node).flatMap(([key, value]) => strings(value, path ? `${path}.${key}` : key));
  return [];
}

describe("fillFacts", () => {
  it("fills the business name into the titles, the story and the privacy notice", () => {
    const filled = fillFacts(site({ name: "Sharma Woodcraft" }));
    expect(filled.home.seo.title).toBe("Carpentry & Furniture Fitting in BTM Layout | Sharma Woodcraft");
    expect(filled.about.story.paragraphs[0]).toMatch(/^Sharma Woodcraft began when/);
    expect(filled.privacy.seo.title).toBe("Privacy notice | Sharma Woodcraft");
    expect(filled.contact.map.title).toBe("Map showing the Sharma Woodcraft office in BTM Layout, Bengaluru");
  });

  it("fills the phone as displayed, the radius and the short name", () => {
    const filled = fillFacts(site({ serviceRadiusKm: 20 }));
    expect(filled.leadForm.notices.rateLimited.text).toContain("call us on +91 80 4000 1234 and");
    expect(filled.about.areas.hqLine).toBe(
      "Headquartered in BTM Layout, serving homes and offices within a 20km radius.",
    );
    expect(filled.home.hero.badges).toContain("20 km from BTM Layout");
    expect(fillFactText("{shortName}", { shortName: "BTM" })).toBe("BTM");
  });

  it("fills {whatsapp} with the WhatsApp number, else the phone, and {email} with the address", () => {
    const text = (filled: Site) =>
      fillFactText(
        "Chat on {whatsapp} or write to {email}.",
        factValues(filled.business, filled.phoneDisplay),
      );
    expect(text(site({ whatsapp: "+919845099999" }))).toBe(
      `Chat on +91 98450 99999 or write to ${profiles.carpentry.business.email}.`,
    );
    expect(text(site({ whatsapp: undefined, email: "owner@example.in" }))).toBe(
      "Chat on +91 80 4000 1234 or write to owner@example.in.",
    );
    // And so in a profile's own texts.
    const story = {
      ...profiles.carpentry.about.story,
      paragraphs: ["Chat on {whatsapp}, write to {email}."],
    };
    const filled = fillFacts({
      ...site({ email: "owner@example.in" }),
      about: { ...profiles.carpentry.about, story },
    });
    expect(filled.about.story.paragraphs).toEqual(["Chat on +91 80 4000 1234, write to owner@example.in."]);
  });

  it("leaves no fact placeholder in any text of the shipped profiles", () => {
    for (const profile of Object.values(profiles)) {
      const left = strings(fillProfileFacts(profile)).filter(([, text]) =>
        factPlaceholders.some(({ placeholder }) => text.includes(placeholder)),
      );
      expect(left).toEqual([]);
    }
  });

  it("leaves the placeholders other code fills later, and unknown words, as they are", () => {
    const filled = fillFacts(site());
    expect(filled.desk.whatsappGreeting).toBe(
      "Namaste {name}, this is BTM Carpentry Works about your enquiry for {service}. When is a good time to talk?",
    );
    expect(filled.whatsapp.service).toContain("{page} page and would like a quote for {service}.");
    expect(filled.labels.rating).toBe("Rated {rating} out of 5");
    expect(filled.privacy.retention.period).toContain("{months} months old");
    expect(fillFactText("{area} {rating} {months} {unknown} {business", { business: "B" })).toBe(
      "{area} {rating} {months} {unknown} {business",
    );
  });

  it("fills in one pass: a name holding a placeholder is shown as written", () => {
    const filled = fillFacts(site({ name: "{phone} & {email} Works" }));
    expect(filled.business.name).toBe("{phone} & {email} Works");
    expect(filled.privacy.seo.title).toBe("Privacy notice | {phone} & {email} Works");
  });

  it("leaves {radius} for the warnings to find when the profile gives no radius", () => {
    const filled = fillFacts(site({ serviceRadiusKm: undefined }));
    expect(filled.about.areas.hqLine).toContain("{radius}km");
  });

  it("changes nothing but texts: numbers, flags and the site's own fields stay", () => {
    const given = site({ shortName: "BTM" });
    const filled = fillFacts(given);
    expect(filled.business).toEqual(given.business);
    expect(filled.publicUrl).toBe("https://example.in");
    expect(filled.leadForm.withEmail).toBe(false);
    expect(filled).not.toBe(given);
    expect(given.home.seo.title).toContain("{business}");
  });

  it("describes every fact placeholder it fills", () => {
    expect(factPlaceholders.map((fact) => fact.placeholder)).toEqual([
      "{business}",
      "{shortName}",
      "{phone}",
      "{whatsapp}",
      "{email}",
      "{city}",
      "{locality}",
      "{radius}",
    ]);
    for (const fact of factPlaceholders) expect(fact.description.length).toBeGreaterThan(10);
  });
});
