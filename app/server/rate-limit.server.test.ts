import { describe, expect, it } from "vitest";
import { parseRateLimit } from "./rate-limit.server";

describe("parseRateLimit", () => {
  it.each([
    ["5/10m", { max: 5, windowMs: 600_000 }],
    ["100/h", { max: 100, windowMs: 3_600_000 }],
    [" 3 / 30s ", { max: 3, windowMs: 30_000 }],
    ["20/1d", { max: 20, windowMs: 86_400_000 }],
  ])("%j", (text, expected) => {
    expect(parseRateLimit(text)).toEqual(expected);
  });

  it.each(["", "5", "five/10m", "0/10m", "5/0m", "5/10y", "-1/10m"])("rejects %j", (text) => {
    expect(parseRateLimit(text)).toBeNull();
  });
});
