import { describe } from "vitest";
import { eachReturns } from "../../tests/support/each-returns";
import { formatTime } from "./format";

describe("formatTime", () => {
  eachReturns("%s → %s", formatTime, [
    ["08:00", "8:00 AM"],
    ["19:00", "7:00 PM"],
    ["12:30", "12:30 PM"],
    ["00:05", "12:05 AM"],
  ]);
});
