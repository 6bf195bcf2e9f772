import { describe, expect, it } from "vitest";
import { viewLimiter } from "./view-limits.server";

// What the counting remembers to cap the views one visitor or address adds: a minute's worth, and
// never more than its bound of keys, however many visitors a minute brings.

const minute = new Date("2026-11-26T04:30:00Z");

describe("the views one address or browser can add", () => {
  it("remembers no more than its bound, and forgets it all when the minute changes", () => {
    const limiter = viewLimiter({ perVisitor: 3, perAddress: 10, windowMs: 60_000, maxKeys: 100 });
    let counted = 0;
    for (let i = 0; i < 10_000; i++) {
      if (limiter.counts(minute, "/", `198.51.${i >> 8}.${i & 255}`, "x".repeat(512))) counted++;
      expect(limiter.size).toBeLessThanOrEqual(100);
    }
    // A flood of new addresses fills the minute's memory: past it, nothing more that minute.
    expect(counted).toBe(50);
    expect(limiter.counts(minute, "/", "203.0.113.5", "Firefox")).toBe(false);
    expect(limiter.counts(new Date(minute.getTime() + 60_000), "/", "203.0.113.5", "Firefox")).toBe(true);
    expect(limiter.size).toBe(2);
  });

  it("counts an event handed over late, from the minute before, against the minute it is in", () => {
    const limiter = viewLimiter({ perVisitor: 1, perAddress: 10, windowMs: 60_000, maxKeys: 100 });
    const next = new Date(minute.getTime() + 60_000);
    expect(limiter.counts(next, "/", "203.0.113.5", "Firefox")).toBe(true);
    expect(limiter.counts(minute, "/", "203.0.113.5", "Firefox")).toBe(false);
    expect(limiter.counts(minute, "/", "203.0.113.6", "Firefox")).toBe(true);
  });
});
