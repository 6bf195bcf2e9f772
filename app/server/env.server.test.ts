import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";
import { resolveSite } from "./site.server";

describe("parseEnv", () => {
  it("defaults to the carpentry profile on 127.0.0.1:3000", () => {
    expect(parseEnv({})).toMatchObject({ HOST: "127.0.0.1", PORT: 3000, SITE_PROFILE: "carpentry" });
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ PORT: "", SITE_PROFILE: "", BUSINESS_PHONE: "" })).toMatchObject({
      PORT: 3000,
      SITE_PROFILE: "carpentry",
      BUSINESS_PHONE: undefined,
    });
  });

  it("normalises the business phone to E.164 and trims the public URL", () => {
    const env = parseEnv({ BUSINESS_PHONE: "098450 12345", PUBLIC_URL: "https://www.example.in/" });
    expect(env.BUSINESS_PHONE).toBe("+919845012345");
    expect(env.PUBLIC_URL).toBe("https://www.example.in");
  });

  it.each([
    ["SITE_PROFILE", "bakery", /SITE_PROFILE: must be one of carpentry/],
    ["PORT", "70000", /PORT: .*\(got "70000"\)/],
    ["PORT", "abc", /PORT:/],
    ["PUBLIC_URL", "example.in", /PUBLIC_URL: must be an absolute http\(s\) URL/],
    ["PUBLIC_URL", "ftp://example.in", /PUBLIC_URL:/],
    ["BUSINESS_PHONE", "12345", /BUSINESS_PHONE: must be a valid Indian phone number/],
    ["BUSINESS_EMAIL", "not-an-email", /BUSINESS_EMAIL: must be an e-mail address/],
  ])("names %s when it is %j", (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });

  it("reports every bad variable at once", () => {
    expect(() => parseEnv({ PORT: "0", BUSINESS_EMAIL: "x" })).toThrow(/PORT[\s\S]*BUSINESS_EMAIL/);
  });
});

describe("resolveSite", () => {
  it("applies phone, e-mail and public URL overrides to the profile", () => {
    const site = resolveSite(
      parseEnv({ BUSINESS_PHONE: "080 4000 1234", BUSINESS_EMAIL: "a@b.in", PUBLIC_URL: "https://b.in" }),
    );
    expect(site.business.phone).toBe("+918040001234");
    expect(site.phoneDisplay).toBe("+91 80 4000 1234");
    expect(site.business.email).toBe("a@b.in");
    expect(site.publicUrl).toBe("https://b.in");
  });

  it("falls back to the profile's facts and the local address", () => {
    const site = resolveSite(parseEnv({ PORT: "4000" }));
    expect(site.business.phone).toBe("+919876543210");
    expect(site.publicUrl).toBe("http://localhost:4000");
  });
});
