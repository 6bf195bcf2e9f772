import { describe, expect, it } from "vitest";
import { confirmTwoFactorSchema, recoveryCodeSchema, signInCodeSchema } from "./auth-schema";

describe("the two-factor forms' schemas", () => {
  it.each([
    ["123456", "123456"],
    [" 123 456 ", "123456"],
    ["012345", "012345"],
  ])("takes the app's code %j as %j", (code, value) => {
    expect(signInCodeSchema.parse({ code })).toEqual({ code: value });
  });

  it.each(["", "12345", "1234567", "12345a", "١٢٣٤٥٦"])("refuses the app's code %j", (code) => {
    expect(signInCodeSchema.safeParse({ code }).success).toBe(false);
  });

  it.each([
    ["abcDE-12345", "abcDE-12345"],
    ["abcDE12345", "abcDE-12345"],
    [" abcDE 12345 ", "abcDE-12345"],
  ])("takes the recovery code %j as %j", (code, value) => {
    expect(recoveryCodeSchema.parse({ code })).toEqual({ code: value });
  });

  it.each(["", "abcde", "abcde-1234!", "abcde--12345"])("refuses the recovery code %j", (code) => {
    expect(recoveryCodeSchema.safeParse({ code }).success).toBe(false);
  });

  it("takes back only a setup's otpauth:// address", () => {
    const setupUri = "otpauth://totp/Shop:a%40b.in?secret=KRUGS4ZA&issuer=Shop&digits=6&period=30";
    expect(confirmTwoFactorSchema.safeParse({ code: "123456", setupUri }).success).toBe(true);
    for (const other of [
      "https://example.in/?secret=KRUG",
      "javascript:alert(1)",
      `${setupUri}${"x".repeat(600)}`,
    ]) {
      expect(confirmTwoFactorSchema.safeParse({ code: "123456", setupUri: other }).success).toBe(false);
    }
  });
});
