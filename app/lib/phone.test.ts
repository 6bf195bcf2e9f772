import { describe, expect, it } from "vitest";
import { eachReturns } from "../../tests/support/each-returns";
import { formatPhone, toIndianE164 } from "./phone";
import { toPlausibleE164 } from "./phone-check";
import { invalidNumbers, validNumbers } from "../../tests/support/phone-numbers";

describe("toPlausibleE164 (the browser's check)", () => {
  eachReturns("reads %s as %s", toPlausibleE164, validNumbers);

  it.each(invalidNumbers)("rejects %j", (input) => {
    expect(toPlausibleE164(input)).toBeNull();
  });
});

describe("toIndianE164 (the business's own number)", () => {
  eachReturns("reads %s as %s", toIndianE164, [
    ["+91 98765 43210", "+919876543210"],
    ["+919876543210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["98765-43210", "+919876543210"],
    ["0091 98765 43210", "+919876543210"],
    ["080 4000 1234", "+918040001234"],
  ]);

  it.each(["12345", "+1 415 555 2671", "+44 20 7946 0958", "98765 4321", "abcdefghij", "", "+91 98765 432"])(
    "rejects %j",
    (input) => {
      expect(toIndianE164(input)).toBeNull();
    },
  );
});

describe("formatPhone", () => {
  eachReturns("shows %s as %s", formatPhone, [
    ["+919876543210", "+91 98765 43210"],
    ["+919845012345", "+91 98450 12345"],
    ["+918040001234", "+91 80 4000 1234"],
    ["+442079460958", "+44 20 7946 0958"],
    ["+14155550100", "+1 415 555 0100"],
    ["+971501234567", "+971 50 123 4567"],
    ["+6581234567", "+65 8123 4567"],
  ]);

  it("leaves what is not a number as it is", () => {
    expect(formatPhone("not a number")).toBe("not a number");
  });
});
