import examples from "libphonenumber-js/examples.mobile.json";
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { eachReturns } from "../../../tests/support/each-returns";
import { invalidNumbers, validNumbers } from "../../../tests/support/phone-numbers";
import { toPlausibleE164 } from "~/lib/phone-check";
import { toE164 } from "./phone.server";

describe("toE164 (the server's check, with the full metadata)", () => {
  eachReturns("reads %s as %s", toE164, validNumbers);

  it.each(invalidNumbers)("rejects %j", (input) => {
    expect(toE164(input)).toBeNull();
  });

  it("refuses a number of the right length that no Indian operator gives (the browser lets it by)", () => {
    expect(toPlausibleE164("+91 1000000000")).toBe("+911000000000");
    expect(toE164("+91 1000000000")).toBeNull();
  });
});

describe("the browser's check is never stricter than the server's", () => {
  // One mobile number of every country, as its people would write it from abroad and at home.
  const countries = Object.entries(examples) as [CountryCode, string][];

  it.each(countries)("%s %s", (country, national) => {
    const international = `+${getCountryCallingCode(country)} ${national}`;
    const e164 = toE164(international);
    expect(e164).not.toBeNull();
    expect(toPlausibleE164(international)).toBe(e164);
    const written = parsePhoneNumberFromString(international)?.formatInternational() ?? "";
    expect(toPlausibleE164(written)).toBe(e164);
  });
});
