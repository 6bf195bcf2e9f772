import { describe, expect, it } from "vitest";
import { eachReturns } from "../../tests/support/each-returns";
import { formatIndianPhone, toIndianE164 } from "./phone";

describe("toIndianE164", () => {
  eachReturns("reads %s as %s", toIndianE164, [
    ["+91 98765 43210", "+919876543210"],
    ["+919876543210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["98765-43210", "+919876543210"],
    ["0091 98765 43210", "+919876543210"],
    ["080 4000 1234", "+918040001234"],
  ]);

  it.each(["12345", "+1 415 555 2671", "98765 4321", "abcdefghij", "", "+91 98765 432", "+91 98765 432109"])(
    "rejects %j",
    (input) => {
      expect(toIndianE164(input)).toBeNull();
    },
  );
});

describe("formatIndianPhone", () => {
  it("groups a mobile number for reading", () => {
    expect(formatIndianPhone("+919876543210")).toBe("+91 98765 43210");
  });
});
