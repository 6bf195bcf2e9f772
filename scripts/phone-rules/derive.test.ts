import { describe, expect, it } from "vitest";
import rules from "~/lib/phone-rules.json";
import { derivePhoneRules } from "./derive";

describe("app/lib/phone-rules.json", () => {
  it("is what the installed libphonenumber-js gives (else run `npm run phone:rules`)", () => {
    expect(rules).toEqual(derivePhoneRules());
  });

  it("has the rules of India, the UK, the US, the UAE and Singapore", () => {
    expect(Object.keys(rules)).toEqual(expect.arrayContaining(["91", "44", "1", "971", "65"]));
    expect(rules["91"]?.[0]).toBe("0");
  });
});
