import { describe, expect, it, vi } from "vitest";
import { profiles } from "~/profiles";
import { sampleValues } from "~/profiles/sample-values";
import { parseEnv } from "../env.server";
import { resolveSite } from "../site.server";
import { sampleDetailsOf, sampleDetailsWarning } from "./sample-details.server";

const logged = vi.hoisted(() => [] as string[]);
vi.mock("../log.server", () => ({ log: (_level: string, msg: string) => void logged.push(msg) }));

const real = { date: "2026-03-14", source: "Google review" };

describe("sampleDetailsOf", () => {
  it.each(["carpentry", "interiors"] as const)(
    "names every sample detail the shipped %s profile carries",
    (id) => {
      const profile = profiles[id];
      expect(sampleDetailsOf(profile)).toEqual([
        { kind: "phone", value: "+91 98765 43210", field: "business.phone" },
        { kind: "email", value: profile.business.email, field: "business.email" },
        { kind: "address", value: profile.business.address.street, field: "business.address.street" },
        ...profile.home.testimonials.items.map((item, i) => ({
          kind: "testimonial",
          value: item.name,
          field: `home.testimonials.items[${i}]`,
        })),
      ]);
    },
  );

  it("knows every shipped profile's phone, e-mail and street as sample values", () => {
    for (const profile of Object.values(profiles)) {
      expect(sampleValues.phones).toContain(profile.business.phone);
      expect(sampleValues.emails).toContain(profile.business.email);
      expect(sampleValues.streets).toContain(profile.business.address.street);
    }
  });

  it("finds nothing once the business's own details and real testimonials are in", () => {
    const { carpentry } = profiles;
    const own = {
      business: {
        ...carpentry.business,
        phone: "+919845012345",
        email: "hello@sharmawoodworks.in",
        address: { ...carpentry.business.address, street: "No. 7, 2nd Cross, Jayanagar 4th Block" },
      },
      home: {
        ...carpentry.home,
        testimonials: {
          ...carpentry.home.testimonials,
          items: carpentry.home.testimonials.items.map(({ sample: _sample, ...item }) => ({
            ...item,
            given: real,
          })),
        },
      },
    };
    expect(sampleDetailsOf(own)).toEqual([]);
  });

  it("keeps naming only what is still a sample", () => {
    const { carpentry } = profiles;
    const items = carpentry.home.testimonials.items.map((item, i) =>
      i === 1 ? { ...item, sample: undefined, given: real } : item,
    );
    const mixed = {
      ...carpentry,
      home: { ...carpentry.home, testimonials: { ...carpentry.home.testimonials, items } },
    };
    expect(sampleDetailsOf(mixed).filter((detail) => detail.kind === "testimonial")).toEqual([
      { kind: "testimonial", value: "Priya Ramesh", field: "home.testimonials.items[0]" },
      { kind: "testimonial", value: "Kavya Shetty", field: "home.testimonials.items[2]" },
    ]);
  });

  it("BUSINESS_PHONE and BUSINESS_EMAIL clear the phone and e-mail warnings", () => {
    const placeholder = resolveSite(parseEnv({ SITE_PROFILE: "carpentry" }));
    expect(sampleDetailsOf(placeholder).map((detail) => detail.kind)).toContain("phone");
    const site = resolveSite(
      parseEnv({
        SITE_PROFILE: "carpentry",
        BUSINESS_PHONE: "080 4000 1234",
        BUSINESS_EMAIL: "hello@example.in",
      }),
    );
    const kinds = sampleDetailsOf(site).map((detail) => detail.kind);
    expect(kinds).not.toContain("phone");
    expect(kinds).not.toContain("email");
    expect(kinds).toContain("address");
  });
});

describe("sampleDetailsWarning", () => {
  it("warns at start, and after a publish only when the sample details changed", () => {
    logged.length = 0;
    const warn = sampleDetailsWarning();
    const shipped = sampleDetailsOf(profiles.carpentry);
    const fewer = shipped.slice(1);
    for (const details of [shipped, shipped, shipped, fewer, fewer, [], []])
      warn({ details, fromProfile: "carpentry" });
    expect(logged).toEqual(["sample_details", "sample_details"]);
  });
});
