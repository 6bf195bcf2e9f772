import { describe, expect, it } from "vitest";
import { profiles } from "./index";
import { profileSchema } from "./schema";

describe.each(Object.entries(profiles))("profile %s", (id, profile) => {
  it("has every required field, non-empty and well-formed", () => {
    const result = profileSchema.safeParse(profile);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("is registered under its own id", () => {
    expect(profile.id).toBe(id);
  });

  it("has unique service ids", () => {
    const ids = profile.services.map((service) => service.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("profileSchema", () => {
  const valid = profiles.carpentry;

  it("rejects a profile with an empty business name", () => {
    const broken = { ...valid, business: { ...valid.business, name: "  " } };
    const result = profileSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["business", "name"]);
  });

  it("rejects a name or short name holding a brace, which a later template would take for a placeholder", () => {
    for (const change of [{ name: "Om {page} Works" }, { shortName: "Om }Works" }]) {
      const broken = { ...valid, business: { ...valid.business, ...change } };
      expect(profileSchema.safeParse(broken).error?.issues).toEqual([
        expect.objectContaining({
          path: ["business", Object.keys(change)[0]],
          message: "may not hold { or }",
        }),
      ]);
    }
  });

  it("takes a home card or neighbourhood card only for a service the profile has", () => {
    const cards = valid.home.featuredServices.cards.map((card, i) =>
      i === 1 ? { ...card, service: "no-such" } : card,
    );
    const broken = {
      ...valid,
      home: { ...valid.home, featuredServices: { ...valid.home.featuredServices, cards } },
    };
    expect(profileSchema.safeParse(broken).error?.issues).toEqual([
      expect.objectContaining({
        path: ["home", "featuredServices", "cards", 1, "service"],
        message: '"no-such" is not the id of a service',
      }),
    ]);
  });

  it("rejects a logo's second line without its first", () => {
    const broken = {
      ...valid,
      business: { ...valid.business, logo: { ...valid.business.logo, line2: "Works" } },
    };
    expect(profileSchema.safeParse(broken).error?.issues).toEqual([
      expect.objectContaining({ path: ["business", "logo", "line2"], message: "line2 needs line1" }),
    ]);
  });

  it("rejects a phone number that is not E.164", () => {
    const broken = { ...valid, business: { ...valid.business, phone: "98765 43210" } };
    expect(profileSchema.safeParse(broken).error?.issues[0]?.path).toEqual(["business", "phone"]);
  });

  it("rejects a testimonial rated below five", () => {
    const items = [{ ...valid.home.testimonials.items[0]!, rating: 4 }];
    const broken = { ...valid, home: { ...valid.home, testimonials: { ...valid.home.testimonials, items } } };
    expect(profileSchema.safeParse(broken).success).toBe(false);
  });

  it("rejects a WhatsApp template that cannot name the service", () => {
    const broken = { ...valid, whatsapp: { ...valid.whatsapp, service: "Hi, I'd like a quote." } };
    expect(profileSchema.safeParse(broken).error?.issues[0]?.path).toEqual(["whatsapp", "service"]);
  });

  it("rejects a WhatsApp service template that cannot name the page", () => {
    const broken = { ...valid, whatsapp: { ...valid.whatsapp, service: "Hi, a quote for {service}." } };
    expect(profileSchema.safeParse(broken).error?.issues[0]?.path).toEqual(["whatsapp", "service"]);
  });
});
