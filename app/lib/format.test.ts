import { describe, expect, it } from "vitest";
import { formatTime } from "./format";

describe("formatTime", () => {
  it.each([
    ["08:00", "8:00 AM"],
    ["19:00", "7:00 PM"],
    ["12:30", "12:30 PM"],
    ["00:05", "12:05 AM"],
  ])("%s → %s", (input, expected) => {
    expect(formatTime(input)).toBe(expected);
  });
});
