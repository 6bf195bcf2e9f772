import { describe, expect, it } from "vitest";
import { maskPassword } from "./mask-password.server";

describe("maskPassword", () => {
  it.each([
    ["smtps://mailer:s3cret@smtp.example.in:465", "smtps://mailer:***@smtp.example.in:465"],
    ["postgres://leads:s3cret@db:5432/leads", "postgres://leads:***@db:5432/leads"],
    ["smtp//mailer:s3cret@smtp.example.in", "smtp//mailer:***@smtp.example.in"],
    ["smtps://mailer:p@ss/w:rd@smtp.example.in", "smtps://mailer:***@smtp.example.in"],
    ["mailer:s3cret@smtp.example.in", "mailer:***@smtp.example.in"],
    ["smtps://:s3cret@smtp.example.in", "smtps://:***@smtp.example.in"],
  ])("%s", (text, masked) => {
    expect(maskPassword(text)).toBe(masked);
  });

  it.each(["./data/app.db", "postgres://leads@db/leads", "https://example.in:8443/a", "hello@example.in"])(
    "leaves %s as it is",
    (text) => {
      expect(maskPassword(text)).toBe(text);
    },
  );
});
